import type {
  OrderStatus,
  PayoutDifference,
  PayoutReconciliation,
  PayoutSummary,
  RecordPayoutInput,
  UnpaidLine,
  VoidPayoutInput,
} from '@vigor/shared';
import { cashToCollect, fromCents, paidOnProblem, shopDay, sumAmounts, toCents } from '@vigor/shared';
import { CASH_TO_COLLECT, toNumber } from '../../lib/money.ts';
import { AppError } from '../../lib/errors.ts';
import { prisma } from '../../lib/prisma.ts';
import type { StaffIdentity } from '../../middleware/authenticate.ts';
import { transitionOrder, withOrderTransaction } from '../orders/index.ts';
import type { Tx } from '../../lib/stock.ts';
import { orNotFound } from '../../lib/or-not-found.ts';

interface LockedOrder {
  id: number;
  status: string;
  payout_id: number | null;
  cash: string;
  carrier_id: number | null;
  carrier_name: string | null;
}

/**
 * The statement's orders with the carrier that shipped them, locked in id order (two payouts
 * naming the same orders never deadlock).
 */
async function lockOrders(tx: Tx, ids: number[]): Promise<Map<number, LockedOrder>> {
  const rows = await tx.$queryRaw<LockedOrder[]>`
    SELECT o.id, o.status::text AS status, o.payout_id, ${CASH_TO_COLLECT}::text AS cash,
      c.id AS carrier_id, c.name AS carrier_name
    FROM orders o
    LEFT JOIN shipment_batches b ON b.id = o.shipment_batch_id
    LEFT JOIN carriers c ON c.id = b.carrier_id
    WHERE o.id = ANY(${ids}::int[]) ORDER BY o.id FOR UPDATE OF o`;
  return new Map(rows.map((r) => [r.id, r]));
}

/** Why the payout of `carrierId` may not pay this line; null when it may. */
function unpaidReason(id: number, order: LockedOrder | undefined, carrierId: number): UnpaidLine | null {
  if (!order) return { id, reason: 'unknown' };
  if (order.status !== 'delivered')
    return { id, reason: 'not_delivered', status: order.status as OrderStatus };
  if (order.carrier_id !== carrierId) {
    const carrier = order.carrier_id == null ? null : { id: order.carrier_id, name: order.carrier_name! };
    return { id, reason: 'other_carrier', carrier };
  }
  if (order.payout_id != null) return { id, reason: 'already_paid', payout_id: order.payout_id };
  return null;
}

/** A payout as recorded: `created` false when the Idempotency-Key named an earlier one. */
export interface RecordedPayout {
  created: boolean;
  reconciliation: PayoutReconciliation;
}

/**
 * Records a carrier payout. Each delivered order of the statement that this carrier shipped and no
 * payout paid yet becomes collected (the carrier collected its cash to collect) or disputed
 * (another amount), with a payout event of the staff user; the other lines are stored with the
 * payout as unpaid and change nothing. A statement that pays nothing is refused (409). With an
 * Idempotency-Key, a repeat (a double click) returns the first payout and records nothing: the
 * payout row is inserted first, so a concurrent repeat waits for it and then finds it.
 */
