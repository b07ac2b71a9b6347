/** Orders whose selected subtotal reaches this amount ship free (the banner on every page). */
export const FREE_SHIPPING_THRESHOLD = 599;
/** What the cart charges below the threshold. */
export const CART_DELIVERY_FEE = 30;
/** What the product page announces per city. */
export const CITY_DELIVERY_FEES = { casablanca: 20, otherCities: 35 } as const;

export function cartDeliveryFee(subtotal: number): number {
  return subtotal > 0 && subtotal < FREE_SHIPPING_THRESHOLD ? CART_DELIVERY_FEE : 0;
}
