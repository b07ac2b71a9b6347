/**
 * Sendit's merchant API (docs/carriers.md, "Sendit", names the source of every route and field):
 * a token from the public and secret keys, then JSON with `Authorization: Bearer <token>`. Every
 * answer is `{ success, message, data }`.
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
  readAnswer,
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

/** A delivery as Sendit answers it (docs/carriers.md, "Answers read with a schema"). */
const SenditDelivery = z.looseObject({
  code: CarrierText.pipe(z.string().max(40)),
  status: CarrierText.nullish().catch(null),
  reference: CarrierText.nullish().catch(null),
  amount: z.unknown().optional(),
});
type SenditDelivery = z.output<typeof SenditDelivery>;

/** Statuses after which the delivery's `amount` was collected; REFUNDED: Sendit paid it to the shop. */
const CASH_COLLECTED = new Set(['DELIVERED', 'REFUNDED']);

interface SenditPage<T> extends SenditAnswer<T[]> {
  last_page?: number;
}

/** Where Sendit collects parcels (GET /districts/pickup-cities): a district's id and name. */
export interface SenditPickupCity {
  id: string;
  name: string;
}

/** Who hands the parcels over (a pickup) or receives them back (a return), and where. */
export interface SenditContact {
  district_id: string;
  name: string;
  phone: string;
  address: string;
  note: string;
}

/** A pickup or return request: Sendit's code for it and its status. */
export interface SenditRequestRef {
  code: string;
  status: string | null;
}

/** Sendit's own operations besides those every carrier has. */
export interface SenditAdapter extends CarrierAdapter {
  listPickupCities(): Promise<SenditPickupCity[]>;
  /** The status catalog, code -> French label (GET /all-status-deliveries). */
  listStatuses(): Promise<Record<string, string>>;
  /** Deletes a delivery not yet picked up (DELETE /deliveries/{code}). */
  cancelParcel(trackingCode: string): Promise<void>;
  requestPickup(contact: SenditContact, trackingCodes: readonly string[]): Promise<SenditRequestRef>;
  /** Asks Sendit to bring refused deliveries back to the shop (a HOME return to its contact). */
  requestReturn(contact: SenditContact, trackingCodes: readonly string[]): Promise<SenditRequestRef>;
  readReturn(code: string): Promise<SenditRequestRef>;
}

/** Tokens by public key, shared by the process: a login per call would be refused as abuse. */
const tokens = new Map<string, string>();

/** Search results read for a lookup: Sendit's first page (50 deliveries). */
const SEARCH_PAGE = 1;

