/**
 * The one place where an order changes status: transitionOrder applies the shared table
 * (ORDER_TRANSITIONS in packages/shared) in one transaction: it locks the order, checks the cause,
 * the role and the guards, holds or releases the units, updates the order with what the event
 * says (a callback time, a batch, a payout...) and records the event, which is also the outbox
 * record (outbox.ts). docs/product.md, "Order workflow", has the table.
 */
import type {
  CAUSE_EVENT,
  OrderEventOf,
  OrderEventPayload,
  OrderStatus,
  StaffCause,
  StaffRole,
  TransitionCause,
} from '@vigor/shared';
import {
  CAUSE_PERMISSIONS,
  can,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  OUTCOME_FROM,
  ignoresStock,
  transitionVerdict,
  type DeliveryOutcome,
} from '@vigor/shared';
import type { Prisma } from '@vigor/db/client';
import { AppError } from '../../lib/errors.ts';
import { byProductAndSize, freeUnits, lockProducts, takeUnits, unitsLeft, type Tx } from '../../lib/stock.ts';
import { recordOrderEvent } from './order-events.ts';
import { orderModels } from './orders-database.ts';
import { noteChanges, withOrderTransaction, type OrderTx } from './transaction.ts';

/** The fields of a cause's event (CAUSE_EVENT) besides those the move itself sets. */
type EventFields<C extends TransitionCause> = Omit<
  OrderEventOf<(typeof CAUSE_EVENT)[C]>,
  'type' | 'from' | 'to' | 'cause'
>;

/**
 * What each cause's screen says about its move, typed from the event union: a call's outcome and
 * note, a shipment's batch and tracking number, a payout's amounts. The dropdown gives only a
 * reason (required for a correction); the desk's attempt count is the order's own.
 */
export type CauseDetails = {
  [C in TransitionCause]: C extends 'sales'
    ? Pick<EventFields<C>, 'reason'>
    : C extends 'desk'
      ? Omit<EventFields<C>, 'attempt'>
      : EventFields<C>;
};

/** The staff user acting through one of the back office's screens. */
export interface StaffActor {
  id: number;
  role: StaffRole;
}

type MoveBy<C extends TransitionCause> = {
  orderId: number;
  to: OrderStatus;
  cause: C;
} & (C extends StaffCause ? { staff: StaffActor } : unknown) &
  // Details with nothing required may be left out.
  (Partial<CauseDetails[C]> extends CauseDetails[C]
    ? { details?: CauseDetails[C] }
    : { details: CauseDetails[C] });

/**
 * One move: the order, its new status, what causes it (a staff cause names its staff user, the
 * shop's own causes none) and the fields of the event it records.
 */
export type TransitionInput = { [C in TransitionCause]: MoveBy<C> }[TransitionCause];

export interface TransitionResult {
  from: OrderStatus;
  to: OrderStatus;
  /** The recorded event; null when the dropdown set the status the order already had. */
  eventId: number | null;
}

/** The order row as a move needs it, locked for the rest of the transaction. */
export interface LockedOrder {
  status: OrderStatus;
  call_attempts: number;
  payout_id: number | null;
  shipment_batch_id: number | null;
}

/** Locks the order row for the rest of the transaction; 404 when it does not exist. */
export async function lockOrder(tx: Tx, id: number): Promise<LockedOrder> {
  const rows = await tx.$queryRaw<LockedOrder[]>`SELECT status::text AS status, call_attempts, payout_id,
    shipment_batch_id FROM orders WHERE id = ${id} FOR UPDATE`;
  if (!rows[0]) throw AppError.notFound('Order');
  return rows[0];
}

const label = (status: OrderStatus) => ORDER_STATUS_LABELS[status];

