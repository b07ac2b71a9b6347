/**
 * The order workflow (docs/product.md, "Order workflow"): for every (from, to) pair of statuses,
 * which causes make the move as a step of the workflow, which only as a correction with a reason,
 * the guard it must pass, what it does to the order's stock units and the event it records. The API applies this table in one place (transitionOrder in the orders module);
 * every status change of the store goes through it.
 */
import type { Permission } from './permissions.js';
import type { OrderEventType } from './order-events.js';
import { ORDER_STATUSES, holdsUnits, type OrderStatus } from './order-lifecycle.js';

/**
 * What makes a move: the admin's status dropdown in SALES, a call outcome on the desk, the desk's
 * undo of its last outcome, a shipment batch, a scanned delivery outcome, a carrier payout
 * settling a delivered order, the automatic cancel of unanswered orders, a carrier's status report,
 * the shopper's tap on a WhatsApp confirmation's button (docs/whatsapp.md).
 */
export const TRANSITION_CAUSES = [
  'sales',
  'desk',
  'undo',
  'lead',
  'batch',
  'outcome',
  'payout',
  'auto_cancel',
  'carrier_sync',
  'whatsapp',
] as const;
export type TransitionCause = (typeof TRANSITION_CAUSES)[number];

/** Causes that are staff actions (with the staff user recorded); the others are the shop itself. */
export const STAFF_CAUSES = [
  'sales',
  'desk',
  'undo',
  'lead',
  'batch',
  'outcome',
  'payout',
] as const satisfies readonly TransitionCause[];
export type StaffCause = (typeof STAFF_CAUSES)[number];
export type SystemCause = Exclude<TransitionCause, StaffCause>;

/**
 * The permission (permissions.ts) a staff user's role needs to move an order through each staff
 * cause: the same that opens the screen the cause belongs to.
 */
export const CAUSE_PERMISSIONS: Record<StaffCause, Permission> = {
  sales: 'orders.edit',
  desk: 'desk',
  undo: 'desk',
  lead: 'desk',
  batch: 'shipping',
  outcome: 'shipping',
  payout: 'payouts',
};

/** What a move does to the order's units: take them again, give them back, or nothing. */
export type StockEffect = 'hold' | 'release' | 'none';

/**
 * A condition checked on the locked order: `not_settled`, no carrier payout has settled its cash
 * (docs/product.md: money is never rewritten by accident).
 */
export type TransitionGuard = 'not_settled';

export interface OrderTransition {
  from: OrderStatus;
  to: OrderStatus;
  /** Causes that make this move as a step of the workflow. */
  causes: readonly TransitionCause[];
  /**
   * Causes that may make it only as a correction: a move off the workflow (to shipped without a
   * shipment, back to pending...), made with a reason that a `correction` event records.
   */
  corrections: readonly TransitionCause[];
  guards: readonly TransitionGuard[];
  stock: StockEffect;
}

/**
 * The event each cause records: the status move is in it (from, to) with what caused it. A SALES
 * correction records a `correction` event instead; an undo is always one.
 */
export const CAUSE_EVENT = {
  sales: 'status',
  desk: 'call',
  undo: 'correction',
  lead: 'lead_converted',
  batch: 'shipment',
  outcome: 'outcome',
  payout: 'payout',
  auto_cancel: 'status',
  carrier_sync: 'status',
  whatsapp: 'status',
} as const satisfies Record<TransitionCause, OrderEventType>;

/** Entering canceled or returned gives the units back; leaving them takes the units again. */
export function stockEffect(from: OrderStatus, to: OrderStatus): StockEffect {
  const held = holdsUnits(from);
  if (held === holdsUnits(to)) return 'none';
  return held ? 'release' : 'hold';
}

