// The product page's public entry: what app/ composes (eslint.config.js enforces it).
export { ProductPage } from './components/product-page';
