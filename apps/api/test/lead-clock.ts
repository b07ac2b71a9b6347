/**
 * The leads' clock of the browser journeys' server (docs/decisions/110-lead-clock.md): the system
 * clock plus an offset that only grows. `POST /advance` with `{ minutes }` moves it forward, on a
 * port of its own (E2E_CLOCK_PORT) that only e2e-server.ts opens: the store's own server has no
 * such route. Journeys run in parallel against one server, so the clock never goes back: a lead
 * typed after a move is due as long after its typing as before, and only the leads read it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import type { Clock } from '../src/lib/clock.ts';
import { readBody } from './cluster/processes.ts';

/** A move of at most LEAD_EXPIRY_DAYS and a day: enough to test a delay and an expiry. */
const Advance = z.strictObject({
  minutes: z
    .number()
    .int()
    .positive()
    .max(8 * 24 * 60),
});

export interface MovableClock extends Clock {
  /** Moves the clock forward; answers its new time. */
  advance(ms: number): Date;
}

export function movableClock(): MovableClock {
  let aheadMs = 0;
  const now = () => new Date(Date.now() + aheadMs);
  return {
    now,
    advance(ms) {
      aheadMs += ms;
      return now();
    },
  };
}

export interface LeadClockServer {
  clock: MovableClock;
  url: string;
  close(): Promise<void>;
}

export async function startLeadClock(port = 0): Promise<LeadClockServer> {
  const clock = movableClock();
  const send = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST' || req.url !== '/advance') return send(res, 404, { message: 'Not found' });
    const move = Advance.safeParse(await readBody(req).catch(() => null));
    if (!move.success) return send(res, 400, { message: z.prettifyError(move.error) });
    return send(res, 200, { now: clock.advance(move.data.minutes * 60_000).toISOString() });
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    clock,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