/** The moves of the workflow each cause makes (docs/product.md, "Order workflow"). */
const MOVES: Record<TransitionCause, readonly (readonly [OrderStatus, OrderStatus])[]> = {
  // The admin's dropdown follows the typical path; shipping needs a shipment (a batch), so the
  // dropdown's move to shipped is a correction like every other move off this list.
  sales: [
    ['pending', 'contacted'],
    ['pending', 'confirmed'],
    ['pending', 'canceled'],
    ['contacted', 'confirmed'],
    ['contacted', 'canceled'],
    ['confirmed', 'canceled'],
    ['shipped', 'delivered'],
    ['shipped', 'refused'],
    ['refused', 'returned'],
  ],
  // A call outcome (OUTCOME_STATUS): confirmed, contacted (no answer, call back) or canceled.
  desk: [
    ['pending', 'contacted'],
    ['pending', 'confirmed'],
    ['pending', 'canceled'],
    ['contacted', 'contacted'],
    ['contacted', 'confirmed'],
    ['contacted', 'canceled'],
  ],
  // Never a step of the workflow: an undo takes a call outcome back, as a correction.
  undo: [],
  // A lead the desk turned into an order confirmed on the call.
  lead: [['pending', 'confirmed']],
  batch: [['confirmed', 'shipped']],
  // Scanned parcels (OUTCOME_FROM): delivered or refused, then a refused parcel back in the shop.
  outcome: [
    ['shipped', 'delivered'],
    ['shipped', 'refused'],
    ['refused', 'returned'],
  ],
  // A payout settles a delivered order's cash without moving it.
  payout: [['delivered', 'delivered']],
  auto_cancel: [
    ['pending', 'canceled'],
    ['contacted', 'canceled'],
  ],
  // A carrier's report, one status at a time (carrierStatusMoves): a returned parcel was refused first.
  carrier_sync: [
    ['shipped', 'delivered'],
    ['shipped', 'refused'],
    ['refused', 'returned'],
  ],
  // The shopper's Confirm or Cancel tap on the WhatsApp confirmation (docs/whatsapp.md).
  whatsapp: [
    ['pending', 'confirmed'],
    ['pending', 'canceled'],
    ['contacted', 'confirmed'],
    ['contacted', 'canceled'],
  ],
};

const makes = (cause: TransitionCause, from: OrderStatus, to: OrderStatus) =>
  MOVES[cause].some(([f, t]) => f === from && t === to);

function transition(from: OrderStatus, to: OrderStatus): OrderTransition {
  const causes = TRANSITION_CAUSES.filter((cause) => makes(cause, from, to));
  // The dropdown still offers every status (the seed's rule): any other move is a correction.
  const corrections: TransitionCause[] = from !== to && !makes('sales', from, to) ? ['sales'] : [];
  // The desk's undo takes back what a call outcome did: the move the other way.
  if (makes('desk', to, from)) corrections.push('undo');
  const guards: TransitionGuard[] = [];
  // Leaving delivered would rewrite settled money; a second payout would settle it twice.
  if (from === 'delivered') guards.push('not_settled');
  return { from, to, causes, corrections, guards, stock: stockEffect(from, to) };
}

/** Every (from, to) pair, `ORDER_TRANSITIONS[from][to]`; a pair no cause may make has no causes. */
export const ORDER_TRANSITIONS: Record<
  OrderStatus,
  Record<OrderStatus, OrderTransition>
> = Object.fromEntries(
  ORDER_STATUSES.map((from) => [
    from,
    Object.fromEntries(ORDER_STATUSES.map((to) => [to, transition(from, to)])),
  ]),
) as Record<OrderStatus, Record<OrderStatus, OrderTransition>>;

/**
 * What the table says of one move by one cause: a step of the workflow, a correction (made only
 * with a reason), nothing to do (the dropdown set the status the order already has) or refused.
 * The server applies it and the SALES page asks for a reason from it.
 */
export type TransitionVerdict = 'allowed' | 'correction' | 'unchanged' | 'refused';

export function transitionVerdict(
  from: OrderStatus,
  to: OrderStatus,
  cause: TransitionCause,
): TransitionVerdict {
  const move = ORDER_TRANSITIONS[from][to];
  if (move.causes.includes(cause)) return 'allowed';
  if (move.corrections.includes(cause)) return 'correction';
  if (cause === 'sales' && from === to) return 'unchanged';
  return 'refused';
}

/** Statuses an order may have once a carrier took its parcel. */
export const SHIPPED_STATUSES = [
  'shipped',
  'delivered',
  'refused',
  'returned',
] as const satisfies readonly OrderStatus[];

/**
 * Why an order may not be deleted, or null: a parcel handed to a carrier (it is in a batch, a
 * payout reconciliation or the carrier's books) is canceled or marked returned instead; an order a
 * payout settled is part of that payout.
 */
export function deletionRefusal(order: {
  status: OrderStatus;
  shipped: boolean;
  settled: boolean;
}): 'settled' | 'shipped' | null {
  if (order.settled) return 'settled';
  if (order.shipped || (SHIPPED_STATUSES as readonly OrderStatus[]).includes(order.status)) return 'shipped';
  return null;
}
