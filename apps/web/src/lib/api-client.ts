import type { ApiErrorBody } from '@vigor/shared';

/** Shown when an error answer says nothing usable. */
export const GENERIC_ERROR = 'Something went wrong. Please try again.';
export const AUTH_TOKEN_KEY = 'authToken';
export const USER_KEY = 'user';

/** An answer that was not 2xx, or no answer at all (status 0: network failure or timeout). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The text to show for an error answer: the messages of the `errors` object joined
 * with ', ', else `message`, else a generic message.
 */
export function errorText(body: unknown): string {
  if (isRecord(body)) {
    const { errors, message } = body as Partial<ApiErrorBody> & Record<string, unknown>;
    if (isRecord(errors)) {
      const messages = Object.values(errors)
        .flatMap((value) => (Array.isArray(value) ? value : [value]))
        .filter((value): value is string => typeof value === 'string' && value.length > 0);
      if (messages.length > 0) return messages.join(', ');
    }
    if (typeof message === 'string' && message) return message;
  }
  return GENERIC_ERROR;
}

/** The message of anything thrown by a fetcher. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return GENERIC_ERROR;
}

/** Answers are either `{ data }` or the bare value. */
export function unwrap<T>(body: unknown): T {
  if (isRecord(body) && 'data' in body) return body.data as T;
  return body as T;
}

let onUnauthorized = () => {
  window.location.assign('/admin');
};

/** Where a 401 sends the browser; the app points it at its router, tests at a spy. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON unless it is FormData. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls the API with cookies, JSON and the stored staff token, and returns the parsed body.
 * Throws ApiError for non-2xx answers and network failures; a 401 to a request with a staff token
 * also logs the staff user out.
 */
export async function apiFetch<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = localStorage.getItem(AUTH_TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'Network error: the server could not be reached.');
  }

  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }

  if (!response.ok) {
    // Only a request that carried a token ends a staff session: a refused login carries none,
    // and must leave the login screen (and the browser's history) as it is.
    if (response.status === 401 && token) {
      localStorage.removeItem(AUTH_TOKEN_KEY);
      localStorage.removeItem(USER_KEY);
      onUnauthorized();
    }
    throw new ApiError(response.status, errorText(parsed), parsed);
  }
  return parsed as T;
}
