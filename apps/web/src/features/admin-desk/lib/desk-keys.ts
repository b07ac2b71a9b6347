import type { CallOutcome } from '@vigor/shared';

/** The key of each call outcome on the open order (docs/product.md "Confirmation desk"). */
export const OUTCOME_KEYS: Record<CallOutcome, string> = {
  confirmed: 'c',
  no_answer: 'n',
  call_back: 'b',
  wrong_number: 'w',
  canceled: 'x',
};

export type DeskAction = CallOutcome | 'edit' | 'tel' | 'whatsapp';

/** One key per action on the open order. */
export const DESK_KEYS: Record<string, DeskAction> = {
  ...Object.fromEntries(Object.entries(OUTCOME_KEYS).map(([outcome, key]) => [key, outcome as CallOutcome])),
  e: 'edit',
  t: 'tel',
  a: 'whatsapp',
};

/** The open order's or lead's keys: true when `key` is one of them (done, or said why not). */
export type DeskKeys = (key: string) => boolean;
