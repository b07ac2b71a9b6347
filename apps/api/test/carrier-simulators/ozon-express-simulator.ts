/**
 * Ozon Express's merchant API as docs/carriers.md describes it, for tests: the public city list
 * (`CITIES` keyed by id, with delivered / returned / refused prices), and form posts to
 * `/customers/{id}/{key}/add-parcel | tracking` that answer HTTP 200 with `CHECK_API` (the key
 * refused) or `RESULT: "ERROR"` (the parcel refused, a tracking number unknown or taken).
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
  open: string;
  history: string[];
}

export interface OzonExpressSimulator extends SimulatorServer {
  parcels: Map<string, SimParcel>;
  setStatus(tracking: string, status: string): void;
}

export async function startOzonExpressSimulator(port = 0): Promise<OzonExpressSimulator> {
  const parcels = new Map<string, SimParcel>();
  let next = 1;

  function handle(req: SimRequest): SimAnswer {
    const { method, path, body } = req;
    if (method === 'GET' && path === '/cities') {
      const cities = Object.fromEntries(
        OZON_CITIES.map((c) => [
          String(c.id),
          {
            ID: String(c.id),
            REF: c.name.slice(0, 3),
            NAME: c.name,
            'DELIVERED-PRICE': c.name === 'CASABLANCA' ? '20.00' : '35.00',
            'RETURNED-PRICE': '10.00',
            'REFUSED-PRICE': '10.00',
          },
        ]),
      );
      return { json: { CITIES: cities } };
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
        : { RESULT: 'ERROR', MESSAGE: 'Invalid API Key' };
    if (checkApi.RESULT === 'ERROR') return { json: { CHECK_API: checkApi } };

    if (name === 'add-parcel') {
      const error = (message: string) => ({
        json: { CHECK_API: checkApi, 'ADD-PARCEL': { RESULT: 'ERROR', MESSAGE: message } },
      });
      const cityId = Number(body['parcel-city']);
      if (!OZON_CITIES.some((c) => c.id === cityId)) return error('City Not Found');
      if (!body['parcel-phone']) return error('Phone Required');
      const tracking = String(body['tracking-number'] || `OZE${String(500000 + next++)}`);
      if (parcels.has(tracking)) return error('Tracking Number Already Exists');
      const parcel: SimParcel = {
        tracking,
        city_id: cityId,
        receiver: String(body['parcel-receiver'] ?? ''),
        phone: String(body['parcel-phone']),
        address: String(body['parcel-address'] ?? ''),
        price: Number(body['parcel-price']),
        open: String(body['parcel-open'] ?? '0'),
        history: ['Nouveau Colis'],
      };
      parcels.set(tracking, parcel);
      return {
        json: {
          CHECK_API: checkApi,
          'ADD-PARCEL': {
            RESULT: 'SUCCESS',
            MESSAGE: 'Parcel Added',
            'NEW-PARCEL': {
              'TRACKING-NUMBER': tracking,
              RECEIVER: parcel.receiver,
              PHONE: parcel.phone,
              CITY_ID: String(cityId),
              PRICE: String(parcel.price),
              'DELIVERED-PRICE': '35.00',
              'RETURNED-PRICE': '10.00',
              'REFUSED-PRICE': '10.00',
            },
          },
        },
      };
    }
    if (name === 'tracking') {
      const tracking = String(body['tracking-number'] ?? '');
      const parcel = parcels.get(tracking);
      if (!parcel) {
        return {
          json: {
            CHECK_API: checkApi,
            TRACKING: { 'TRACKING-NUMBER': tracking, RESULT: 'ERROR', MESSAGE: 'Colis introuvable' },
          },
        };
      }
      const history = parcel.history.map((statut, i) => ({
        STATUT: statut,
        TIME: String(i),
        TIME_STR: '',
        COMMENT: '',
      }));
      return {
        json: {
          CHECK_API: checkApi,
          TRACKING: {
            'TRACKING-NUMBER': tracking,
            RESULT: 'SUCCESS',
            MESSAGE: '',
            HISTORY: history,
            LAST_TRACKING: history.at(-1),
          },
        },
      };
    }
    return { status: 404, json: { message: 'Not Found' } };
  }

  const server = await startSimulatorServer(handle, port);
  return Object.assign(server, {
    parcels,
    setStatus(tracking: string, status: string) {
      const parcel = parcels.get(tracking);
      if (!parcel) throw new Error(`No parcel ${tracking}`);
      parcel.history.push(status);
    },
  });
}
