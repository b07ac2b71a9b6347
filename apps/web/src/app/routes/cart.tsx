export { CartPage as Component } from '../../features/checkout';
