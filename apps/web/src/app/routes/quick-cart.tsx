export { QuickCartPage as Component } from '../../features/checkout';
