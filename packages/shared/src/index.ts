// Each domain's rules, types and constants are in <domain>.ts; the zod schemas of what clients
// send are apart in <domain>-input.ts, so that a storefront page applying the rules (a delivery
// fee, a sold-out product) loads no schema code (docs/decisions/071-app-after-first-paint.md).
export * from './api.js';
export * from './api-input.js';
export * from './auth.js';
export * from './auth-input.js';
export * from './carts.js';
export * from './carts-input.js';
export * from './carrier-cities.js';
export * from './carriers.js';
export * from './carriers-input.js';
export * from './confirmation.js';
export * from './confirmation-input.js';
export * from './delivery.js';
export * from './delivery-input.js';
export * from './field-errors.js';
export * from './format.js';
export * from './images.js';
export * from './messages.js';
export * from './messages-input.js';
export * from './money.js';
export * from './order-lifecycle.js';
export * from './orders.js';
export * from './orders-input.js';
export * from './phone.js';
export * from './phone-input.js';
export * from './pricing.js';
export * from './products.js';
export * from './products-input.js';
export * from './sessions.js';
export * from './sessions-input.js';
export * from './shipping.js';
export * from './shipping-input.js';
export * from './stock.js';
export * from './ssr.js';
export * from './reports.js';
export * from './reports-input.js';
