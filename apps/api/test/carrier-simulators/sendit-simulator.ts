/**
 * Sendit's merchant API for tests, as its published clients call it (docs/carriers.md, "Sendit",
 * names the source of each route and field): login with the public and secret keys, a bearer
 * token on every other call, pickup cities, paginated districts priced from a pickup district,
 * deliveries created / searched / read / cancelled, labels as a PDF file URL, pickup requests,
 * return requests, the status catalog, and Laravel's 422 for refused input. Tests (or journeys,
 * over HTTP) move a delivery's or a return's status, arm faults and send signed webhooks.
 */
import { createHmac } from 'node:crypto';
import {
  startSimulatorServer,
  textPdf,
  type SimAnswer,
  type SimRequest,
  type SimulatorServer,
} from './simulator-server.ts';

export const SENDIT_TEST_KEYS = { public_key: 'pk_test_vigor', secret_key: 'sk_test_vigor_secret' };

/** Where Sendit picks parcels up (GET /districts/pickup-cities): `{ id, name }`, ids of districts. */
export const SENDIT_PICKUP_CITIES = [
  { id: 1, name: 'Casablanca' },
  { id: 10, name: 'Rabat' },
  { id: 21, name: 'Marrakesh' },
];

/**
 * Districts as Sendit lists them: a district of a town (`ville`), with the names Sendit's own
 * list uses (no accents, some English or short forms, Casablanca only as districts).
 */
export const SENDIT_DISTRICTS: readonly { id: number; name: string; arabic_name: string; ville: string }[] = [
  { id: 1, name: 'Maarif', arabic_name: 'المعاريف', ville: 'Casablanca' },
  { id: 2, name: 'Ain Sebaa', arabic_name: 'عين السبع', ville: 'Casablanca' },
  { id: 3, name: 'Sidi Maarouf', arabic_name: 'سيدي معروف', ville: 'Casablanca' },
  { id: 10, name: 'Rabat', arabic_name: 'الرباط', ville: 'Rabat' },
  { id: 11, name: 'Agdal', arabic_name: 'أكدال', ville: 'Rabat' },
  { id: 12, name: 'Sale', arabic_name: 'سلا', ville: 'Sale' },
  { id: 13, name: 'Temara', arabic_name: 'تمارة', ville: 'Temara' },
  { id: 14, name: 'Mohammedia', arabic_name: 'المحمدية', ville: 'Mohammedia' },
  { id: 15, name: 'Bouskoura', arabic_name: 'بوسكورة', ville: 'Bouskoura' },
  { id: 16, name: 'Berrechid', arabic_name: 'برشيد', ville: 'Berrechid' },
  { id: 17, name: 'Settat', arabic_name: 'سطات', ville: 'Settat' },
  { id: 18, name: 'El Jadida', arabic_name: 'الجديدة', ville: 'El Jadida' },
  { id: 19, name: 'KENITRA', arabic_name: 'القنيطرة', ville: 'Kenitra' },
  { id: 20, name: 'Khemisset', arabic_name: 'الخميسات', ville: 'Khemisset' },
  { id: 21, name: 'Marrakesh', arabic_name: 'مراكش', ville: 'Marrakesh' },
  { id: 22, name: 'Safi', arabic_name: 'اسفي', ville: 'Safi' },
  { id: 23, name: 'Essaouira', arabic_name: 'الصويرة', ville: 'Essaouira' },
  { id: 24, name: 'Fes', arabic_name: 'فاس', ville: 'Fes' },
  { id: 25, name: 'Meknes', arabic_name: 'مكناس', ville: 'Meknes' },
  { id: 26, name: 'Ifrane', arabic_name: 'إفران', ville: 'Ifrane' },
  { id: 27, name: 'Taza', arabic_name: 'تازة', ville: 'Taza' },
  { id: 28, name: 'Tangier', arabic_name: 'طنجة', ville: 'Tangier' },
  { id: 29, name: 'Tetouan', arabic_name: 'تطوان', ville: 'Tetouan' },
  { id: 30, name: 'Larache', arabic_name: 'العرائش', ville: 'Larache' },
  { id: 31, name: 'Ksar El Kebir', arabic_name: 'القصر الكبير', ville: 'Ksar El Kebir' },
  { id: 32, name: 'Chefchaouen', arabic_name: 'شفشاون', ville: 'Chefchaouen' },
  { id: 33, name: 'Al Hoceima', arabic_name: 'الحسيمه', ville: 'Al Hoceima' },
  { id: 34, name: 'Nador', arabic_name: 'الناظور', ville: 'Nador' },
  { id: 35, name: 'Oujda', arabic_name: 'وجدة', ville: 'Oujda' },
  { id: 36, name: 'Berkane', arabic_name: 'بركان', ville: 'Berkane' },
  { id: 37, name: 'Beni-Mellal', arabic_name: 'بني ملال', ville: 'Beni Mellal' },
  { id: 38, name: 'Khouribga', arabic_name: 'خريبكة', ville: 'Khouribga' },
  { id: 39, name: 'Er-Rachidia', arabic_name: 'الرشيدية', ville: 'Errachidia' },
  { id: 40, name: 'Ouarzazate', arabic_name: 'ورزازات', ville: 'Ouarzazate' },
  { id: 41, name: 'Agadir', arabic_name: 'أكادير', ville: 'Agadir' },
  { id: 42, name: 'Inzegane', arabic_name: 'انزكان', ville: 'Inezgane' },
  { id: 43, name: 'Taroudant', arabic_name: 'تارودانت', ville: 'Taroudant' },
  { id: 44, name: 'Tiznit', arabic_name: 'تيزنيت', ville: 'Tiznit' },
  { id: 45, name: 'Guelmim', arabic_name: 'كلميم', ville: 'Guelmim' },
  { id: 46, name: 'Laayoune', arabic_name: 'العيون', ville: 'Laayoune' },
  { id: 47, name: 'Dakhla', arabic_name: 'الداخلة', ville: 'Dakhla' },
  { id: 48, name: 'Dar Bouazza', arabic_name: 'دار بوعزة', ville: 'Casablanca' },
];

