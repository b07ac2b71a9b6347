export { OrderConfirmationPage as Component } from '../../features/checkout/components/order-confirmation-page';
