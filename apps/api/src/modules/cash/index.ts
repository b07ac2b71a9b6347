/** The cash module's public entry: its router (carrier payouts and statements). */
export { cashRouter } from './cash.router.ts';