const PER_PAGE = 20;

/**
 * Sendit's status catalog (GET /all-status-deliveries: `data` keyed by code, French labels), the
 * codes a public client mirrors from Sendit's own filter. `RETURNED` is not in it: a refused
 * parcel comes back through a return request (POST /returns).
 */
export const SENDIT_STATUS_CATALOG: Readonly<Record<string, string>> = {
  PENDING: 'En attente',
  TO_PREPARE: 'À préparer',
  NEW_DESTINATION: 'À changer',
  TOPICKUP: 'Ramassage en cours',
  PICKUP_TOCHECK: 'Ramassage à vérifier',
  PICKEDUP: 'Ramassé',
  WAREHOUSE: 'Entrepôt',
  TRANSIT: 'En transit',
  SCHEDULED: 'Programmé',
  DISTRIBUTED: 'Distribué',
  DELIVERING: 'En cours de livraison',
  UNREACHABLE: 'Injoignable',
  POSTPONED: 'Reporté',
  DELIVERED: 'Livré',
  REFUNDED: 'Remboursé',
  REJECTED: 'Refusé',
  CANCELED: 'Annulé',
};

/** Statuses of a delivery Sendit still lets the merchant delete (**assumed**: not yet picked up). */
const DELETABLE = new Set(['PENDING', 'TO_PREPARE']);

interface SimDelivery {
  code: string;
  reference: string | null;
  status: string;
  name: string;
  phone: string;
  address: string;
  amount: number;
  district_id: number;
  pickup_district_id: number;
  products: string;
  comment: string;
  allow_open: number;
  last_action_at: string;
}

interface SimRequestRecord {
  code: string;
  status: string;
  district_id: number;
  name: string;
  phone: string;
  address: string;
  note: string;
  deliveries: string[];
  type?: string;
}

export interface SenditSimulator extends SimulatorServer {
  deliveries: Map<string, SimDelivery>;
  pickups: Map<string, SimRequestRecord>;
  returns: Map<string, SimRequestRecord>;
  setStatus(code: string, status: string): void;
  setReturnStatus(code: string, status: string): void;
  /** Tokens handed out so far (a test expires them). */
  tokens: Set<string>;
  /**
   * Posts a `delivery.status.update` webhook to `url` as Sendit does: the JSON body, and
   * `X-Sendit-Signature`, the hex HMAC-SHA256 of the raw body with `secret`.
   */
  sendWebhook(
    url: string,
    event: { code: string; oldStatus?: string; newStatus: string },
    secret: string,
  ): Promise<Response>;
}

const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

