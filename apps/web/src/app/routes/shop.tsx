export { ShopPage as Component } from '../../features/products/components/shop-pages';
