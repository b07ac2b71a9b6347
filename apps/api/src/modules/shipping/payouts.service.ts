import type {
  Cents,
  PayoutDifference,
  PayoutReconciliation,
  PayoutSummary,
  RecordPayoutInput,
} from '@vigor/shared';
import { fromCents, toCents } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { prisma } from '../../lib/prisma.ts';
import { recordOrderEvent } from '../orders/order-events.ts';
import { ORDER_TRANSACTION } from '../orders/orders.service.ts';
import type { Tx } from '../../lib/stock.ts';
import { orNotFound } from '../../lib/or-not-found.ts';

interface LockedOrder {
  id: number;
  status: string;
  payout_id: number | null;
  cash: string;
}

/** The statement's orders, locked in id order (two payouts naming the same orders never deadlock). */
async function lockOrders(tx: Tx, ids: number[]): Promise<Map<number, LockedOrder>> {
  const rows = await tx.$queryRaw<LockedOrder[]>`
    SELECT id, status::text AS status, payout_id, (total_amount + delivery_fee)::text AS cash
    FROM orders WHERE id = ANY(${ids}::int[]) ORDER BY id FOR UPDATE`;
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Records a carrier payout. Each delivered order of the statement not yet paid becomes collected
 * (the carrier collected its cash to collect) or disputed (another amount), with a payout event
 * of the staff user; the other lines are listed as differences and change nothing.
 */
export async function recordPayout(input: RecordPayoutInput, staffId: number): Promise<PayoutReconciliation> {
  const lines = [...new Map(input.orders.map((line) => [line.id, line])).values()];
  const { payoutId, differences } = await prisma.$transaction(async (tx) => {
    const carrier = await tx.carrier.findUnique({ where: { id: input.carrier_id } });
    if (!carrier) throw AppError.badRequest('Unknown carrier.', { carrier_id: ['Unknown carrier.'] });
    const payout = await tx.carrierPayout.create({
      data: {
        carrier_id: carrier.id,
        paid_on: new Date(`${input.paid_on}T00:00:00Z`),
        amount_received: input.amount_received,
        fees: input.fees,
        staff_user_id: staffId,
      },
    });
    const orders = await lockOrders(
      tx,
      lines.map((l) => l.id),
    );
    const found: PayoutDifference[] = [];
    for (const line of lines) {
      const order = orders.get(line.id);
      if (!order) found.push({ id: line.id, reason: 'unknown' });
      else if (order.status !== 'delivered')
        found.push({ id: line.id, reason: 'not_delivered', status: order.status as 'shipped' });
      else if (order.payout_id != null)
        found.push({ id: line.id, reason: 'already_paid', payout_id: order.payout_id });
      else {
        const collected = line.amount ?? fromCents(toCents(order.cash));
        const status = toCents(collected) === toCents(order.cash) ? 'collected' : 'disputed';
        await tx.order.update({
          where: { id: order.id },
          data: { payout_id: payout.id, cash_collected: collected, cash_status: status },
        });
        await recordOrderEvent(tx, order.id, staffId, 'payout', {
          payout_id: payout.id,
          cash_status: status,
          collected,
        });
      }
    }
    return { payoutId: payout.id, differences: found };
  }, ORDER_TRANSACTION);
  const reconciliation = await getReconciliation(payoutId);
  return { ...reconciliation, differences: [...differences, ...reconciliation.differences] };
}

const payoutSelect = {
  id: true,
  paid_on: true,
  amount_received: true,
  fees: true,
  carrier: { select: { id: true, name: true, active: true } },
  orders: {
    select: { id: true, total_amount: true, delivery_fee: true, cash_collected: true, cash_status: true },
    orderBy: { id: 'asc' },
  },
} as const;

type PayoutRow = NonNullable<Awaited<ReturnType<typeof findPayout>>>;
const findPayout = (id: number) => prisma.carrierPayout.findUnique({ where: { id }, select: payoutSelect });

/** A payout against the cash its orders should have brought; disputed orders are differences. */
function reconcile(payout: PayoutRow): PayoutReconciliation {
  let expectedCents: Cents = 0;
  let collectedCents: Cents = 0;
  const differences: PayoutDifference[] = [];
  for (const order of payout.orders) {
    const orderExpected = toCents(order.total_amount.toString()) + toCents(order.delivery_fee.toString());
    const orderCollected = toCents(order.cash_collected?.toString() ?? 0);
    expectedCents += orderExpected;
    collectedCents += orderCollected;
    if (order.cash_status === 'disputed') {
      differences.push({
        id: order.id,
        reason: 'amount',
        expected: fromCents(orderExpected),
        collected: fromCents(orderCollected),
      });
    }
  }
  const receivedCents = toCents(payout.amount_received.toString());
  const feesCents = toCents(payout.fees.toString());
  return {
    id: payout.id,
    carrier: payout.carrier,
    paid_on: payout.paid_on.toISOString().slice(0, 10),
    orders: payout.orders.length,
    expected: fromCents(expectedCents),
    collected: fromCents(collectedCents),
    amount_received: fromCents(receivedCents),
    fees: fromCents(feesCents),
    gap: fromCents(expectedCents - receivedCents - feesCents),
    differences,
  };
}

export async function getReconciliation(id: number): Promise<PayoutReconciliation> {
  return reconcile(await orNotFound('Payout', findPayout(id)));
}

/** The most payouts the cash view lists. */
export const PAYOUT_LIST_SIZE = 50;

/** The latest payouts, newest paid first, each with its totals (differences left to its own page). */
export async function listPayouts(): Promise<PayoutSummary[]> {
  const payouts = await prisma.carrierPayout.findMany({
    select: payoutSelect,
    orderBy: [{ paid_on: 'desc' }, { id: 'desc' }],
    take: PAYOUT_LIST_SIZE,
  });
  return payouts.map((payout) => {
    const { differences, ...summary } = reconcile(payout);
    return { ...summary, disputed: differences.length };
  });
}
