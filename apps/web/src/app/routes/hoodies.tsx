export { HoodiesPage as Component } from '../../features/products/components/shop-pages';
