/**
 * Tests arrange and check orders directly (an order in a given state, the events it got): they
 * hold the process's one client with the order models, which the application's code outside
 * modules/orders does not get (lib/prisma.ts, docs/decisions/114-orders-boundary-by-types.md).
 */
export { prisma } from '../src/modules/orders/orders-database.ts';
