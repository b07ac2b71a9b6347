/**
 * Real server processes for the cluster tests: `pnpm start`'s script (src/scripts/start.ts) or
 * one bare server process (test/hardening/fault-server.ts), with their JSON log lines readable.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface LogLine {
  msg?: string;
  [field: string]: unknown;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** The process's pino lines so far (other output is in `output`). */
  lines: LogLine[];
  output: () => string;
  /** Polls until a log line matches, and returns it. */
  waitForLine(match: (line: LogLine) => boolean, what: string, timeoutMs?: number): Promise<LogLine>;
  exit: Promise<number | null>;
}

/** Starts `script` (relative to apps/api) with the production environment plus `env`. */
export function startProcess(script: string, port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      JWT_SECRET: randomBytes(48).toString('base64url'),
      DATABASE_POOL_SIZE: '5',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  let partial = '';
  const lines: LogLine[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop() ?? '';
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part) as LogLine);
      } catch {
        // not a log line (e.g. the READY line): kept in the output only
      }
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    port,
    lines,
    output: () => text,
    exit,
    async waitForLine(match, what, timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = lines.find(match);
        if (found) return found;
        if (child.exitCode !== null || Date.now() > until)
          throw new Error(`no log line for ${what}\n${text.slice(-3000)}`);
        await delay(50);
      }
    },
  };
}

/** Polls `check` until it is true (outside a test, where expect.poll is not allowed). */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 20_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await delay(100);
  }
}

/**
 * Lowers the file descriptor limit of a running process (util-linux's prlimit). Set after the
 * process has started, the limit does not depend on how many files its start opened, which a cold
 * tsx cache makes many more.
 */
export async function limitOpenFiles(pid: number, maxOpenFiles: number): Promise<void> {
  await promisify(execFile)('prlimit', [`--pid=${pid}`, `--nofile=${maxOpenFiles}`]);
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface Answer {
  status: number;
  body: unknown;
  headers: http.IncomingHttpHeaders;
  /** A network failure (the request got no answer). */
  error?: string;
}

/** One request; never throws (a network failure is in `error`). */
export function request(
  port: number,
  method: string,
  url: string,
  {
    body,
    headers = {},
    agent = false,
  }: { body?: unknown; headers?: Record<string, string>; agent?: http.Agent | false } = {},
): Promise<Answer> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        timeout: 15_000,
        headers: {
          host: `127.0.0.1:${port}`,
          ...(payload && {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(payload)),
          }),
          ...headers,
        },
      },
      (res) => {
        readBody(res).then(
          (parsed) => resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers }),
          (error: unknown) => resolve({ status: 0, body: null, headers: {}, error: String(error) }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('client timeout')));
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: 0, body: null, headers: {}, error: error.code ?? error.message }),
    );
    req.end(payload);
  });
}

/** The body of an answer: parsed JSON, or the text when it is not JSON. */
export function readBody(res: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (text += chunk));
    res.on('end', () => {
      try {
        resolve(JSON.parse(text));
      } catch {
        resolve(text);
      }
    });
    res.on('error', reject);
  });
}

/** Keeps `loops` requests made by `next` in flight until stopped; returns every answer. */
export function keepBusy(loops: number, next: (i: number) => Promise<Answer>) {
  const answers: Answer[] = [];
  let running = true;
  const all = Array.from({ length: loops }, async (_, i) => {
    while (running) answers.push(await next(i));
  });
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(all);
      return answers;
    },
  };
}
