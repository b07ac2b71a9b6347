import { z } from 'zod';
import { MOROCCAN_PHONE_MESSAGE, normalizeMoroccanPhone } from './phone.js';

export const MoroccanPhone = z
  .string()
  .trim()
  .min(1, 'Phone is required')
  .transform((value, ctx) => {
    const normalized = normalizeMoroccanPhone(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: MOROCCAN_PHONE_MESSAGE });
      return z.NEVER;
    }
    return normalized;
  });
