import { Router, type Request, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { CreateMessageInput, IdParam, ListMessagesQuery, UpdateMessageStatusInput } from '@vigor/shared';
import { requireAdmin } from '../../middleware/authenticate.ts';
import { endpoint } from '../../middleware/validate.ts';
import * as messages from './messages.service.ts';

export interface MessageLimits {
  windowMs: number;
  /** Messages one IP may send per window (refused attempts count too). */
  perIp: number;
}

const DEFAULT_LIMITS: MessageLimits = { windowMs: 10 * 60 * 1000, perIp: 5 };
const TOO_MANY = 'Too many messages sent. Please try again later.';

/** The public contact form (rate limited per IP) and the admin inbox. */
export function messagesRouter(limits: Partial<MessageLimits> = {}) {
  const { windowMs, perIp } = { ...DEFAULT_LIMITS, ...limits };
  const router = Router();

  router.post(
    '/',
    rateLimit({
      windowMs,
      limit: perIp,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      handler: (_req: Request, res: Response) => void res.status(429).json({ message: TOO_MANY }),
    }),
    endpoint({ body: CreateMessageInput }, async ({ body }, _req, res) => {
      await messages.createMessage(body);
      res.status(201).json({ success: true, message: 'Message sent successfully' });
    }),
  );

  router.get(
    '/',
    requireAdmin,
    endpoint({ query: ListMessagesQuery }, async ({ query }, _req, res) => {
      res.json(await messages.listMessages(query));
    }),
  );
  router.put(
    '/:id',
    requireAdmin,
    endpoint({ params: IdParam, body: UpdateMessageStatusInput }, async ({ params, body }, _req, res) => {
      const data = await messages.setMessageStatus(params.id, body.status);
      res.json({ success: true, message: 'Message status updated', data });
    }),
  );
  router.delete(
    '/:id',
    requireAdmin,
    endpoint({ params: IdParam }, async ({ params }, _req, res) => {
      await messages.deleteMessage(params.id);
      res.json({ success: true, message: 'Message deleted' });
    }),
  );
  return router;
}
