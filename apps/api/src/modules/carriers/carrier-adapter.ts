/**
 * One interface for every integrated carrier (docs/carriers.md): create a parcel, find one by our
 * reference (a retry after a timeout must not create a second), print labels, read a status,
 * list cities. Adapters speak the carrier's HTTP API; nothing else here knows it.
 */

import { AppError } from '../../lib/errors.ts';
import type { SetAsideRow } from './carrier-answers.ts';

/** A parcel as the shop asks a carrier to deliver it. */
export interface ParcelRequest {
  /** Our id of the parcel at the carrier (`VIGOR-<order id>`): finds it again after a timeout. */
  reference: string;
  receiver: string;
  phone: string;
  /** The carrier's id of the city (its city list). */
  city_code: string;
  address: string;
  /** Cash the courier collects (items and delivery fee), in dirhams. */
  cash_to_collect: number;
  /** The items as text for the courier ("Shadow hoodie M x2, ..."). */
  products: string;
  note: string | null;
  /** The customer may open the parcel before paying. */
  open_before_paying: boolean;
}

export interface CarrierParcelRef {
  tracking_code: string;
  /** The carrier's status word when it answered one. */
  status: string | null;
}

/** A parcel's status, and the cash the carrier reports for it when it reports any. */
export interface CarrierParcelStatus extends CarrierParcelRef {
  status: string;
  /** `collected`: dirhams the courier took; `paid_out`: the carrier says it paid them to the shop. */
  cash: { collected: number; paid_out: boolean } | null;
}

export interface CarrierCity {
  code: string;
  name: string;
  name_ar: string | null;
  /** The city a district belongs to. */
  parent: string | null;
  /** What the carrier charges when the parcel is delivered, returned or refused (dirhams). */
  prices: { delivered: number | null; returned: number | null; refused: number | null } | null;
}

/** A carrier's delivery note (bon de livraison) of parcels, and where its PDFs are printed. */
export interface CarrierDeliveryNote {
  ref: string;
  /** Links the shipping agent opens in the carrier's client site (they need its session). */
  documents: { label: string; url: string }[];
}

export interface CarrierAdapter {
  createParcel(parcel: ParcelRequest): Promise<CarrierParcelRef>;
  /**
   * The parcel created earlier under this reference, or null when the carrier has none. A carrier
   * whose search does not cover our reference looks among the receiver's parcels (`receiver`) and
   * fails `unconfirmed` when it cannot tell. Absent when the carrier cannot be searched at all: a
   * creation that timed out is then held for the shipping agent (parcels.service.ts).
   */
  findParcel?(reference: string, receiver?: { phone: string }): Promise<CarrierParcelRef | null>;
  /** A PDF of the carrier's labels for these parcels; null when the carrier prints none. */
  fetchLabels(trackingCodes: readonly string[]): Promise<Buffer | null>;
  readStatus(trackingCode: string): Promise<CarrierParcelStatus>;
  /** The carrier's cities; a row it lists that cannot be read is set aside with its reason. */
  listCities(onSetAside?: (row: SetAsideRow) => void): Promise<CarrierCity[]>;
  /** Checks the credentials without creating anything: a sentence in plain French. */
  testConnection?(): Promise<string>;
  /** Groups created parcels under a new delivery note, saved at the carrier (Ozon Express). */
  createDeliveryNote?(trackingCodes: readonly string[]): Promise<CarrierDeliveryNote>;
}

export type CarrierErrorKind =
  | 'auth'
  | 'rate_limited'
  | 'timeout'
  | 'unavailable'
  | 'rejected'
  | 'not_found'
  | 'malformed'
  /** Whether the carrier made the parcel cannot be told: a shipping agent looks and decides. */
  | 'unconfirmed';

/**
 * A carrier call that failed, with a message fit for staff. It never carries the request's URL,
 * body or headers: Ozon Express puts the API key in the path, Sendit the token in a header.
 */
export class CarrierError extends AppError {
  constructor(
    readonly kind: CarrierErrorKind,
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    // 502: the shop's request was fine, the carrier behind it failed.
    super(502, message);
    this.name = 'CarrierError';
  }
}

export interface CarrierHttpOptions {
  carrier: string;
  timeoutMs: number;
}

/**
 * One HTTP call to a carrier, its failures turned into CarrierErrors: no answer within the
 * timeout, a refused connection, 401/403, 429 (with its Retry-After), 5xx, and a 4xx whose body
 * says why (`message`, Laravel's `errors`).
 */
export async function carrierFetch(
  url: string,
  init: RequestInit,
  { carrier, timeoutMs }: CarrierHttpOptions,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') {
      throw new CarrierError('timeout', `${carrier} did not answer within ${timeoutMs / 1000} s.`);
    }
    throw new CarrierError('unavailable', `${carrier} cannot be reached.`);
  }
  if (response.ok) return response;
  const body = await readJson(response).catch(() => null);
  const said = carrierMessage(body);
  if (response.status === 401 || response.status === 403) {
    throw new CarrierError('auth', `${carrier} refused the credentials${said ? `: ${said}` : '.'}`);
  }
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('retry-after'));
    const seconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null;
    throw new CarrierError(
      'rate_limited',
      `${carrier} is limiting requests${seconds ? `: try again in ${seconds} s` : ''}.`,
      seconds,
    );
  }
  if (response.status === 404) throw new CarrierError('not_found', said || `${carrier}: not found.`);
  if (response.status >= 500)
    throw new CarrierError('unavailable', `${carrier} failed (HTTP ${response.status}).`);
  throw new CarrierError('rejected', `${carrier} refused the parcel: ${said || `HTTP ${response.status}`}`);
}

export async function readJson(response: Response): Promise<unknown> {
  return JSON.parse(await response.text()) as unknown;
}

/** What a carrier's error body says: its message and the first error of each field. */
function carrierMessage(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  const fields =
    errors && typeof errors === 'object'
      ? Object.entries(errors as Record<string, unknown>).map(
          ([field, list]) => `${field}: ${Array.isArray(list) ? String(list[0]) : String(list)}`,
        )
      : [];
  return [typeof message === 'string' ? message : '', ...fields].filter(Boolean).join('; ');
}

/** Reads a JSON answer or fails as malformed: a carrier's proxy may answer an HTML page. */
export async function carrierJson<T>(response: Response, carrier: string): Promise<T> {
  try {
    return (await readJson(response)) as T;
  } catch {
    throw new CarrierError('malformed', `${carrier} answered something that is not JSON.`);
  }
}
