// The catalog's public entry: what the home and product pages use (eslint.config.js enforces it).
export { useProduct } from './api/get-product';
export { useRecommendations } from './api/get-recommendations';
export { useHomeRows } from './api/get-home-rows';
export { HomeRow } from './components/home-row';
export { ProductGrid } from './components/product-grid';
export { useCardActions } from './hooks/use-card-actions';
