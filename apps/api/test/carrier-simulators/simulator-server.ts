/**
 * The HTTP part every carrier simulator shares: a server on 127.0.0.1, the request's body read as
 * JSON or a form, and faults a test arms for the next requests (a hang after the work is done,
 * rate limiting, a server error), as a real carrier shows them. Browser journeys, which run in
 * another process, drive a simulator through its `/__simulator/...` routes.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Fault =
  /** The carrier does the work but its answer never comes (the caller times out). */
  'hang' | 'rate_limit' | 'server_error';

/** A field of a request's body: simulators read flat JSON objects and forms. */
export type Field = string | number | boolean | null | undefined;

export interface SimRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, Field>;
  headers: IncomingMessage['headers'];
}

export interface SimAnswer {
  status?: number;
  json?: unknown;
  bytes?: { type: string; data: Buffer };
  headers?: Record<string, string>;
}

export interface SimulatorServer {
  url: string;
  /** The next `count` requests (on a path starting with `pathPrefix`, if given) meet this fault. */
  failNext(fault: Fault, options?: { count?: number; pathPrefix?: string }): void;
  /**
   * The next request whose path ends with `pathEnd` gets this answer as it is: a contract
   * example replayed, or what an attacker or a broken carrier would send.
   */
  answerNext(pathEnd: string, answer: SimAnswer): void;
  /** Requests seen, method and path (the query left out), oldest first. */
  readonly seen: string[];
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Record<string, Field>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    return JSON.parse(text) as Record<string, Field>;
  }
  return Object.fromEntries(new URLSearchParams(text));
}

function send(res: ServerResponse, answer: SimAnswer) {
  if (answer.bytes) {
    res.writeHead(answer.status ?? 200, { 'Content-Type': answer.bytes.type, ...answer.headers });
    res.end(answer.bytes.data);
    return;
  }
  res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json', ...answer.headers });
  res.end(JSON.stringify(answer.json ?? {}));
}

export async function startSimulatorServer(
  handle: (req: SimRequest, baseUrl: string) => SimAnswer,
  port = 0,
): Promise<SimulatorServer> {
  const armed: { fault: Fault; count: number; pathPrefix: string }[] = [];
  const replays: { pathEnd: string; answer: SimAnswer }[] = [];
  const seen: string[] = [];
  let baseUrl = '';

  const takeFault = (path: string): Fault | null => {
    const index = armed.findIndex((f) => path.startsWith(f.pathPrefix));
    if (index < 0) return null;
    const entry = armed[index]!;
    if (--entry.count === 0) armed.splice(index, 1);
    return entry.fault;
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', baseUrl);
    readBody(req)
      .then((body) => {
        const path = url.pathname.slice(new URL(baseUrl).pathname.replace(/\/$/, '').length) || '/';
        if (path.startsWith('/__simulator/faults')) {
          armed.push({
            fault: body.fault as Fault,
            count: Number(body.count ?? 1),
            pathPrefix: String(body.path_prefix ?? '/'),
          });
          return send(res, { json: { ok: true } });
        }
        seen.push(`${req.method} ${path}`);
        const fault = path.startsWith('/__simulator') ? null : takeFault(path);
        if (fault === 'rate_limit') {
          return send(res, {
            status: 429,
            json: { success: false, message: 'Too Many Attempts.' },
            headers: { 'Retry-After': '30' },
          });
        }
        if (fault === 'server_error') return send(res, { status: 500, json: { message: 'Server Error' } });
        const replay = replays.findIndex((r) => path.endsWith(r.pathEnd));
        const answer =
          replay >= 0
            ? replays.splice(replay, 1)[0]!.answer
            : handle(
                { method: req.method ?? 'GET', path, query: url.searchParams, body, headers: req.headers },
                baseUrl,
              );
        // A hang: the work is done, the answer never leaves (the socket closes with the server).
        if (fault !== 'hang') send(res, answer);
      })
      .catch((error: unknown) => send(res, { status: 400, json: { message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${actual}`;
  return {
    get url() {
      return baseUrl;
    },
    seen,
    answerNext(pathEnd, answer) {
      replays.push({ pathEnd, answer });
    },
    failNext(fault, options = {}) {
      armed.push({ fault, count: options.count ?? 1, pathPrefix: options.pathPrefix ?? '/' });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A one-page PDF whose text lines can be read back (uncompressed, the standard Helvetica font). */
export function textPdf(lines: readonly string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines
    .map((line, i) => `BT /F1 12 Tf 40 ${780 - i * 18} Td (${escape(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
