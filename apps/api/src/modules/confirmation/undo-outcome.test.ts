import { UNDO_GRACE_SECONDS, UNDO_SECONDS, type DeskOrderDetail } from '@vigor/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prisma } from '../../../test/full-client.ts';
import { api, createOrderRow, createProduct, createStaff, truncateAll } from '../../../test/factories.ts';

beforeEach(async () => {
  await truncateAll();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

/** An order holding 2 units of a product with 5, as the order service leaves it. */
async function heldOrder() {
  const product = await createProduct({ sizes: [{ size: 'M', quantity: 5, reserved: 2 }] });
  const order = await createOrderRow([{ product_id: product.id, size: 'M', quantity: 2, price: 300 }]);
  return { product, order };
}

const reserved = async (productId: number) =>
  (await prisma.productSize.findFirstOrThrow({ where: { product_id: productId } })).reserved;

async function logCall(bearer: string, orderId: number, body: object): Promise<DeskOrderDetail> {
  const res = await api()
    .post(`/api/confirmation/orders/${orderId}/calls`)
    .set('Authorization', bearer)
    .send(body);
  expect(res.status).toBe(201);
  return res.body.data;
}

const undo = (bearer: string, orderId: number, eventId: number) =>
  api()
    .post(`/api/confirmation/orders/${orderId}/undo`)
    .set('Authorization', bearer)
    .send({ event_id: eventId });

describe('undoing a call outcome', () => {
  it('puts the order back as the call found it, through the workflow, recorded with the agent', async () => {
    const { bearer, user } = await createStaff('admin', 'nadia');
    const { product, order } = await heldOrder();
    const noAnswer = await logCall(bearer, order.id, { outcome: 'no_answer' });
    expect(noAnswer).toMatchObject({ status: 'contacted', call_attempts: 1 });
    expect(noAnswer.callback_at).not.toBeNull();

    const undone = await undo(bearer, order.id, noAnswer.log.at(-1)!.id);
    expect(undone.status).toBe(201);
    expect(undone.body.data).toMatchObject({ status: 'pending', call_attempts: 0, callback_at: null });
    expect((undone.body.data as DeskOrderDetail).log.at(-1)).toMatchObject({
      staff_id: user.id,
      staff_name: 'nadia',
      event: {
        type: 'correction',
        from: 'contacted',
        to: 'pending',
        reason: 'Undo: No answer',
        undoes: noAnswer.log.at(-1)!.id,
        attempt: 0,
      },
    });
    // Back in the queue, due now.
    const queue = await api().get('/api/confirmation/queue').set('Authorization', bearer);
    expect(queue.body.data.map((item: { id: number }) => item.id)).toEqual([order.id]);

    // A cancel given back takes the units again.
    const canceled = await logCall(bearer, order.id, { outcome: 'canceled', reason: 'too_expensive' });
    expect(await reserved(product.id)).toBe(0);
    expect((await undo(bearer, order.id, canceled.log.at(-1)!.id)).status).toBe(201);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: 'pending',
      cancel_reason: null,
    });
    expect(await reserved(product.id)).toBe(2);
  });

  it('is refused after the undo time, for another agent, for an older outcome, and twice', async () => {
    const nadia = await createStaff();
    const samir = await createStaff();
    const { order } = await heldOrder();
    const first = await logCall(nadia.bearer, order.id, { outcome: 'no_answer' });
    const second = await logCall(nadia.bearer, order.id, { outcome: 'confirmed' });
    const older = await undo(nadia.bearer, order.id, first.log.at(-1)!.id);
    expect(older.status).toBe(409);
    expect(older.body.message).toBe('Only the last call outcome of this order can be undone.');
    const other = await undo(samir.bearer, order.id, second.log.at(-1)!.id);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('Only the agent who logged this outcome can undo it.');

    vi.setSystemTime(Date.now() + (UNDO_SECONDS + UNDO_GRACE_SECONDS) * 1000 + 1);
    const late = await undo(nadia.bearer, order.id, second.log.at(-1)!.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(`An outcome can be undone for ${UNDO_SECONDS} seconds only.`);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('confirmed');

    const third = await createOrderRow([{ product_id: null, size: 'M', quantity: 1 }]);
    const confirmed = await logCall(nadia.bearer, third.id, { outcome: 'confirmed' });
    const eventId = confirmed.log.at(-1)!.id;
    expect((await undo(nadia.bearer, third.id, eventId)).status).toBe(201);
    // The undo is the last event now: nothing left to take back.
    expect((await undo(nadia.bearer, third.id, eventId)).status).toBe(409);
    const events = await prisma.orderEvent.findMany({
      where: { order_id: third.id },
      select: { kind: true },
    });
    expect(events.map((e) => e.kind)).toEqual(['call', 'correction']);
  });

  it('checks its input', async () => {
    const { bearer } = await createStaff();
    const bad = await api()
      .post('/api/confirmation/orders/1/undo')
      .set('Authorization', bearer)
      .send({ event_id: 'x' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['event_id']);
    expect((await undo(bearer, 999, 1)).status).toBe(404);
  });
});
