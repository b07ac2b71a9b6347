/**
 * The ceiling for a read endpoint: a bare Express app (no middleware) that answers each captured
 * URL with the bytes and content headers the store answered, straight from memory. Started by
 * run.ts as a child process; it receives the responses and reports its port over IPC.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';

export interface CapturedResponse {
  /** Path and query, e.g. /api/products?page=1. */
  url: string;
  headers: Record<string, string>;
  /** base64 */
  body: string;
}

process.once('message', (message: { responses: CapturedResponse[] }) => {
  const byUrl = new Map(
    message.responses.map((r) => [r.url, { headers: r.headers, body: Buffer.from(r.body, 'base64') }]),
  );
  const app = express();
  app.get(/^\/api\/.*/, (req, res) => {
    const found = byUrl.get(req.originalUrl);
    if (!found) return void res.status(404).end();
    res.set(found.headers);
    res.end(found.body);
  });
  const server = app.listen(0, '127.0.0.1', () => {
    process.send!({ port: (server.address() as AddressInfo).port });
  });
  server.keepAliveTimeout = 65_000;
});
process.on('disconnect', () => process.exit(0));
