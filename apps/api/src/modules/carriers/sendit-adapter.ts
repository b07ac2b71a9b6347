/**
 * Sendit's merchant API (docs/carriers.md, "Sendit"): a token from the public and secret keys,
 * then JSON with `Authorization: Bearer <token>`. Every answer is `{ success, message, data }`.
 */
import { z } from 'zod';
import {
  CarrierError,
  carrierFetch,
  carrierJson,
  type CarrierAdapter,
  type CarrierCity,
  type CarrierParcelRef,
  type ParcelRequest,
} from './carrier-adapter.ts';
import {
  CarrierAmount,
  CarrierId,
  CarrierText,
  OptionalAmount,
  readRows,
  rowLabel,
  type SetAsideRow,
} from './carrier-answers.ts';
import { fetchLabelPdf } from './label-url.ts';

const CARRIER = 'Sendit';

/** Sendit's own hosts, where its label files live (docs/carriers.md, "Label files"). */
const SENDIT_HOSTS = ['sendit.ma'];

/**
 * The most district pages read: Sendit lists a few hundred districts, 20 a page; a `last_page`
 * beyond this is not followed (docs/carriers.md, "Answers read with a schema").
 */
export const MAX_DISTRICT_PAGES = 50;

const District = z.looseObject({
  id: CarrierId,
  name: CarrierText,
  arabic_name: CarrierText.nullish().catch(null),
  ville: CarrierText.nullish().catch(null),
  price: OptionalAmount,
});

export interface SenditCredentials {
  public_key: string;
  secret_key: string;
}

interface SenditAnswer<T> {
  success?: boolean;
  message?: string;
  data?: T;
}

interface SenditDelivery {
  code: string;
  status?: string;
  reference?: string | null;
  amount?: number | string | null;
}

/** Statuses after which the delivery's `amount` was collected; REFUNDED: Sendit paid it to the shop. */
const CASH_COLLECTED = new Set(['DELIVERED', 'REFUNDED']);

interface SenditPage<T> extends SenditAnswer<T[]> {
  last_page?: number;
}

/** Tokens by public key, shared by the process: a login per call would be refused as abuse. */
const tokens = new Map<string, string>();

