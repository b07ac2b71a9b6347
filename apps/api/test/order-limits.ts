import type { DeskSettings, OrderLimits } from '@vigor/shared';

/**
 * Order counts for tests where many orders share one phone, guest session or address (they all
 * come from 127.0.0.1), saved in the shop's settings as an admin would (never a switch in code).
 */
export const MANY_ORDERS_FROM_ONE_CLIENT = {
  orders_per_phone_per_day: 1_000_000,
  orders_per_session_per_day: 1_000_000,
  orders_per_address_per_hour: 1_000_000,
} satisfies Partial<OrderLimits>;

/** The same for new leads: every checkout journey types a phone from 127.0.0.1 (desk settings). */
export const MANY_LEADS_FROM_ONE_CLIENT = {
  leads_per_session_per_day: 1_000_000,
  leads_per_address_per_hour: 1_000_000,
} satisfies Partial<DeskSettings>;
