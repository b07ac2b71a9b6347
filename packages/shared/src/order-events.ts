/**
 * What an order event records (the order's audit trail, and the outbox other parts of the store
 * react to; docs/product.md, "Order workflow"). The payload of each type is the zod union
 * OrderEventPayload of order-events-input.ts, stored in order_events.details with its type in
 * order_events.kind.
 */
export const ORDER_EVENT_TYPES = [
  /** The order was placed (the first event of every order). */
  'placed',
  /** A status move from the SALES dropdown, the automatic cancel or a carrier's report. */
  'status',
  /** A call outcome logged on the desk (with the status move it made). */
  'call',
  /** Items or customer details edited on the call. */
  'edit',
  /** An agent took or let go of the order on the desk. */
  'claim',
  /** The parcel handed to a carrier in a batch. */
  'shipment',
  /** A delivery outcome scanned by staff. */
  'outcome',
  /** A carrier payout settled the order's cash. */
  'payout',
  /** A lead (a shopper's request taken by phone or message) became this order. */
  'lead_converted',
  /** A status move off the workflow from the SALES dropdown, with the admin's reason. */
  'correction',
  /** An offer added on the call (a desk edit of the items: docs/product.md, "Offers"). */
  'upsell',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** Where an order was placed: the cart, the quick cart of a product page, the desk, a lead. */
export const ORDER_SOURCES = ['cart', 'quick-cart', 'desk', 'lead'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];
