/** The one way the store shows money: two decimals and the dirham sign, e.g. `249.00 dh`. */
export function formatPrice(amount: number): string {
  return `${amount.toFixed(2)} dh`;
}

/** How long ago something happened, for staff screens: "just now", "12 min ago", "3 h ago", "2 days ago". */
export function formatAge(fromIso: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(fromIso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

/** The shop is in Morocco: staff screens and exports show dates in this time zone. */
export const SHOP_TIME_ZONE = 'Africa/Casablanca';
