// The checkout's public entry, shared by the cart and the quick order (eslint.config.js enforces it).
export { useCreateOrder } from './api/create-order';
export { CheckoutForm, type CustomerFields } from './components/checkout-form';
export { OrderSummary } from './components/order-summary';
export { ThankYouOverlay } from './components/thank-you-overlay';
export { useOrderInHistory } from './hooks/use-order-in-history';
export { useShownTotals } from './hooks/use-shown-totals';
export {
  invalidItemsOf,
  invalidItemsText,
  isGone,
  orderErrorText,
  quickOrderErrorText,
} from './lib/order-error-text';
