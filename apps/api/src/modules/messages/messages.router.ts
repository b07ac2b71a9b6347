import { Router } from 'express';
import { CreateMessageInput, IdParam, ListMessagesQuery, UpdateMessageStatusInput } from '@vigor/shared';
import { limitPerAddress, sharedLimit } from '../../lib/rate-limit.ts';
import { authorize } from '../../middleware/authenticate.ts';
import { endpoint } from '../../middleware/validate.ts';
import * as messages from './messages.service.ts';

export interface MessageLimits {
  windowSeconds: number;
  /** Messages one IP may send per window (refused attempts count too). */
  perIp: number;
}

const DEFAULT_LIMITS: MessageLimits = { windowSeconds: 10 * 60, perIp: 5 };
const TOO_MANY = 'Too many messages sent. Please try again later.';

/** The public contact form (rate limited per IP) and the admin inbox. */
export function messagesRouter(limits: Partial<MessageLimits> = {}) {
  const { windowSeconds, perIp } = { ...DEFAULT_LIMITS, ...limits };
  const sending = sharedLimit('message-ip', { limit: perIp, windowSeconds }, TOO_MANY);
  const router = Router();

  router.post(
    '/',
    limitPerAddress(sending),
    endpoint({ body: CreateMessageInput }, async ({ body }, _req, res) => {
      await messages.createMessage(body);
      res.status(201).json({ success: true, message: 'Message sent successfully' });
    }),
  );

  router.get(
    '/',
    authorize,
    endpoint({ query: ListMessagesQuery }, async ({ query }, _req, res) => {
      res.json(await messages.listMessages(query));
    }),
  );
  router.put(
    '/:id',
    authorize,
    endpoint({ params: IdParam, body: UpdateMessageStatusInput }, async ({ params, body }, _req, res) => {
      const data = await messages.setMessageStatus(params.id, body.status);
      res.json({ success: true, message: 'Message status updated', data });
    }),
  );
  router.delete(
    '/:id',
    authorize,
    endpoint({ params: IdParam }, async ({ params }, _req, res) => {
      await messages.deleteMessage(params.id);
      res.json({ success: true, message: 'Message deleted' });
    }),
  );
  return router;
}
