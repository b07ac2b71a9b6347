import { z } from 'zod';
import { ORDER_LIMIT_MAXIMUMS } from './order-limits.js';
import { MoroccanPhone } from './phone-input.js';

const Limit = (max: number) =>
  z.coerce.number().int('A whole number').min(1, 'At least 1').max(max, `At most ${max}`);

export const UpdateOrderLimitsInput = z.strictObject({
  units_per_line: Limit(ORDER_LIMIT_MAXIMUMS.units_per_line),
  units_per_order: Limit(ORDER_LIMIT_MAXIMUMS.units_per_order),
  orders_per_phone_per_day: Limit(ORDER_LIMIT_MAXIMUMS.orders_per_phone_per_day),
  orders_per_session_per_day: Limit(ORDER_LIMIT_MAXIMUMS.orders_per_session_per_day),
  orders_per_address_per_hour: Limit(ORDER_LIMIT_MAXIMUMS.orders_per_address_per_hour),
});
export type UpdateOrderLimitsInput = z.infer<typeof UpdateOrderLimitsInput>;

/** The desk clears a phone's count of orders of the day, saying why. */
export const ClearPhoneCountInput = z.strictObject({
  phone: MoroccanPhone,
  reason: z.string({ error: 'Give a reason' }).trim().min(1, 'Give a reason').max(200),
});
export type ClearPhoneCountInput = z.infer<typeof ClearPhoneCountInput>;
