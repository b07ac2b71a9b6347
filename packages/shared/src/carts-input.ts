import { z } from 'zod';
import { decimalInteger } from './api-input.js';
import { MAX_LINE_QUANTITY } from './carts.js';

const ProductId = z.coerce.number().int().positive().max(2_147_483_647);
/** Units on one order line, in decimal digits only (decimalInteger). */
export const LineQuantity = decimalInteger(z.number().int().min(1).max(MAX_LINE_QUANTITY));
const Size = z.string().trim().min(1, 'Size is required').max(20);
/** The browser may send the price it showed; the server ignores it and reads the database. */
const IgnoredPrice = z.unknown().optional();

export const AddCartItemInput = z.strictObject({
  product_id: ProductId,
  quantity: LineQuantity.default(1),
  size: Size,
  price: IgnoredPrice,
  print_placement: z.enum(['FRONT', 'BACK']).default('FRONT'),
});
export type AddCartItemInput = z.infer<typeof AddCartItemInput>;

/** A quantity below 1 removes the line. */
export const UpdateCartItemInput = z.strictObject({
  quantity: decimalInteger(z.number().int().max(MAX_LINE_QUANTITY)),
  size: Size.optional(),
  price: IgnoredPrice,
});
export type UpdateCartItemInput = z.infer<typeof UpdateCartItemInput>;

export const AddQuickCartItemInput = z.strictObject({
  product_id: ProductId,
  quantity: LineQuantity.default(1),
  size: Size,
  price: IgnoredPrice,
});
export type AddQuickCartItemInput = z.infer<typeof AddQuickCartItemInput>;
