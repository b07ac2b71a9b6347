// The quick order's public entry: "Buy it now" on the product page, and the quick cart the
// checkout's quick-cart page reads and submits (eslint.config.js enforces it).
export { useCreateQuickCart } from './api/create-quick-cart';
export { useSubmitQuickOrder } from './api/submit-quick-order';
export { readQuickCartState, type QuickCartState } from './quick-cart-state';
