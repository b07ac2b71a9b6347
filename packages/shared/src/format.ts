/** The one way the store shows money: two decimals and the dirham sign, e.g. `249.00 dh`. */
export function formatPrice(amount: number): string {
  return `${amount.toFixed(2)} dh`;
}
