/**
 * The orders module's public entry: what other modules may use (ESLint refuses a deep import of
 * another module's files, docs/decisions/010-import-boundaries.md). Orders is the only module that
 * writes `orders`, `order_items` and `order_events` (the other modules' client has no order
 * models, docs/decisions/114-orders-boundary-by-types.md): others read them through orderReads and
 * change an order through transitionOrder and the functions below, inside withOrderTransaction
 * when they change several things at once.
 */
export { ordersRouter } from './orders.router.ts';
export {
  orderItem,
  orderedProductColumns,
  placeOrder,
  type OrderedProduct,
  type PlaceOrderOptions,
  type PlaceOrderResult,
  type Shopper,
} from './orders.service.ts';
export { shopperOf, type AttributionSource } from './order-attribution.ts';
export { orderSelect, toOrder, type OrderRow } from './orders.mapper.ts';
export { orderReads, type OrderReads } from './orders-database.ts';
export { withHistories } from './orders-admin.service.ts';
export { editOrder } from './order-edits.ts';
export { noteChanges, withOrderTransaction, type OrderTx } from './transaction.ts';
export {
  lockOrder,
  transitionOrder,
  type CauseDetails,
  type LockedOrder,
  type StaffActor,
  type TransitionInput,
  type TransitionResult,
} from './transitions.ts';
export { transitionEach } from './order-moves.ts';
export { readOrderEvent, recordOrderEvent } from './order-events.ts';
export {
  ORDER_EVENTS_TASK,
  deliverOrderEvents,
  type OrderEventHandler,
  type OrderEventSubscribers,
  type OutboxEvent,
} from './outbox.ts';
