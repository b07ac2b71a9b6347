/**
 * A process that dies in the middle of an order event's delivery (orders/outbox.test.ts): it
 * delivers the pending events to the subscriber OUTBOX_SUBSCRIBER, writing each one handed over in
 * `outbox_test_log` inside the delivery's transaction, and kills itself with SIGKILL while
 * handling event OUTBOX_DIE_AT, before that transaction commits.
 */
import { deliverOrderEvents } from '../src/modules/orders/index.ts';

const subscriber = process.env.OUTBOX_SUBSCRIBER!;
const dieAt = Number(process.env.OUTBOX_DIE_AT);

await deliverOrderEvents({
  [subscriber]: async (event, tx) => {
    await tx.$executeRaw`INSERT INTO outbox_test_log (subscriber, event_id, order_id)
      VALUES (${subscriber}, ${event.id}, ${event.orderId})`;
    if (event.id === dieAt) process.kill(process.pid, 'SIGKILL');
  },
});
// Reached only if the event to die at was never handed over.
process.exit(3);
