// The checkout's public entry: the pages that place an order (the cart, the quick order) and the
// order confirmation page, for app/ (eslint.config.js enforces it). The cart's and the quick
// cart's data stay in their features, which the product pages load without the checkout's forms.
export { CartPage } from './components/cart-page';
export { OrderConfirmationPage } from './components/order-confirmation-page';
export { QuickCartPage } from './components/quick-cart-page';
