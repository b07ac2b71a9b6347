import { z } from 'zod';
import { MoroccanPhone } from './phone-input.js';

export const BlockInput = z
  .strictObject({
    phone: MoroccanPhone.optional(),
    ip: z.union([z.ipv4(), z.ipv6()], { error: 'Enter an IPv4 or IPv6 address' }).optional(),
    reason: z.string({ error: 'Give a reason' }).trim().min(1, 'Give a reason').max(200),
  })
  .refine((input) => input.phone !== undefined || input.ip !== undefined, {
    message: 'Give a phone number or an IP address',
    path: ['phone'],
  });
export type BlockInput = z.infer<typeof BlockInput>;