export async function recordPayout(
  input: RecordPayoutInput,
  staff: Pick<StaffIdentity, 'id' | 'role'>,
  idempotencyKey?: string,
  now = new Date(),
): Promise<RecordedPayout> {
  const problem = paidOnProblem(input.paid_on, shopDay(now));
  if (problem) throw AppError.badRequest('The given data was invalid.', { paid_on: [problem] });
  const lines = [...new Map(input.orders.map((line) => [line.id, line])).values()];
  const recorded = await withOrderTransaction(async (tx) => {
    const carrier = await tx.carrier.findUnique({ where: { id: input.carrier_id } });
    if (!carrier) throw AppError.badRequest('Unknown carrier.', { carrier_id: ['Unknown carrier.'] });
    const [inserted] = await tx.$queryRaw<{ id: number }[]>`
      INSERT INTO carrier_payouts (carrier_id, paid_on, amount_received, fees, staff_user_id, idempotency_key)
      VALUES (${carrier.id}, ${input.paid_on}::date, ${input.amount_received}::numeric, ${input.fees}::numeric,
        ${staff.id}, ${idempotencyKey ?? null})
      ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`;
    if (!inserted) {
      const first = await tx.carrierPayout.findUniqueOrThrow({ where: { idempotency_key: idempotencyKey } });
      return { id: first.id, created: false };
    }
    const orders = await lockOrders(
      tx,
      lines.map((l) => l.id),
    );
    const unpaid: UnpaidLine[] = [];
    for (const line of lines) {
      const reason = unpaidReason(line.id, orders.get(line.id), carrier.id);
      if (reason) {
        unpaid.push(reason);
        continue;
      }
      const order = orders.get(line.id)!;
      const collected = line.amount ?? fromCents(toCents(order.cash));
      const status = toCents(collected) === toCents(order.cash) ? 'collected' : 'disputed';
      await transitionOrder(
        {
          orderId: order.id,
          to: 'delivered',
          cause: 'payout',
          staff,
          details: { payout_id: inserted.id, cash_status: status, collected },
        },
        tx,
      );
    }
    if (unpaid.length === lines.length) {
      throw AppError.conflict('The statement names no order this payout can pay: nothing was recorded.', {
        differences: unpaid,
      });
    }
    await tx.carrierPayout.update({
      where: { id: inserted.id },
      data: { unpaid_lines: unpaid },
    });
    return { id: inserted.id, created: true };
  });
  return { created: recorded.created, reconciliation: await getReconciliation(recorded.id) };
}

/**
 * Voids a wrong payout (admins only, like the whole shipping API): its orders go back to expected
 * with a payout event each, and the payout keeps who voided it, when and why. 409 once voided.
 */
export async function voidPayout(
  id: number,
  staff: Pick<StaffIdentity, 'id' | 'role'>,
  input: VoidPayoutInput,
  now = new Date(),
): Promise<PayoutReconciliation> {
  await withOrderTransaction(async (tx) => {
    const [payout] = await tx.$queryRaw<{ voided_at: Date | null }[]>`
      SELECT voided_at FROM carrier_payouts WHERE id = ${id} FOR UPDATE`;
    if (!payout) throw AppError.notFound('Payout');
    if (payout.voided_at) throw AppError.conflict('This payout is already voided.');
    const orders = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM orders WHERE payout_id = ${id} ORDER BY id`;
    for (const order of orders) {
      await transitionOrder(
        {
          orderId: order.id,
          to: 'delivered',
          cause: 'payout',
          staff,
          details: { payout_id: id, voided: true, reason: input.reason },
        },
        tx,
      );
    }
    await tx.carrierPayout.update({
      where: { id },
      data: { voided_at: now, voided_by_id: staff.id, void_reason: input.reason },
    });
  });
  return getReconciliation(id);
}

const payoutSelect = {
  id: true,
  paid_on: true,
  amount_received: true,
  fees: true,
  unpaid_lines: true,
  voided_at: true,
  void_reason: true,
  voided_by: { select: { nom: true } },
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
  const orders = payout.orders.map((order) => ({
    id: order.id,
    expected: cashToCollect({
      total_amount: order.total_amount.toString(),
      delivery_fee: order.delivery_fee.toString(),
    }),
    collected: toNumber(order.cash_collected ?? 0),
    disputed: order.cash_status === 'disputed',
  }));
  const differences: PayoutDifference[] = [
    ...(payout.unpaid_lines as unknown as UnpaidLine[]),
    ...orders.flatMap(({ id, expected, collected, disputed }) =>
      disputed ? [{ id, reason: 'amount' as const, expected, collected }] : [],
    ),
  ];
  const expected = sumAmounts(orders.map((o) => o.expected));
  const received = toNumber(payout.amount_received);
  const fees = toNumber(payout.fees);
  return {
    id: payout.id,
    carrier: payout.carrier,
    paid_on: payout.paid_on.toISOString().slice(0, 10),
    orders: payout.orders.length,
    expected,
    collected: sumAmounts(orders.map((o) => o.collected)),
    amount_received: received,
    fees,
    // A voided payout pays nothing and owes nothing: its orders went back to expected.
    gap: payout.voided_at ? null : fromCents(toCents(expected) - toCents(received) - toCents(fees)),
    differences,
    voided: payout.voided_at && {
      at: payout.voided_at.toISOString(),
      by: payout.voided_by?.nom ?? null,
      reason: payout.void_reason ?? '',
    },
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
    return { ...summary, disputed: differences.filter((d) => d.reason === 'amount').length };
  });
}
