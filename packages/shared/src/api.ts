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
