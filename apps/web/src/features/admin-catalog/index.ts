// The PRODUCTS tab's entry: the catalog, its product form and the product search the desk's order
// edit uses (eslint.config.js enforces it).
import './catalog.css';
export { productStatsQuery, useAdminProducts } from './api/products';
export { ProductsTab } from './components/products-tab';
export { serverFieldErrors, type FormErrors } from './lib/product-form';
