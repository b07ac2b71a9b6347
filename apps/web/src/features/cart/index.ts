// The cart's public entry: its data, for the header's badge, the product pages' "add to cart" and
// the cart page of the checkout (eslint.config.js enforces it).
export { cartKeys, useCart, useCartCount } from './api/get-cart';
export { useAddToCart } from './api/add-to-cart';
export { useRemoveCartItem } from './api/remove-cart-item';
export { useUpdateCartItem } from './api/update-cart-item';
export { useUnitsPerLine } from './api/get-unit-limits';
