/**
 * Sendit's merchant API as docs/carriers.md describes it, for tests: login with the public and
 * secret keys (401 otherwise), a bearer token on every other call, paginated districts,
 * deliveries created / listed by reference / read, labels as a PDF file URL, and Laravel's 422
 * for a refused delivery. Tests (or journeys, over HTTP) move a delivery's status and arm faults.
 */
import {
  startSimulatorServer,
  textPdf,
  type SimAnswer,
  type SimRequest,
  type SimulatorServer,
} from './simulator-server.ts';

export const SENDIT_TEST_KEYS = { public_key: 'pk_test_vigor', secret_key: 'sk_test_vigor_secret' };

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

interface SimDelivery {
  code: string;
  reference: string | null;
  status: string;
  name: string;
  phone: string;
  address: string;
  amount: number;
  district_id: number;
  products: string;
  comment: string;
  allow_open: number;
}

export interface SenditSimulator extends SimulatorServer {
  deliveries: Map<string, SimDelivery>;
  setStatus(code: string, status: string): void;
  /** Tokens handed out so far (a test expires them). */
  tokens: Set<string>;
}

export async function startSenditSimulator(port = 0): Promise<SenditSimulator> {
  const deliveries = new Map<string, SimDelivery>();
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
  const view = (d: SimDelivery) => ({
    ...d,
    fee: 35,
    district: SENDIT_DISTRICTS.find((x) => x.id === d.district_id),
  });

  function handle(req: SimRequest, baseUrl: string): SimAnswer {
    const { method, path, body, query } = req;
    const status = /^\/__simulator\/deliveries\/([^/]+)\/status$/.exec(path);
    if (status && method === 'POST') {
      const delivery = deliveries.get(decodeURIComponent(status[1]!));
      if (!delivery) return fail(404, 'Delivery not found');
      delivery.status = String(body.status);
      return ok(view(delivery));
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

    if (method === 'GET' && path === '/districts') {
      const page = Number(query.get('page') ?? 1);
      const lastPage = Math.ceil(SENDIT_DISTRICTS.length / PER_PAGE);
      const data = SENDIT_DISTRICTS.slice((page - 1) * PER_PAGE, page * PER_PAGE).map((d) => ({
        ...d,
        price: d.ville === 'Casablanca' ? 20 : 35,
        delais: '24h-48h',
      }));
      return ok(data, {
        total: SENDIT_DISTRICTS.length,
        per_page: PER_PAGE,
        current_page: page,
        last_page: lastPage,
      });
    }
    if (method === 'POST' && path === '/deliveries') {
      const errors: Record<string, string[]> = {};
      if (!SENDIT_DISTRICTS.some((d) => d.id === Number(body.district_id))) {
        errors.district_id = ['The selected district id is invalid.'];
      }
      if (!body.phone) errors.phone = ['The phone field is required.'];
      if (!body.name) errors.name = ['The name field is required.'];
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
        products: String(body.products ?? ''),
        comment: String(body.comment ?? ''),
        allow_open: Number(body.allow_open ?? 0),
      };
      deliveries.set(delivery.code, delivery);
      return ok({ ...view(delivery), labelUrl: `${baseUrl}/files/none.pdf` });
    }
    if (method === 'GET' && path === '/deliveries') {
      const q = query.get('querystring') ?? '';
      const data = [...deliveries.values()].filter(
        (d) => !q || d.reference === q || d.code === q || d.phone === q,
      );
      return ok(data.map(view), { total: data.length, per_page: 50, current_page: 1, last_page: 1 });
    }
    const one = /^\/deliveries\/([^/]+)$/.exec(path);
    if (method === 'GET' && one) {
      const delivery = deliveries.get(decodeURIComponent(one[1]!));
      return delivery ? ok(view(delivery)) : fail(404, 'Delivery not found');
    }
    if (method === 'POST' && path === '/deliveries/getlabels') {
      const codes = String(body.codesToPrint ?? '')
        .split(',')
        .filter(Boolean);
      const unknown = codes.filter((c) => !deliveries.has(c));
      if (!codes.length || unknown.length)
        return fail(422, `Unknown deliveries: ${unknown.join(', ') || 'none'}`);
      const name = `labels-${next++}.pdf`;
      labelFiles.set(name, codes);
      return ok({ filePrint: true, fileUrl: `${baseUrl}/files/${name}` });
    }
    return fail(404, 'Not found');
  }

  const server = await startSimulatorServer(handle, port);
  return Object.assign(server, {
    deliveries,
    tokens,
    setStatus(code: string, status: string) {
      const delivery = deliveries.get(code);
      if (!delivery) throw new Error(`No delivery ${code}`);
      delivery.status = status;
    },
  });
}
