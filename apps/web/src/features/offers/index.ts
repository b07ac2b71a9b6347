// Offers' public entry (docs/product.md, "Offers"): the quantity tiers and add-ons the product
// page, the cart and the quick-order form show, and how they price lines. Only those routes
// import it, so its code stays out of the home page's JS.
export { AddonOffers, addonSizes, type TakenAddon } from './components/addon-offers';
export { OfferSavings } from './components/offer-savings';
export { QuantityOffers } from './components/quantity-offers';
export { pricedLines, type LineWithProduct } from './lib/priced-lines';
export { useTakenAddons } from './hooks/use-taken-addons';
export { CartAddons } from './components/cart-addons';
export { CartTiers } from './components/cart-tiers';
