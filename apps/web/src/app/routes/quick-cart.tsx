export { QuickCartPage as Component } from '../../features/quick-cart/components/quick-cart-page';
