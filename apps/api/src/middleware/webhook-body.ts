/**
 * A webhook's raw body, kept beside the parsed JSON: a platform signs the bytes it sent, and the
 * same JSON written again may differ from them (key order, spaces, escapes). Kept only for the
 * `.../webhook` routes (docs/carriers.md, "Sendit webhooks").
 */
import type { IncomingMessage } from 'node:http';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The body's bytes as received, on webhook routes only. */
      rawBody?: Buffer;
    }
  }
}

/** express.json's `verify` hook: keeps the bytes of a webhook's body. */
export function keepWebhookBody(req: IncomingMessage & { rawBody?: Buffer }, _res: unknown, bytes: Buffer) {
  if (req.url?.split('?')[0]?.endsWith('/webhook')) req.rawBody = bytes;
}