export async function startSenditSimulator(port = 0): Promise<SenditSimulator> {
  const deliveries = new Map<string, SimDelivery>();
  const pickups = new Map<string, SimRequestRecord>();
  const returns = new Map<string, SimRequestRecord>();
  const tokens = new Set<string>();
  const labelFiles = new Map<string, string[]>();
  let next = 1;

  const fail = (status: number, message: string, errors?: Record<string, string[]>): SimAnswer => ({
    status,
    json: { success: false, message, ...(errors && { errors }) },
  });
  const ok = (data: unknown, extra: object = {}): SimAnswer => ({
    json: { success: true, message: 'OK', data, ...extra },
  });
  const page = <T>(all: T[], number: number, perPage = PER_PAGE) =>
    ok(all.slice((number - 1) * perPage, number * perPage), {
      total: all.length,
      per_page: perPage,
      current_page: number,
      last_page: Math.max(1, Math.ceil(all.length / perPage)),
    });
  const district = (id: number) => SENDIT_DISTRICTS.find((x) => x.id === id);
  const view = (d: SimDelivery) => ({ ...d, fee: 35, district: district(d.district_id) });
  const required = (body: SimRequest['body'], fields: string[]) =>
    Object.fromEntries(
      fields
        .filter((f) => body[f] == null || body[f] === '')
        .map((f) => [f, [`Le champ ${f} est obligatoire.`]]),
    ) as Record<string, string[]>;
  /** A pickup's or a return's deliveries: codes joined by commas, each one of ours. */
  const codesOf = (value: SimRequest['body'][string]) =>
    String(value ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean);

  function request(kind: 'pickup' | 'return', body: SimRequest['body']): SimAnswer {
    const fields = [
      'district_id',
      'name',
      'phone',
      'address',
      'deliveries',
      ...(kind === 'return' ? ['type'] : []),
    ];
    const errors = required(body, fields);
    const codes = codesOf(body.deliveries);
    const unknown = codes.filter((c) => !deliveries.has(c));
    if (unknown.length) errors.deliveries = [`Colis inconnus : ${unknown.join(', ')}`];
    if (kind === 'return' && body.type && !['HOME', 'WAREHOUSE'].includes(String(body.type))) {
      errors.type = ['Le type doit être HOME ou WAREHOUSE.'];
    }
    if (Object.keys(errors).length) return fail(422, 'The given data was invalid.', errors);
    const record: SimRequestRecord = {
      code: `${kind === 'pickup' ? 'RMS' : 'RTR'}${String(100000 + next++)}`,
      status: 'PENDING',
      district_id: Number(body.district_id),
      name: String(body.name),
      phone: String(body.phone),
      address: String(body.address),
      note: String(body.note ?? ''),
      deliveries: codes,
      ...(kind === 'return' && { type: String(body.type) }),
    };
    (kind === 'pickup' ? pickups : returns).set(record.code, record);
    return ok(record);
  }

  function handle(req: SimRequest, baseUrl: string): SimAnswer {
    const { method, path, body, query } = req;
    const moved = /^\/__simulator\/(deliveries|returns)\/([^/]+)\/status$/.exec(path);
    if (moved && method === 'POST') {
      const list = moved[1] === 'deliveries' ? deliveries : returns;
      const record = list.get(decodeURIComponent(moved[2]!));
      if (!record) return fail(404, 'Not found');
      record.status = String(body.status);
      return ok(record);
    }
    if (method === 'POST' && path === '/login') {
      if (
        body.public_key !== SENDIT_TEST_KEYS.public_key ||
        body.secret_key !== SENDIT_TEST_KEYS.secret_key
      ) {
        return fail(401, 'Identifiants incorrects');
      }
      const token = `${next++}|tok${Math.random().toString(36).slice(2)}`;
      tokens.add(token);
      return ok({ token, name: 'VIGOR' });
    }
    const file = /^\/files\/(labels-\d+\.pdf)$/.exec(path);
    if (method === 'GET' && file) {
      const codes = labelFiles.get(file[1]!);
      if (!codes) return fail(404, 'File not found');
      return { bytes: { type: 'application/pdf', data: textPdf(codes.map((c) => `Sendit ${c}`)) } };
    }
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !tokens.has(token)) return fail(401, 'Unauthenticated.');

    if (method === 'GET' && path === '/districts/pickup-cities') return ok(SENDIT_PICKUP_CITIES);
    if (method === 'GET' && path === '/all-status-deliveries') return ok(SENDIT_STATUS_CATALOG);
    if (method === 'GET' && path === '/districts') {
      // Prices depend on where the parcel is picked up: cheaper within the pickup city.
      const from = district(Number(query.get('pickup-district')));
      const q = (query.get('querystring') ?? '').toLowerCase();
      const all = SENDIT_DISTRICTS.filter(
        (d) => !q || d.name.toLowerCase().includes(q) || d.ville.toLowerCase().includes(q),
      ).map((d) => ({
        ...d,
        price: from && d.ville === from.ville ? 20 : 35,
        delais: from && d.ville === from.ville ? '24h' : '24h-48h',
      }));
      return page(all, Number(query.get('page') ?? 1));
    }
    const oneDistrict = /^\/districts\/(\d+)$/.exec(path);
    if (method === 'GET' && oneDistrict) {
      const found = district(Number(oneDistrict[1]));
      return found ? ok(found) : fail(404, 'District introuvable');
    }
    if (method === 'POST' && path === '/deliveries') {
      const errors = required(body, ['pickup_district_id', 'district_id', 'name', 'phone', 'address']);
      if (body.district_id != null && !district(Number(body.district_id))) {
        errors.district_id = ['The selected district id is invalid.'];
      }
      if (typeof body.amount !== 'number' || !Number.isInteger(body.amount)) {
        errors.amount = ['The amount must be an integer.'];
      }
      if (Object.keys(errors).length) return fail(422, 'The given data was invalid.', errors);
      const delivery: SimDelivery = {
        code: `DLV${String(100000 + next++)}`,
        reference: (body.reference as string | undefined) ?? null,
        status: 'PENDING',
        name: String(body.name),
        phone: String(body.phone),
        address: String(body.address ?? ''),
        amount: body.amount as number,
        district_id: Number(body.district_id),
        pickup_district_id: Number(body.pickup_district_id),
        products: String(body.products ?? ''),
        comment: String(body.comment ?? ''),
        allow_open: Number(body.allow_open ?? 0),
        last_action_at: now(),
      };
      deliveries.set(delivery.code, delivery);
      return ok({ ...view(delivery), labelUrl: `${baseUrl}/files/none.pdf` });
    }
    if (method === 'GET' && path === '/deliveries') {
      // The search covers the code, name, phone and address, not the merchant's reference.
      const q = (query.get('querystring') ?? '').toLowerCase();
      const found = [...deliveries.values()].filter(
        (d) => !q || [d.code, d.name, d.phone, d.address].some((field) => field.toLowerCase().includes(q)),
      );
      return page(found.map(view), Number(query.get('page') ?? 1), 50);
    }
    const one = /^\/deliveries\/([^/]+)$/.exec(path);
    if (one && (method === 'GET' || method === 'DELETE')) {
      const code = decodeURIComponent(one[1]!);
      const delivery = deliveries.get(code);
      if (!delivery) return fail(404, 'Delivery not found');
      if (method === 'GET') return ok(view(delivery));
      if (!DELETABLE.has(delivery.status)) {
        return fail(422, `Le colis ${code} ne peut plus être supprimé (${delivery.status}).`);
      }
      deliveries.delete(code);
      return ok(null, { message: 'Colis supprimé' });
    }
    if (method === 'POST' && path === '/deliveries/getlabels') {
      const codes = codesOf(body.codesToPrint);
      const unknown = codes.filter((c) => !deliveries.has(c));
      if (!codes.length || unknown.length)
        return fail(422, `Unknown deliveries: ${unknown.join(', ') || 'none'}`);
      const name = `labels-${next++}.pdf`;
      labelFiles.set(name, codes);
      return ok({ filePrint: true, fileUrl: `${baseUrl}/files/${name}` });
    }
    if (method === 'POST' && path === '/pickups') return request('pickup', body);
    if (method === 'POST' && path === '/returns') return request('return', body);
    const requested = /^\/(pickups|returns)\/([^/]+)$/.exec(path);
    if (method === 'GET' && requested) {
      const record = (requested[1] === 'pickups' ? pickups : returns).get(decodeURIComponent(requested[2]!));
      return record ? ok(record) : fail(404, 'Demande introuvable');
    }
    return fail(404, 'Not found');
  }

  const server = await startSimulatorServer(handle, port);
  const find = <T>(list: Map<string, T>, code: string) => {
    const record = list.get(code);
    if (!record) throw new Error(`No record ${code}`);
    return record;
  };
  return Object.assign(server, {
    deliveries,
    pickups,
    returns,
    tokens,
    setStatus(code: string, status: string) {
      find(deliveries, code).status = status;
    },
    setReturnStatus(code: string, status: string) {
      find(returns, code).status = status;
    },
    sendWebhook(url: string, event: { code: string; oldStatus?: string; newStatus: string }, secret: string) {
      const delivery = deliveries.get(event.code);
      if (delivery) delivery.status = event.newStatus;
      const raw = JSON.stringify({
        event: 'delivery.status.update',
        code: event.code,
        oldStatus: event.oldStatus ?? null,
        newStatus: event.newStatus,
        lastActionAt: now(),
        message: '',
      });
      return fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Sendit-Signature': createHmac('sha256', secret).update(raw).digest('hex'),
        },
        body: raw,
      });
    },
  });
}
