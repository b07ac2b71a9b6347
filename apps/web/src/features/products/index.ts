// The catalog's public entry: what the home, shop and product pages use, and the queries that
// app/'s page loaders start (eslint.config.js enforces it).
export { homeRowsQuery, useHomeRows } from './api/get-home-rows';
export { productQuery, useProduct } from './api/get-product';
export { productKeys, productsQuery, useProducts, type ProductListParams } from './api/get-products';
export { useRecommendations } from './api/get-recommendations';
export { HomeRow } from './components/home-row';
export { ProductGrid } from './components/product-grid';
export { useCardActions } from './hooks/use-card-actions';
export { FILTERS, SORTS, listParamsOf, type Filter } from './lib/list-params';
