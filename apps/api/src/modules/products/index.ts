/** The products module's public entry: how a product row reads, the catalog's answers, its ids. */
export { productSelect, toProduct, type ProductRow } from './products.mapper.ts';
export { catalogAnswers } from './catalog-answers.ts';
export { productIds } from './products.service.ts';
export { offersViews } from './product-offers.ts';
