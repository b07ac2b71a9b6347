export { BeaniesPage as Component } from '../../features/products/components/shop-pages';
