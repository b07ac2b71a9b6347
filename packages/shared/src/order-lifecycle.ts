/**
 * The order lifecycle (docs/product.md, "Order lifecycle"): the statuses, their labels and which of
 * them hold stock units. What a status change may do is the transition table, order-transitions.ts.
 */

/** In the order of the typical path; the first five are the statuses the shop started with. */
export const ORDER_STATUSES = [
  'pending',
  'contacted',
  'confirmed',
  'shipped',
  'delivered',
  'refused',
  'returned',
  'canceled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  refused: 'Refused',
  returned: 'Returned',
  canceled: 'Canceled',
};

/** Statuses whose units are back on the shelf: the order was canceled or its parcel came back. */
export const RELEASED_STATUSES = ['canceled', 'returned'] as const satisfies readonly OrderStatus[];

/** Every status but canceled and returned keeps the order's units out of the available stock. */
export function holdsUnits(status: OrderStatus): boolean {
  return !(RELEASED_STATUSES as readonly OrderStatus[]).includes(status);
}

/** Orders the desk still has to confirm by phone. */
export const AWAITING_CONFIRMATION = ['pending', 'contacted'] as const satisfies readonly OrderStatus[];

export function awaitsConfirmation(status: OrderStatus): boolean {
  return (AWAITING_CONFIRMATION as readonly OrderStatus[]).includes(status);
}

/** Staff may change items and customer details only before the parcel leaves. */
export const EDITABLE_STATUSES = [
  'pending',
  'contacted',
  'confirmed',
] as const satisfies readonly OrderStatus[];

export function isEditable(status: OrderStatus): boolean {
  return (EDITABLE_STATUSES as readonly OrderStatus[]).includes(status);
}

/** What the carrier tells the shop about a parcel, and the parcel coming back to the shop. */
export const DELIVERY_OUTCOMES = [
  'delivered',
  'refused',
  'returned',
] as const satisfies readonly OrderStatus[];
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];

/**
 * The status an order must be in for staff to mark each outcome: a shipped parcel is delivered or
 * refused, a refused parcel is returned once it is back in the shop.
 */
export const OUTCOME_FROM: Record<DeliveryOutcome, OrderStatus> = {
  delivered: 'shipped',
  refused: 'shipped',
  returned: 'refused',
};

/** Only confirmed orders are handed to a carrier. */
export const SHIPPABLE_STATUS = 'confirmed' satisfies OrderStatus;