/** The 409 of a move the cause may not make, worded for the screen that asked for it. */
function refusal(id: number, from: OrderStatus, to: OrderStatus, cause: TransitionCause): AppError {
  const extra = { status: from };
  switch (cause) {
    case 'desk':
      return AppError.conflict(`This order is already ${from}: there is no call to log.`, extra);
    case 'outcome': {
      const expected = OUTCOME_FROM[to as DeliveryOutcome];
      return AppError.conflict(
        expected
          ? `Order #${id} is ${label(from)}: only ${label(expected)} orders can be marked ${label(to)}.`
          : `Order #${id} cannot be marked ${label(to)}.`,
        extra,
      );
    }
    case 'batch':
      return AppError.conflict(`Only confirmed orders can be shipped: #${id} (${label(from)}).`, extra);
    default:
      return AppError.conflict(
        `Order #${id} is ${label(from)}: it cannot become ${label(to)} this way.`,
        extra,
      );
  }
}

/** The 409 of an order a carrier payout has settled (docs/product.md: money is never rewritten). */
export function settledRefusal(id: number, payoutId: number, action: string): AppError {
  return AppError.conflict(
    `La commande n°${id} est réglée par le versement transporteur n°${payoutId} : elle ne peut plus ${action}.`,
    { payout_id: payoutId },
  );
}

/** The order's items that hold units, sorted, with their products locked (lib/stock.ts). */
async function heldItems(tx: Tx, orderId: number) {
  const rows = await orderModels(tx).orderItem.findMany({
    where: { order_id: orderId, product_id: { not: null } },
    select: { product_id: true, size: true, quantity: true, product_name: true },
  });
  const items = rows.map((i) => ({ ...i, product_id: i.product_id! })).sort(byProductAndSize);
  const products = await lockProducts(
    tx,
    items.map((i) => i.product_id),
  );
  return { items, byId: new Map(products.map((p) => [p.id, p])) };
}

/** Gives an order's units back (canceled, returned, deleted). */
export async function releaseOrder(tx: Tx, orderId: number): Promise<void> {
  const { items } = await heldItems(tx, orderId);
  for (const item of items) await freeUnits(tx, item);
}

/** Takes an order's units again (leaving canceled or returned), or 409 naming every size that is short. */
async function holdOrder(tx: Tx, orderId: number, from: OrderStatus): Promise<void> {
  const { items, byId } = await heldItems(tx, orderId);
  const missing: string[] = [];
  for (const item of items) {
    const product = byId.get(item.product_id);
    // Sizes that are not counted any more (product or size removed) have nothing to take.
    if (!product) continue;
    if ((await takeUnits(tx, item, ignoresStock(product.status))) === 'short') {
      const left = (await unitsLeft(tx, item.product_id, item.size)) ?? 0;
      missing.push(`${item.product_name} size ${item.size} (needs ${item.quantity}, available: ${left})`);
    }
  }
  if (missing.length) {
    throw AppError.conflict(`This order cannot leave ${from}: not enough stock for ${missing.join(', ')}.`);
  }
}

/** What the order row keeps of an event, besides its status: the event is the source. */
function orderColumns(payload: OrderEventPayload): Prisma.OrderUpdateInput {
  switch (payload.type) {
    case 'call':
      return {
        callback_at:
          (payload.callback_at ?? payload.next_attempt_at)
            ? new Date((payload.callback_at ?? payload.next_attempt_at)!)
            : null,
        ...(payload.attempt !== undefined && { call_attempts: payload.attempt }),
        ...(payload.outcome === 'canceled' && { cancel_reason: payload.reason ?? null }),
        ...(payload.outcome === 'wrong_number' && { cancel_reason: 'wrong_number' }),
      };
    case 'status':
      return payload.cause === 'auto_cancel' || (payload.cause === 'whatsapp' && payload.to === 'canceled')
        ? { cancel_reason: payload.reason ?? null, callback_at: null }
        : {};
    case 'correction':
      // The desk's undo puts back the order as the call found it: due now, not canceled, with
      // its unanswered calls as they were.
      return payload.undoes === undefined
        ? {}
        : { callback_at: null, cancel_reason: null, call_attempts: payload.attempt ?? 0 };
    case 'shipment':
      return {
        shipment_batch: { connect: { id: payload.batch_id } },
        tracking_number: payload.tracking_number,
      };
    case 'payout':
      return payload.voided
        ? { payout: { disconnect: true }, cash_collected: null, cash_status: null }
        : {
            payout: { connect: { id: payload.payout_id } },
            cash_collected: payload.collected ?? null,
            cash_status: payload.cash_status ?? null,
          };
    default:
      return {};
  }
}

