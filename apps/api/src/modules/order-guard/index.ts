/** The order guard's public entry: the limits and blocklist an order passes before it is placed. */
export { admissionOf, unitLimitError, type Admission } from './admission.ts';
export { unitLimits } from './order-limits.ts';
