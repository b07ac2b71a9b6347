/** The profit module's public entry: its router and the nightly ad spend import. */
export { profitRouter } from './profit.router.ts';
export { importRecentAdSpend } from './ad-spend-import.ts';
