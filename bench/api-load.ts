/** API load with autocannon: read endpoints against their baseline, and the two writes. */
import http from 'node:http';
import autocannon from 'autocannon';
import type { CapturedResponse } from './baseline-server.ts';

export const CONNECTIONS = 50;

/** What a browser sends with a fetch of catalog JSON. */
export const READ_HEADERS = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br',
};

export interface LoadFigures {
  requests_per_s: number;
  p50_ms: number;
  p99_ms: number;
  requests: number;
  non_2xx: number;
  errors: number;
  status_counts: Record<string, number>;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request, body bytes as sent (no decompression, unlike fetch). */
export function rawRequest(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const CONTENT_HEADERS = ['content-type', 'content-encoding', 'vary'];

/** The store's answers to these URLs, to be replayed by the baseline. */
export async function capture(origin: string, urls: string[]): Promise<CapturedResponse[]> {
  return Promise.all(
    urls.map(async (url) => {
      const res = await rawRequest(origin + url, READ_HEADERS);
      if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
      const headers: Record<string, string> = {};
      for (const name of CONTENT_HEADERS) {
        const value = res.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      return { url, headers, body: res.body.toString('base64') };
    }),
  );
}

export interface LoadOptions {
  origin: string;
  duration: number;
  /** Each call gives the next request (path, headers, body). */
  next: () => { path: string; method?: string; headers?: Record<string, string>; body?: string };
}

function figures(result: autocannon.Result): LoadFigures {
  const status_counts: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
    status_counts[code] = stat.count ?? 0;
  return {
    requests_per_s: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    requests: result.requests.total,
    non_2xx: result.non2xx,
    errors: result.errors,
    status_counts,
  };
}

export async function load({ origin, duration, next }: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        setupRequest: (req) => {
          const r = next();
          return {
            ...req,
            method: (r.method ?? 'GET') as 'GET',
            path: r.path,
            headers: r.headers ?? READ_HEADERS,
            ...(r.body !== undefined && { body: r.body }),
          };
        },
      },
    ],
  });
  return figures(result);
}

/** Rotates through `paths`, one per request. */
export function rotate(paths: string[]) {
  let i = 0;
  return () => ({ path: paths[i++ % paths.length]! });
}