export function senditAdapter(
  credentials: SenditCredentials,
  options: { baseUrl: string; timeoutMs: number; pickupDistrictId: string | null },
): SenditAdapter {
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

  const post = <T>(path: string, body: object) =>
    call<SenditAnswer<T>>(path, { method: 'POST', body: JSON.stringify(body) });

  const parcelRef = (delivery: SenditDelivery): CarrierParcelRef => ({
    tracking_code: delivery.code,
    status: delivery.status ?? null,
  });

  const requestRef = (data: { code?: string; status?: string } | undefined, what: string) => {
    if (!data?.code) throw new CarrierError('malformed', `${CARRIER} answered no ${what} code.`);
    return { code: data.code, status: data.status ?? null };
  };

  const pickupDistrict = () => {
    if (!options.pickupDistrictId) {
      throw new CarrierError('rejected', `${CARRIER} needs the pickup district (SETTINGS, Carriers).`);
    }
    return Number(options.pickupDistrictId);
  };

  /** A pickup's or a return's body: its contact and the deliveries' codes joined by commas. */
  const requestBody = (contact: SenditContact, codes: readonly string[]) => ({
    district_id: Number(contact.district_id),
    name: contact.name,
    phone: contact.phone,
    address: contact.address,
    note: contact.note,
    deliveries: codes.join(','),
  });

  async function listPickupCities(): Promise<SenditPickupCity[]> {
    const answer =
      await call<SenditAnswer<{ id?: number | string; name?: string }[]>>('/districts/pickup-cities');
    return (answer.data ?? []).flatMap((c) =>
      c.id != null && c.name ? [{ id: String(c.id), name: c.name }] : [],
    );
  }

  return {
    async createParcel(parcel: ParcelRequest) {
      const answer = await post<unknown>('/deliveries', {
        pickup_district_id: pickupDistrict(),
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
      });
      return parcelRef(readAnswer(SenditDelivery, answer.data, { carrier: CARRIER, what: 'delivery' }));
    },

    /**
     * Sendit's search (`querystring`) covers a delivery's code, name, phone and address, not our
     * reference: the receiver's deliveries are searched by phone and ours is the one carrying our
     * reference. None among them cannot prove none was made (the search's first page only, and
     * Sendit may list a new delivery late): `unconfirmed`, a shipping agent looks in Sendit.
     */
    async findParcel(reference: string, receiver?: { phone: string }) {
      const unconfirmed = new CarrierError(
        'unconfirmed',
        `${CARRIER} did not answer when the parcel ${reference} was created, and its search cannot find a parcel by our reference${receiver ? ` (none of the parcels for ${receiver.phone} carries it)` : ''}. Look for ${reference} in Sendit, then say whether it exists (SHIPPING, Parcels).`,
      );
      if (!receiver) throw unconfirmed;
      const answer = await call<SenditPage<unknown>>(
        `/deliveries?page=${SEARCH_PAGE}&querystring=${encodeURIComponent(receiver.phone)}`,
      );
      // A delivery that cannot be read cannot be ours for sure: it is left out, and then none or
      // several may match, which the agent settles.
      const { rows } = readRows(SenditDelivery, Array.isArray(answer.data) ? answer.data : [], (row, i) =>
        rowLabel(row, i, 'code'),
      );
      const ours = rows.filter((d) => d.reference === reference);
      if (ours.length === 1) return parcelRef(ours[0]!);
      throw unconfirmed;
    },

    async fetchLabels(trackingCodes: readonly string[]) {
      const answer = await post<{ fileUrl?: string }>('/deliveries/getlabels', {
        codesToPrint: trackingCodes.join(','),
        printFormat: 1,
      });
      const fileUrl = answer.data?.fileUrl;
      if (typeof fileUrl !== 'string' || !fileUrl) {
        throw new CarrierError('malformed', `${CARRIER} answered no label file.`);
      }
      return fetchLabelPdf(fileUrl, { ...http, baseUrl: options.baseUrl, hosts: SENDIT_HOSTS });
    },

    async readStatus(trackingCode: string) {
      const answer = await call<SenditAnswer<unknown>>(`/deliveries/${encodeURIComponent(trackingCode)}`);
      const delivery = readAnswer(SenditDelivery, answer.data, { carrier: CARRIER, what: 'delivery' });
      const { code: tracking_code, status } = delivery;
      if (!status) throw new CarrierError('malformed', `${CARRIER} answered no status for ${trackingCode}.`);
      if (!CASH_COLLECTED.has(status)) return { tracking_code, status, cash: null };
      const amount = CarrierAmount.safeParse(delivery.amount);
      if (!amount.success) {
        throw new CarrierError('malformed', `${CARRIER} answered an impossible amount for ${trackingCode}.`);
      }
      return { tracking_code, status, cash: { collected: amount.data, paid_out: status === 'REFUNDED' } };
    },

    /** The districts with their prices from the shop's pickup district (Sendit prices by it). */
    async listCities(onSetAside?: (row: SetAsideRow) => void) {
      const from = options.pickupDistrictId
        ? `&pickup-district=${encodeURIComponent(options.pickupDistrictId)}`
        : '';
      const cities: CarrierCity[] = [];
      let last = 1;
      for (let page = 1; page <= Math.min(last, MAX_DISTRICT_PAGES); page++) {
        const answer = await call<SenditPage<unknown>>(`/districts?page=${page}${from}`);
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

    /** The keys, then the pickup cities (which need a valid token): a sentence in plain French. */
    async testConnection() {
      let cities: SenditPickupCity[];
      try {
        await login();
        cities = await listPickupCities();
      } catch (error) {
        throw error instanceof CarrierError ? new CarrierError(error.kind, frenchFailure(error)) : error;
      }
      const pickup = cities.find((c) => c.id === options.pickupDistrictId);
      const where = pickup
        ? `ramassage à ${pickup.name}`
        : 'choisissez encore la ville de ramassage parmi celles de Sendit';
      return `Connexion réussie : Sendit accepte les clés (${where}).`;
    },

    listPickupCities,

    async listStatuses() {
      const answer = await call<SenditAnswer<Record<string, unknown>>>('/all-status-deliveries');
      const data = answer.data;
      if (!data || typeof data !== 'object' || Array.isArray(data)) {
        throw new CarrierError('malformed', `${CARRIER} answered no status catalog.`);
      }
      return Object.fromEntries(
        Object.entries(data).flatMap(([code, label]) =>
          typeof label === 'string' ? [[code.toUpperCase(), label]] : [],
        ),
      );
    },

    async cancelParcel(trackingCode: string) {
      await call(`/deliveries/${encodeURIComponent(trackingCode)}`, { method: 'DELETE' });
    },

    async requestPickup(contact: SenditContact, trackingCodes: readonly string[]) {
      const answer = await post<{ code?: string; status?: string }>(
        '/pickups',
        requestBody(contact, trackingCodes),
      );
      return requestRef(answer.data, 'pickup');
    },

    async requestReturn(contact: SenditContact, trackingCodes: readonly string[]) {
      const answer = await post<{ code?: string; status?: string }>('/returns', {
        type: 'HOME',
        ...requestBody(contact, trackingCodes),
      });
      return requestRef(answer.data, 'return');
    },

    async readReturn(code: string) {
      const answer = await call<SenditAnswer<{ code?: string; status?: string }>>(
        `/returns/${encodeURIComponent(code)}`,
      );
      return requestRef(answer.data, 'return');
    },
  };
}

/** What a failed connection test tells the shop owner, in French. */
function frenchFailure(error: CarrierError): string {
  switch (error.kind) {
    case 'auth':
      return 'Sendit refuse les clés : vérifiez la clé publique et la clé secrète (menu API de Sendit).';
    case 'timeout':
    case 'unavailable':
      return 'Sendit ne répond pas pour le moment : réessayez dans quelques minutes.';
    case 'rate_limited':
      return 'Sendit limite les demandes : réessayez dans quelques minutes.';
    default:
      return 'Sendit a répondu de façon inattendue : réessayez, puis contactez Sendit si cela continue.';
  }
}
