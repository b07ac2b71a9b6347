/**
 * Ozon Express's merchant API as its public clients record it (docs/carriers.md, "Ozon Express",
 * with the source of each shape), for tests: the public city list (`CITIES` keyed by id, numbers
 * for ids and prices, `DEBUG: null`), and form posts to `/customers/{id}/{key}/<action>` that
 * answer HTTP 200 with `CHECK_API` ("Please verify your API Key" for a refused key) or the
 * action's block with `RESULT: "ERROR"`: add-parcel (Ozon numbers the parcel), parcel-info,
 * tracking, and the delivery notes (add-delivery-note, add-parcel-to-delivery-note,
 * save-delivery-note). Tests replay raw answers with `answerNext` (simulator-server.ts).
 */
import {
  startSimulatorServer,
  type SimAnswer,
  type SimRequest,
  type SimulatorServer,
} from './simulator-server.ts';

export const OZON_TEST_KEYS = { customer_id: '80238', api_key: '75c42e-test-key' };

/** Cities as Ozon lists them: upper case, no accents, a few older or short spellings. */
export const OZON_CITIES: readonly { id: number; name: string }[] = [
  'CASABLANCA',
  'RABAT',
  'SALE',
  'TEMARA',
  'MOHAMMEDIA',
  'BOUSKOURA',
  'BERRECHID',
  'SETTAT',
  'EL JADIDA',
  'KENITRA',
  'KHEMISSET',
  'MARRAKECH',
  'SAFI',
  'ESSAOUIRA',
  'FES',
  'MEKNES',
  'IFRANE',
  'TAZA',
  'TANGER',
  'TETOUAN',
  'LARACHE',
  'KSAR KBIR',
  'CHAOUEN',
  'AL HOCEIMA',
  'NADOR',
  'OUJDA',
  'BERKANE',
  'BENI MELLAL',
  'KHOURIBGA',
  'ER-RACHIDIA',
  'OUARZAZATE',
  'AGADIR',
  'INEZGANE',
  'TAROUDANT',
  'TIZNIT',
  'GOULIMINE',
  'LAAYOUNE',
  'DAKHLA',
  'AIN HARROUDA',
  'DAR BOUAZZA',
].map((name, i) => ({ id: 100 + i, name }));

interface SimParcel {
  tracking: string;
  city_id: number;
  receiver: string;
  phone: string;
  address: string;
  price: number;
  /** `parcel-open` as sent: 1 the customer may open the parcel before paying, 2 not. */
  open: string;
  stock: string;
  history: string[];
}

interface SimDeliveryNote {
  ref: string;
  codes: string[];
  saved: boolean;
}

export interface OzonExpressSimulator extends SimulatorServer {
  parcels: Map<string, SimParcel>;
  deliveryNotes: Map<string, SimDeliveryNote>;
  setStatus(tracking: string, status: string): void;
}

const cityOf = (id: number) => OZON_CITIES.find((c) => c.id === id);

