/** The reports module's public entry: the commission's rule, which PROFIT reads (modules/profit). */
export { lastConfirmations } from './agents.ts';
