// The quick order's public entry: "Buy it now" on the product page (eslint.config.js enforces it).
export { useCreateQuickCart } from './api/create-quick-cart';
export type { QuickCartState } from './quick-cart-state';
