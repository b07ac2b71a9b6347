// The cart's public entry: what other features may use (eslint.config.js enforces it).
export { cartKeys, useCartCount } from './api/get-cart';
export { useAddToCart } from './api/add-to-cart';
