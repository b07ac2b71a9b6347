/**
 * The order workflow (docs/product.md, "Order workflow"): for every (from, to) pair of statuses,
 * who may make the move, the guard it must pass, what it does to the order's stock units and the
 * event it records. The API applies this table in one place (transitionOrder in the orders module);
 * every status change of the store goes through it.
 */
import type { StaffRole } from './auth.js';
import type { OrderEventType } from './order-events.js';
import { ORDER_STATUSES, holdsUnits, type OrderStatus } from './order-lifecycle.js';

/**
 * What makes a move: the admin's status dropdown in SALES, a call outcome on the desk, a shipment
 * batch, a scanned delivery outcome, a carrier payout settling a delivered order, the automatic
 * cancel of unanswered orders, a carrier's status report.
 */
export const TRANSITION_CAUSES = [
  'sales',
  'desk',
  'lead',
  'batch',
  'outcome',
  'payout',
  'auto_cancel',
  'carrier_sync',
] as const;
export type TransitionCause = (typeof TRANSITION_CAUSES)[number];

/** Causes that are staff actions (with the staff user recorded); the others are the shop itself. */
export const STAFF_CAUSES = [
  'sales',
  'desk',
  'lead',
  'batch',
  'outcome',
  'payout',
] as const satisfies readonly TransitionCause[];
export type StaffCause = (typeof STAFF_CAUSES)[number];
export type SystemCause = Exclude<TransitionCause, StaffCause>;

/** The staff roles that may act through each staff cause (every order screen is the admin's). */
export const CAUSE_ROLES: Record<StaffCause, readonly StaffRole[]> = {
  sales: ['admin'],
  desk: ['admin'],
  lead: ['admin'],
  batch: ['admin'],
  outcome: ['admin'],
  payout: ['admin'],
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
  /** Causes allowed to make this move. */
  causes: readonly TransitionCause[];
  guards: readonly TransitionGuard[];
  stock: StockEffect;
}

/** The event each cause records: the status move is in it (from, to) with what caused it. */
export const CAUSE_EVENT: Record<TransitionCause, OrderEventType> = {
  sales: 'status',
  desk: 'call',
  lead: 'lead_converted',
  batch: 'shipment',
  outcome: 'outcome',
  payout: 'payout',
  auto_cancel: 'status',
  carrier_sync: 'status',
};

/** Entering canceled or returned gives the units back; leaving them takes the units again. */
export function stockEffect(from: OrderStatus, to: OrderStatus): StockEffect {
  const held = holdsUnits(from);
  if (held === holdsUnits(to)) return 'none';
  return held ? 'release' : 'hold';
}

/** The moves each cause other than SALES makes; SALES (the admin's dropdown) makes every move. */
const MOVES: Record<Exclude<TransitionCause, 'sales'>, readonly (readonly [OrderStatus, OrderStatus])[]> = {
  // A call outcome (OUTCOME_STATUS): confirmed, contacted (no answer, call back) or canceled.
  desk: [
    ['pending', 'contacted'],
    ['pending', 'confirmed'],
    ['pending', 'canceled'],
    ['contacted', 'contacted'],
    ['contacted', 'confirmed'],
    ['contacted', 'canceled'],
  ],
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
};

function transition(from: OrderStatus, to: OrderStatus): OrderTransition {
  const causes = TRANSITION_CAUSES.filter(
    (cause) =>
      (cause === 'sales' && from !== to) ||
      (cause !== 'sales' && MOVES[cause].some(([f, t]) => f === from && t === to)),
  );
  const guards: TransitionGuard[] = [];
  // Leaving delivered would rewrite settled money; a second payout would settle it twice.
  if (from === 'delivered') guards.push('not_settled');
  return { from, to, causes, guards, stock: stockEffect(from, to) };
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

export function isAllowedTransition(from: OrderStatus, to: OrderStatus, cause: TransitionCause): boolean {
  return ORDER_TRANSITIONS[from][to].causes.includes(cause);
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
