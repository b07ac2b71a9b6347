/**
 * Ozon Express's merchant API (docs/carriers.md, "Ozon Express"): form posts to
 * `/customers/{customer id}/{api key}/<action>`, so the URL itself is a secret (never logged or
 * put in an error); the city list is public. Ozon answers HTTP 200 with `RESULT: "ERROR"` for
 * refused calls, and `CHECK_API` says whether the key was accepted.
 */
import {
  CarrierError,
  carrierFetch,
  carrierJson,
  type CarrierAdapter,
  type CarrierParcelRef,
  type ParcelRequest,
} from './carrier-adapter.ts';

const CARRIER = 'Ozon Express';

export interface OzonExpressCredentials {
  customer_id: string;
  api_key: string;
}

interface OzonResult {
  RESULT?: string;
  MESSAGE?: string;
}

interface OzonAnswer {
  CHECK_API?: OzonResult;
  'ADD-PARCEL'?: OzonResult & { 'NEW-PARCEL'?: { 'TRACKING-NUMBER'?: string | number } };
  TRACKING?: OzonResult & {
    'TRACKING-NUMBER'?: string | number;
    LAST_TRACKING?: { STATUT?: string };
  };
}

interface OzonCity {
  ID?: string | number;
  NAME?: string;
  'DELIVERED-PRICE'?: string | number | null;
  'RETURNED-PRICE'?: string | number | null;
  'REFUSED-PRICE'?: string | number | null;
}

const NOT_FOUND = /introuvable|not found|n'existe pas/i;

const price = (value: string | number | null | undefined) =>
  value == null || value === '' || !Number.isFinite(Number(value)) ? null : Number(value);

export function ozonExpressAdapter(
  credentials: OzonExpressCredentials,
  options: { baseUrl: string; timeoutMs: number },
): CarrierAdapter {
  const http = { carrier: CARRIER, timeoutMs: options.timeoutMs };
  const account = `${encodeURIComponent(credentials.customer_id)}/${encodeURIComponent(credentials.api_key)}`;

  async function post(action: string, fields: Record<string, string>): Promise<OzonAnswer> {
    const response = await carrierFetch(
      `${options.baseUrl}/customers/${account}/${action}`,
      { method: 'POST', body: new URLSearchParams(fields), headers: { Accept: 'application/json' } },
      http,
    );
    const answer = await carrierJson<OzonAnswer>(response, CARRIER);
    if (answer.CHECK_API?.RESULT === 'ERROR') {
      throw new CarrierError(
        'auth',
        `${CARRIER} refused the credentials: ${answer.CHECK_API.MESSAGE ?? ''}`.trim(),
      );
    }
    return answer;
  }

  async function track(trackingNumber: string): Promise<CarrierParcelRef | null> {
    const { TRACKING: tracking } = await post('tracking', { 'tracking-number': trackingNumber });
    if (!tracking) throw new CarrierError('malformed', `${CARRIER} answered no tracking.`);
    if (tracking.RESULT === 'ERROR') {
      if (NOT_FOUND.test(tracking.MESSAGE ?? '')) return null;
      throw new CarrierError('rejected', `${CARRIER}: ${tracking.MESSAGE ?? 'tracking refused.'}`);
    }
    return {
      tracking_code: String(tracking['TRACKING-NUMBER'] ?? trackingNumber),
      status: tracking.LAST_TRACKING?.STATUT ?? null,
    };
  }

  return {
    async createParcel(parcel: ParcelRequest) {
      const answer = await post('add-parcel', {
        // Our reference as Ozon's tracking number: a retry finds the parcel by it.
        'tracking-number': parcel.reference,
        'parcel-receiver': parcel.receiver,
        'parcel-phone': parcel.phone,
        'parcel-city': parcel.city_code,
        'parcel-address': parcel.address,
        'parcel-note': parcel.note ?? '',
        'parcel-price': String(Math.round(parcel.cash_to_collect)),
        'parcel-nature': parcel.products,
        'parcel-stock': '0',
        'parcel-open': parcel.open_before_paying ? '1' : '0',
      });
      const added = answer['ADD-PARCEL'];
      if (added?.RESULT !== 'SUCCESS') {
        throw new CarrierError(
          'rejected',
          `${CARRIER} refused the parcel: ${added?.MESSAGE ?? 'no reason given'}`,
        );
      }
      const code = added['NEW-PARCEL']?.['TRACKING-NUMBER'];
      if (code == null || code === '')
        throw new CarrierError('malformed', `${CARRIER} answered no tracking number.`);
      return { tracking_code: String(code), status: null };
    },

    findParcel: track,

    // Ozon prints labels from delivery notes on its client site, behind a session: the shop
    // prints its own slips with Ozon's tracking number (docs/carriers.md).
    fetchLabels: () => Promise.resolve(null),

    async readStatus(trackingCode: string) {
      const found = await track(trackingCode);
      if (!found) throw new CarrierError('not_found', `${CARRIER} knows no parcel ${trackingCode}.`);
      if (!found.status)
        throw new CarrierError('malformed', `${CARRIER} answered no status for ${trackingCode}.`);
      // Ozon's tracking says nothing of the cash: its payouts stay recorded by hand.
      return { tracking_code: found.tracking_code, status: found.status, cash: null };
    },

    async listCities() {
      const response = await carrierFetch(
        `${options.baseUrl}/cities`,
        { headers: { Accept: 'application/json' } },
        http,
      );
      const answer = await carrierJson<{ CITIES?: Record<string, OzonCity> | OzonCity[] }>(response, CARRIER);
      if (!answer.CITIES) throw new CarrierError('malformed', `${CARRIER} answered no cities.`);
      return Object.values(answer.CITIES)
        .filter((c) => c.ID != null && c.NAME)
        .map((c) => ({
          code: String(c.ID),
          name: c.NAME!,
          name_ar: null,
          parent: null,
          prices: {
            delivered: price(c['DELIVERED-PRICE']),
            returned: price(c['RETURNED-PRICE']),
            refused: price(c['REFUSED-PRICE']),
          },
        }));
    },
  };
}
