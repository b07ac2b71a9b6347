export { ProductPage as Component } from '../../features/product-detail';
