export { OrderConfirmationPage as Component } from '../../features/checkout';
