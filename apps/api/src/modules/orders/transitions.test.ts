/**
 * Every row of the transition table (ORDER_TRANSITIONS in packages/shared) on the real database:
 * for each (from, to) pair and each cause, transitionOrder either makes the move, with the row's
 * stock effect and the cause's event, or refuses it with 409 and changes nothing.
 */
import type { OrderStatus, TransitionCause } from '@vigor/shared';
import {
  CAUSE_EVENT,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  STAFF_CAUSES,
  TRANSITION_CAUSES,
  holdsUnits,
  type StaffCause,
} from '@vigor/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from './orders-database.ts';
import { createOrderRow, createProduct, createStaff, truncateAll } from '../../../test/factories.ts';
import { transitionOrder, type Actor } from './index.ts';

let staffId: number;
let productId: number;
let batchId: number;
let carrierId: number;
let payoutId: number;

beforeAll(async () => {
  await truncateAll();
  staffId = (await createStaff('admin')).user.id;
  // Stock enough for every row: each order holds one unit of M.
  productId = (await createProduct({ sizes: [{ size: 'M', quantity: 10_000 }] })).id;
  const carrier = await prisma.carrier.create({ data: { name: 'Row carrier' } });
  carrierId = carrier.id;
  batchId = (await prisma.shipmentBatch.create({ data: { carrier_id: carrier.id } })).id;
  payoutId = (
    await prisma.carrierPayout.create({
      data: { carrier_id: carrier.id, paid_on: new Date(), amount_received: 0, fees: 0 },
    })
  ).id;
});

const isStaffCause = (cause: TransitionCause): cause is StaffCause =>
  (STAFF_CAUSES as readonly TransitionCause[]).includes(cause);

function actorFor(cause: TransitionCause): Actor {
  return isStaffCause(cause)
    ? { kind: 'staff', staffId, role: 'admin', via: cause }
    : { kind: 'system', via: cause };
}

/** The event fields each cause's screen sends with the move (the zod union requires them). */
function detailsFor(cause: TransitionCause, to: OrderStatus): Record<string, unknown> {
  switch (cause) {
    case 'desk':
      return { outcome: to === 'contacted' ? 'no_answer' : to === 'canceled' ? 'canceled' : 'confirmed' };
    case 'lead':
      return { lead_id: 1 };
    case 'batch':
      return { batch_id: batchId, carrier_id: carrierId, carrier: 'Row carrier', tracking_number: null };
    case 'payout':
      return { payout_id: payoutId, cash_status: 'collected', collected: 100 };
    default:
      return {};
  }
}

const reserved = async () =>
  (
    await prisma.productSize.findUniqueOrThrow({
      where: { product_id_size: { product_id: productId, size: 'M' } },
    })
  ).reserved;

/** An order in `from`, holding its unit when that status holds units (as the stock rule says). */
async function orderIn(from: OrderStatus) {
  const order = await createOrderRow([{ product_id: productId, size: 'M', quantity: 1 }], { status: from });
  if (holdsUnits(from)) {
    await prisma.productSize.update({
      where: { product_id_size: { product_id: productId, size: 'M' } },
      data: { reserved: { increment: 1 } },
    });
  }
  return order.id;
}

describe('the transition table, row by row', () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      const row = ORDER_TRANSITIONS[from][to];
      it(`${from} -> ${to}: ${row.causes.join(', ') || 'no cause'} (stock: ${row.stock})`, async () => {
        for (const cause of TRANSITION_CAUSES) {
          const id = await orderIn(from);
          const before = await reserved();
          const events = await prisma.orderEvent.count({ where: { order_id: id } });
          const move = transitionOrder({
            orderId: id,
            to,
            actor: actorFor(cause),
            details: detailsFor(cause, to),
          });
          const allowed = row.causes.includes(cause);
          if (cause === 'sales' && from === to) {
            // The dropdown setting the order's own status changes and records nothing.
            expect(await move, cause).toEqual({ from, to, eventId: null });
          } else if (allowed) {
            const result = await move;
            expect(result.from, cause).toBe(from);
            const order = await prisma.order.findUniqueOrThrow({ where: { id } });
            expect(order.status, cause).toBe(to);
            const event = await prisma.orderEvent.findUniqueOrThrow({ where: { id: result.eventId! } });
            expect(event.details, cause).toMatchObject({ type: CAUSE_EVENT[cause], from, to });
            expect(event.staff_user_id, cause).toBe(isStaffCause(cause) ? staffId : null);
            const delta = { hold: 1, release: -1, none: 0 }[row.stock];
            expect((await reserved()) - before, `${cause}: stock ${row.stock}`).toBe(delta);
          } else {
            await expect(move, cause).rejects.toMatchObject({ status: 409 });
            expect((await prisma.order.findUniqueOrThrow({ where: { id } })).status, cause).toBe(from);
            expect(await prisma.orderEvent.count({ where: { order_id: id } }), cause).toBe(events);
            expect(await reserved(), cause).toBe(before);
          }
          await prisma.order.update({ where: { id }, data: { payout_id: null } });
        }
      });
    }
  }
});
