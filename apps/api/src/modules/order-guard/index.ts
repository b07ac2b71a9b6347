/**
 * The order guard's public entry: the limits and blocklist a shopper's order or lead passes
 * before it is kept, the units a line may hold, and what the desk reads of the blocklist.
 */
export { admissionOf, unitLimitError, type Admission } from './admission.ts';
export { blockedAmong, phoneBlockReason } from './blocklist.ts';
export { admitLead } from './lead-admission.ts';
export { unitLimits } from './order-limits.ts';