export async function startOzonExpressSimulator(port = 0): Promise<OzonExpressSimulator> {
  const parcels = new Map<string, SimParcel>();
  const deliveryNotes = new Map<string, SimDeliveryNote>();
  let next = 1;

  function handle(req: SimRequest): SimAnswer {
    const { method, path, body } = req;
    if (method === 'GET' && path === '/cities') {
      const cities = Object.fromEntries(
        OZON_CITIES.map((c) => [
          String(c.id),
          {
            ID: c.id,
            REF: c.name.slice(0, 3),
            NAME: c.name,
            'DELIVERED-PRICE': c.name === 'CASABLANCA' ? 20 : 35,
            'RETURNED-PRICE': 0,
            'REFUSED-PRICE': 10,
          },
        ]),
      );
      return { json: { CITIES: cities, DEBUG: null } };
    }
    const status = /^\/__simulator\/parcels\/([^/]+)\/status$/.exec(path);
    if (status && method === 'POST') {
      const parcel = parcels.get(decodeURIComponent(status[1]!));
      if (!parcel) return { status: 404, json: { message: 'No parcel' } };
      parcel.history.push(String(body.status));
      return { json: { ok: true } };
    }
    const action = /^\/customers\/([^/]+)\/([^/]+)\/([a-z-]+)$/.exec(path);
    if (!action || method !== 'POST') return { status: 404, json: { message: 'Not Found' } };
    const [, customerId, apiKey, name] = action;
    const checkApi =
      decodeURIComponent(customerId!) === OZON_TEST_KEYS.customer_id &&
      decodeURIComponent(apiKey!) === OZON_TEST_KEYS.api_key
        ? { RESULT: 'SUCCESS', MESSAGE: 'Valide API Key' }
        : { RESULT: 'ERROR', MESSAGE: 'Please verify your API Key' };
    if (checkApi.RESULT === 'ERROR') return { json: { CHECK_API: checkApi } };
    const answer = (block: string, content: object) => ({ json: { CHECK_API: checkApi, [block]: content } });
    const error = (block: string, message: string) => answer(block, { RESULT: 'ERROR', MESSAGE: message });
    const view = (p: SimParcel) => ({
      'TRACKING-NUMBER': p.tracking,
      RECEIVER: p.receiver,
      PHONE: p.phone,
      CITY_ID: String(p.city_id),
      CITY_NAME: cityOf(p.city_id)?.name ?? '',
      ADDRESS: p.address,
      PRICE: String(p.price),
      'DELIVERED-PRICE': '35.00',
      'RETURNED-PRICE': '0.00',
      'REFUSED-PRICE': '10.00',
    });

    if (name === 'add-parcel') {
      const cityId = Number(body['parcel-city']);
      if (!cityOf(cityId)) return error('ADD-PARCEL', 'City Not Found');
      if (!body['parcel-phone']) return error('ADD-PARCEL', 'Phone Required');
      // Ozon numbers the parcel; a merchant's `tracking-number` is optional (docs/carriers.md).
      const tracking = String(body['tracking-number'] || `OZE${String(500000 + next++)}`);
      if (parcels.has(tracking)) return error('ADD-PARCEL', 'Tracking Number Already Exists');
      const parcel: SimParcel = {
        tracking,
        city_id: cityId,
        receiver: String(body['parcel-receiver'] ?? ''),
        phone: String(body['parcel-phone']),
        address: String(body['parcel-address'] ?? ''),
        price: Number(body['parcel-price']),
        open: String(body['parcel-open'] ?? ''),
        stock: String(body['parcel-stock'] ?? ''),
        history: ['Nouveau Colis'],
      };
      parcels.set(tracking, parcel);
      return answer('ADD-PARCEL', { RESULT: 'SUCCESS', MESSAGE: 'Parcel Added', 'NEW-PARCEL': view(parcel) });
    }
    if (name === 'parcel-info') {
      const parcel = parcels.get(String(body['tracking-number'] ?? ''));
      if (!parcel) return error('PARCEL-INFO', 'Colis introuvable');
      return answer('PARCEL-INFO', { RESULT: 'SUCCESS', INFOS: view(parcel) });
    }
    if (name === 'tracking') {
      const tracking = String(body['tracking-number'] ?? '');
      const parcel = parcels.get(tracking);
      if (!parcel) {
        return answer('TRACKING', {
          'TRACKING-NUMBER': tracking,
          RESULT: 'ERROR',
          MESSAGE: 'Colis introuvable',
        });
      }
      const history = parcel.history.map((statut, i) => ({
        STATUT: statut,
        COMMENT: '',
        TIME: 1_759_600_000 + i * 3600,
        TIME_STR: '',
      }));
      return answer('TRACKING', {
        'TRACKING-NUMBER': tracking,
        RESULT: 'SUCCESS',
        MESSAGE: '',
        HISTORY: Object.fromEntries(history.map((h, i) => [String(i + 1), h])),
        LAST_TRACKING: history.at(-1),
      });
    }
    if (name === 'add-delivery-note') {
      const id = next++;
      const ref = `BL-${id}`;
      deliveryNotes.set(ref, { ref, codes: [], saved: false });
      return answer('ADD-BL', { RESULT: 'SUCCESS', 'NEW-BL': { REF: ref, ID: id } });
    }
    if (name === 'add-parcel-to-delivery-note') {
      const note = deliveryNotes.get(String(body.Ref ?? ''));
      if (!note) return error('ADD-PARCEL-BL', 'Bon de livraison introuvable');
      const codes = Object.entries(body)
        .filter(([key]) => /^Codes\[\d+\]$/.test(key))
        .map(([, code]) => String(code));
      const unknown = codes.filter((c) => !parcels.has(c));
      if (!codes.length || unknown.length)
        return error('ADD-PARCEL-BL', `Colis introuvable : ${unknown.join(', ')}`);
      note.codes.push(...codes);
      return answer('ADD-PARCEL-BL', { RESULT: 'SUCCESS', MESSAGE: `${codes.length} colis ajoutés` });
    }
    if (name === 'save-delivery-note') {
      const note = deliveryNotes.get(String(body.Ref ?? ''));
      if (!note?.codes.length) return error('SAVE-BL', 'Bon de livraison vide ou introuvable');
      note.saved = true;
      return answer('SAVE-BL', { RESULT: 'SUCCESS', MESSAGE: 'Bon de livraison enregistré' });
    }
    return { status: 404, json: { message: 'Not Found' } };
  }

  const server = await startSimulatorServer(handle, port);
  return Object.assign(server, {
    parcels,
    deliveryNotes,
    setStatus(tracking: string, status: string) {
      const parcel = parcels.get(tracking);
      if (!parcel) throw new Error(`No parcel ${tracking}`);
      parcel.history.push(status);
    },
  });
}