export function senditAdapter(
  credentials: SenditCredentials,
  options: { baseUrl: string; timeoutMs: number; pickupDistrictId: string | null },
): CarrierAdapter {
  const http = { carrier: CARRIER, timeoutMs: options.timeoutMs };

  async function login(): Promise<string> {
    const response = await carrierFetch(
      `${options.baseUrl}/login`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ public_key: credentials.public_key, secret_key: credentials.secret_key }),
      },
      http,
    );
    const answer = await carrierJson<SenditAnswer<{ token?: string }>>(response, CARRIER);
    const token = answer.data?.token;
    if (!answer.success || !token) throw new CarrierError('auth', `${CARRIER} refused the credentials.`);
    tokens.set(credentials.public_key, token);
    return token;
  }

  /** A call with the token; a refused token (expired) logs in once more. */
  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const token = tokens.get(credentials.public_key) ?? (await login());
      try {
        const response = await carrierFetch(
          `${options.baseUrl}${path}`,
          {
            ...init,
            headers: {
              Accept: 'application/json',
              'Content-Type': 'application/json',
              Authorization: `Bearer ${token}`,
            },
          },
          http,
        );
        const answer = await carrierJson<T & SenditAnswer<unknown>>(response, CARRIER);
        if (answer.success === false) {
          throw new CarrierError('rejected', `${CARRIER}: ${answer.message ?? 'refused.'}`);
        }
        return answer;
      } catch (error) {
        if (!(error instanceof CarrierError) || error.kind !== 'auth' || attempt > 1) throw error;
        tokens.delete(credentials.public_key);
      }
    }
  }

  const parcelRef = (delivery: SenditDelivery | undefined): CarrierParcelRef => {
    if (!delivery?.code) throw new CarrierError('malformed', `${CARRIER} answered no delivery code.`);
    return { tracking_code: delivery.code, status: delivery.status ?? null };
  };

  return {
    async createParcel(parcel: ParcelRequest) {
      if (!options.pickupDistrictId) {
        throw new CarrierError('rejected', `${CARRIER} needs the pickup district (SETTINGS, Carriers).`);
      }
      const answer = await call<SenditAnswer<SenditDelivery>>('/deliveries', {
        method: 'POST',
        body: JSON.stringify({
          pickup_district_id: Number(options.pickupDistrictId),
          district_id: Number(parcel.city_code),
          name: parcel.receiver,
          phone: parcel.phone,
          address: parcel.address,
          // Sendit takes whole dirhams.
          amount: Math.round(parcel.cash_to_collect),
          reference: parcel.reference,
          comment: parcel.note ?? '',
          products: parcel.products,
          allow_open: parcel.open_before_paying ? 1 : 0,
          allow_try: 0,
          products_from_stock: 0,
        }),
      });
      return parcelRef(answer.data);
    },

    async findParcel(reference: string) {
      const answer = await call<SenditPage<SenditDelivery>>(
        `/deliveries?querystring=${encodeURIComponent(reference)}`,
      );
      const found = (answer.data ?? []).find((d) => d.reference === reference);
      return found ? parcelRef(found) : null;
    },

    async fetchLabels(trackingCodes: readonly string[]) {
      const answer = await call<SenditAnswer<{ fileUrl?: string }>>('/deliveries/getlabels', {
        method: 'POST',
        body: JSON.stringify({ codesToPrint: trackingCodes.join(','), printFormat: 1 }),
      });
      const fileUrl = answer.data?.fileUrl;
      if (typeof fileUrl !== 'string' || !fileUrl) {
        throw new CarrierError('malformed', `${CARRIER} answered no label file.`);
      }
      return fetchLabelPdf(fileUrl, { ...http, baseUrl: options.baseUrl, hosts: SENDIT_HOSTS });
    },

    async readStatus(trackingCode: string) {
      const answer = await call<SenditAnswer<SenditDelivery>>(
        `/deliveries/${encodeURIComponent(trackingCode)}`,
      );
      const { tracking_code, status } = parcelRef(answer.data);
      if (!status) throw new CarrierError('malformed', `${CARRIER} answered no status for ${trackingCode}.`);
      if (!CASH_COLLECTED.has(status)) return { tracking_code, status, cash: null };
      const amount = CarrierAmount.safeParse(answer.data?.amount);
      if (!amount.success) {
        throw new CarrierError('malformed', `${CARRIER} answered an impossible amount for ${trackingCode}.`);
      }
      return { tracking_code, status, cash: { collected: amount.data, paid_out: status === 'REFUNDED' } };
    },

    async listCities(onSetAside?: (row: SetAsideRow) => void) {
      const cities: CarrierCity[] = [];
      let last = 1;
      for (let page = 1; page <= Math.min(last, MAX_DISTRICT_PAGES); page++) {
        const answer = await call<SenditPage<unknown>>(`/districts?page=${page}`);
        last = Number.isInteger(answer.last_page) ? answer.last_page! : 1;
        const rows = Array.isArray(answer.data) ? answer.data : [];
        const read = readRows(District, rows, (row, i) => rowLabel(row, i, 'id'));
        read.set_aside.forEach((row) => onSetAside?.(row));
        for (const d of read.rows) {
          cities.push({
            code: d.id,
            name: d.name,
            name_ar: d.arabic_name || null,
            parent: d.ville || null,
            prices: d.price == null ? null : { delivered: d.price, returned: null, refused: null },
          });
        }
      }
      if (last > MAX_DISTRICT_PAGES) {
        onSetAside?.({
          row: `pages ${MAX_DISTRICT_PAGES + 1}-${last}`,
          reason: `not read: more than ${MAX_DISTRICT_PAGES} pages`,
        });
      }
      return cities;
    },
  };
}
