/** Every error the API sends: a message, and for validation errors the messages per field. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
  total_pages: number;
}

/** The pagination fields of a list answer; an empty list still has one page. */
export function pageMeta(page: number, perPage: number, total: number): PageMeta {
  return { page, per_page: perPage, total, total_pages: Math.max(1, Math.ceil(total / perPage)) };
}

export interface Page<T> {
  data: T[];
  meta: PageMeta;
}

export interface DataEnvelope<T> {
  data: T;
}

/** `{ success, message, data }`: the answer to a write. */
export interface WriteResult<T> {
  success: true;
  message: string;
  data: T;
}

/** The largest id a PostgreSQL `integer` column holds. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * The record id a URL segment names, or null when it names none: only a plain decimal integer
 * from 1 to MAX_RECORD_ID, written without sign, leading zeros, exponent or fraction, so that one
 * record has one URL (`0x10`, `1e1`, `007` and `7.0` name nothing).
 */
export function recordIdOf(text: string | undefined): number | null {
  if (text === undefined || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_RECORD_ID ? id : null;
}
