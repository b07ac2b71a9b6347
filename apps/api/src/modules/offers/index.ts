/** The offers module's public entry (docs/product.md, "Offers"). */
export { withOffers } from './offered-items.ts';
export { readOffers } from './offers.service.ts';
export { offersRouter } from './offers.router.ts';
