// The shop pages' public entry: every product, the hoodies and the beanies, for app/ (eslint.config.js
// enforces it). Apart from the catalog (features/products), which app/'s page loaders load with
// every page: the list pages' filters, sorting and pagination load with their own routes only.
export { BeaniesPage, HoodiesPage, ShopPage } from './components/shop-pages';
