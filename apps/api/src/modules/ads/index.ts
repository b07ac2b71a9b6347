/** The ads module's public entry: its subscriber to the order outbox (orders/outbox-subscribers.ts). */
export { reportOrderEvent } from './ad-sends.ts';