/** The 400 of a correction sent without its reason: nothing changes. */
function reasonRequired(from: OrderStatus, to: OrderStatus): AppError {
  return AppError.badRequest(
    `Moving an order from ${label(from)} to ${label(to)} skips its workflow: say why.`,
    { reason: ['A reason is required for this correction'] },
  );
}

/** The event a move records: the cause's own, or a correction with the admin's reason. */
function eventOf(input: TransitionInput, order: LockedOrder, correction: boolean): OrderEventPayload {
  const move = { from: order.status, to: input.to };
  switch (input.cause) {
    case 'sales': {
      const reason = input.details?.reason;
      if (!correction) return { type: 'status', ...move, cause: 'sales', ...(reason && { reason }) };
      if (!reason) throw reasonRequired(move.from, move.to);
      return { type: 'correction', ...move, reason };
    }
    case 'desk':
      return {
        ...input.details,
        type: 'call',
        ...move,
        ...(input.details.outcome === 'no_answer' && { attempt: order.call_attempts + 1 }),
      };
    case 'undo':
      return { ...input.details, type: 'correction', ...move };
    case 'lead':
      return { ...input.details, type: 'lead_converted', ...move };
    case 'batch':
      return { ...input.details, type: 'shipment', ...move };
    case 'outcome':
      return { type: 'outcome', ...move };
    case 'payout':
      return { ...input.details, type: 'payout', ...move };
    case 'auto_cancel':
    case 'carrier_sync':
    case 'whatsapp':
      return { ...input.details, type: 'status', ...move, cause: input.cause };
  }
}

/**
 * Moves an order under the transition table, in `tx` when given (a transaction of
 * withOrderTransaction, e.g. a batch moving many orders at once) or in a transaction of its own.
 * Refuses with 400 (a correction without its reason), 403 (a role the cause does not allow), 409
 * (a move the cause may not make, an order a payout settled, units that are gone) or 404; a
 * refused move changes nothing. The SALES dropdown setting the status an order already has
 * changes nothing and records nothing.
 */
export async function transitionOrder(input: TransitionInput, tx?: OrderTx): Promise<TransitionResult> {
  if (!tx) return withOrderTransaction((own) => transitionOrder(input, own));
  const { orderId: id, to, cause } = input;
  const staff = 'staff' in input ? input.staff : null;
  if ('staff' in input && !can(input.staff.role, CAUSE_PERMISSIONS[input.cause])) throw AppError.forbidden();
  const order = await lockOrder(tx, id);
  const from = order.status;
  const verdict = transitionVerdict(from, to, cause);
  if (verdict === 'unchanged') return { from, to, eventId: null };
  if (verdict === 'refused') throw refusal(id, from, to, cause);
  const move = ORDER_TRANSITIONS[from][to];
  // Voiding the payout that settled the order is the one way back (cash/payouts.service.ts).
  const voids =
    input.cause === 'payout' && input.details.voided === true && input.details.payout_id === order.payout_id;
  if (move.guards.includes('not_settled') && order.payout_id != null && !voids) {
    throw settledRefusal(
      id,
      order.payout_id,
      cause === 'payout' ? 'être réglée une seconde fois' : 'quitter le statut Livrée',
    );
  }
  const payload = eventOf(input, order, verdict === 'correction');

  if (move.stock === 'release') await releaseOrder(tx, id);
  if (move.stock === 'hold') await holdOrder(tx, id, from);
  const data = orderColumns(payload);
  if (from !== to || Object.keys(data).length) {
    await orderModels(tx).order.update({ where: { id }, data: { ...data, status: to } });
  }
  const eventId = await recordOrderEvent(tx, id, staff?.id ?? null, payload);
  noteChanges(tx, { catalog: move.stock !== 'none' });
  return { from, to, eventId };
}
