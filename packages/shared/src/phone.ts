const LOCAL = /^0([5-7]\d{8})$/;
const INTERNATIONAL = /^(?:\+|00)212([5-7]\d{8})$/;

/**
 * Moroccan phone numbers as shoppers type them (06…, 07…, 05… or +212…, with spaces, dots or
 * dashes) normalised to `+212XXXXXXXXX`; null when it is not such a number.
 */
export function normalizeMoroccanPhone(input: string): string | null {
  const compact = input.replace(/[\s.\-()]/g, '');
  const match = LOCAL.exec(compact) ?? INTERNATIONAL.exec(compact);
  return match ? `+212${match[1]}` : null;
}

export const MOROCCAN_PHONE_MESSAGE = 'Enter a Moroccan phone number (06…, 07…, 05… or +212…).';
