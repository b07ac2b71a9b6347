/** The carts module's public entry: the cart rules the quick cart applies to its own lines. */
export { cartLineSelect, toCartLine } from './carts.mapper.ts';
export { assertOrderable, checkLine, checkQuantity, findProduct, resolveSize } from './carts.service.ts';
