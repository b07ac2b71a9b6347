export { ShopPage as Component } from '../../features/shop';
