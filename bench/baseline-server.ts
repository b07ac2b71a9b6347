/**
 * The ceiling for a read endpoint: a bare Express app (no middleware) that answers each captured
 * URL with the bytes and content headers the store answered, straight from memory. Run by
 * serve.ts in as many processes as the store under test.
 */
import express from 'express';

export interface CapturedResponse {
  /** Path and query, e.g. /api/products?page=1. */
  url: string;
  headers: Record<string, string>;
  /** base64 */
  body: string;
}

export function readBaselineApp(responses: CapturedResponse[]): express.Express {
  const byUrl = new Map(
    responses.map((r) => [r.url, { headers: r.headers, body: Buffer.from(r.body, 'base64') }]),
  );
  const app = express();
  app.get(/^\/api\/.*/, (req, res) => {
    const found = byUrl.get(req.originalUrl);
    if (!found) return void res.status(404).end();
    res.set(found.headers);
    res.end(found.body);
  });
  return app;
}
