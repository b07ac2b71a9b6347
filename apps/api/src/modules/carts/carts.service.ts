import type { AddCartItemInput, CartItem, Product, UpdateCartItemInput } from '@vigor/shared';
import { DEFAULT_SIZES, MAX_LINE_QUANTITY, canBeOrdered } from '@vigor/shared';
import type { Prisma } from '@vigor/db/client';
import { AppError } from '../../lib/errors.ts';
import { prisma } from '../../lib/prisma.ts';
import { productSelect, toProduct } from '../products/products.mapper.ts';
import { availableForSize, cartLineSelect, toCartItem } from './carts.mapper.ts';

export const CART_ITEM_NOT_FOUND = 'Cart item';

type Tx = Prisma.TransactionClient;

/** The product a line is about, read from the database (prices and stock included). */
export async function findProduct(productId: number): Promise<Product> {
  const row = await prisma.product.findUnique({ where: { id: productId }, select: productSelect });
  if (!row) throw AppError.notFound('Product');
  return toProduct(row);
}

/** The sizes a product offers: those the admin entered, else the default sizes. */
export function offeredSizes(product: Product): string[] {
  return product.sizes.length ? product.sizes.map((s) => s.size) : [...DEFAULT_SIZES];
}

/**
 * The product's own spelling of `size` (matched case-insensitively), or a 400 with
 * `errors[field]` when the product does not offer it.
 */
export function resolveSize(product: Product, size: string, field = 'size'): string {
  const offered = offeredSizes(product);
  const match = offered.find((s) => s.toLowerCase() === size.trim().toLowerCase());
  if (!match) {
    throw AppError.badRequest('The given data was invalid.', {
      [field]: [`Choose one of the sizes of ${product.name}: ${offered.join(', ')}.`],
    });
  }
  return match;
}

/** coming_soon and out_of_stock products are refused: 409 with available_quantity 0. */
export function assertOrderable(product: Product): void {
  if (canBeOrdered(product.status)) return;
  const message =
    product.status === 'coming_soon'
      ? `${product.name} is coming soon and cannot be ordered yet.`
      : `${product.name} is out of stock.`;
  throw AppError.conflict(message, { available_quantity: 0 });
}

/** 409 `{ message, available_quantity }` when a line would hold more than the units left. */
export function assertAvailable(product: Product, size: string, quantity: number): void {
  const available = availableForSize(product, size);
  if (available != null && quantity > available) {
    throw AppError.conflict(
      available > 0
        ? `Only ${available} left of ${product.name} in size ${size}.`
        : `${product.name} is sold out in size ${size}.`,
      { available_quantity: available },
    );
  }
}

export function assertLineQuantity(quantity: number): void {
  if (quantity > MAX_LINE_QUANTITY) {
    throw AppError.badRequest('The given data was invalid.', {
      quantity: [`At most ${MAX_LINE_QUANTITY} units of one size per order.`],
    });
  }
}

/** A product, size and quantity a shopper may put in a cart, checked against the database. */
export async function checkLine(productId: number, size: string, quantity: number) {
  const product = await findProduct(productId);
  const canonicalSize = resolveSize(product, size);
  assertOrderable(product);
  assertAvailable(product, canonicalSize, quantity);
  return { product, size: canonicalSize };
}

export async function listCart(sessionId: string | undefined): Promise<CartItem[]> {
  if (!sessionId) return [];
  const rows = await prisma.cartItem.findMany({
    where: { session_id: sessionId },
    select: cartLineSelect,
    orderBy: [{ created_at: 'asc' }, { id: 'asc' }],
  });
  return rows.map(toCartItem);
}

/**
 * Adds units to the (session, product, size) line, creating it if needed, with one
 * INSERT ... ON CONFLICT on the unique index: concurrent adds never make two lines or lose units.
 * Returns the line's id and new quantity; the row stays locked until the transaction ends.
 */
async function addToLine(
  tx: Tx,
  sessionId: string,
  productId: number,
  size: string,
  quantity: number,
  printPlacement = 'FRONT',
) {
  const rows = await tx.$queryRaw<{ id: number; quantity: number }[]>`
    INSERT INTO cart_items (session_id, product_id, size, quantity, print_placement, updated_at)
    VALUES (${sessionId}, ${productId}, ${size}, ${quantity}, ${printPlacement}, now())
    ON CONFLICT (session_id, product_id, size)
    DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity, updated_at = now()
    RETURNING id, quantity`;
  return rows[0]!;
}

/**
 * Adds to the caller's cart; the same product and size sum into one line. The summed quantity
 * is checked before the transaction commits (409 with available_quantity, nothing changed).
 */
export async function addToCart(sessionId: string, input: AddCartItemInput): Promise<CartItem> {
  const { product, size } = await checkLine(input.product_id, input.size, input.quantity);
  const row = await prisma.$transaction(async (tx) => {
    const line = await addToLine(tx, sessionId, product.id, size, input.quantity, input.print_placement);
    assertLineQuantity(line.quantity);
    assertAvailable(product, size, line.quantity);
    return tx.cartItem.findUniqueOrThrow({ where: { id: line.id }, select: cartLineSelect });
  });
  return toCartItem(row);
}

async function ownLine(sessionId: string | undefined, id: number) {
  const line = sessionId
    ? await prisma.cartItem.findFirst({
        where: { id, session_id: sessionId },
        select: { id: true, product_id: true, size: true, print_placement: true },
      })
    : null;
  if (!line) throw AppError.notFound(CART_ITEM_NOT_FOUND);
  return line;
}

/**
 * Sets a line's quantity (below 1 removes it: null) and optionally its size. Moving to a size
 * the cart already holds merges the two lines, quantities summed.
 */
export async function updateCartLine(
  sessionId: string | undefined,
  id: number,
  input: UpdateCartItemInput,
): Promise<CartItem | null> {
  const line = await ownLine(sessionId, id);
  if (input.quantity < 1) {
    await prisma.cartItem.deleteMany({ where: { id, session_id: sessionId } });
    return null;
  }
  const product = await findProduct(line.product_id);
  const size = input.size ? resolveSize(product, input.size) : line.size;
  assertOrderable(product);
  if (size === line.size) {
    assertAvailable(product, size, input.quantity);
    const updated = await prisma.cartItem.updateMany({
      where: { id, session_id: sessionId },
      data: { quantity: input.quantity },
    });
    if (!updated.count) throw AppError.notFound(CART_ITEM_NOT_FOUND);
    return toCartItem(await prisma.cartItem.findUniqueOrThrow({ where: { id }, select: cartLineSelect }));
  }
  const row = await prisma.$transaction(async (tx) => {
    const removed = await tx.cartItem.deleteMany({ where: { id, session_id: sessionId } });
    if (!removed.count) throw AppError.notFound(CART_ITEM_NOT_FOUND);
    const merged = await addToLine(tx, sessionId!, product.id, size, input.quantity, line.print_placement);
    assertLineQuantity(merged.quantity);
    assertAvailable(product, size, merged.quantity);
    return tx.cartItem.findUniqueOrThrow({ where: { id: merged.id }, select: cartLineSelect });
  });
  return toCartItem(row);
}

export async function removeCartLine(sessionId: string | undefined, id: number): Promise<void> {
  const { count } = sessionId
    ? await prisma.cartItem.deleteMany({ where: { id, session_id: sessionId } })
    : { count: 0 };
  if (!count) throw AppError.notFound(CART_ITEM_NOT_FOUND);
}
