import type { AddCartItemInput, CartItem, Product, UpdateCartItemInput } from '@vigor/shared';
import { DEFAULT_SIZES, canBeOrdered, matchSize } from '@vigor/shared';
import { catalogDerived } from '../../lib/catalog-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import { prisma, type Tx } from '../../lib/prisma.ts';
import { offersViews, toProduct, type ProductRow } from '../products/index.ts';
import { unitLimitError, unitLimits } from '../order-guard/index.ts';
import { availableForSize, cartLineSelect, toCartItem, withProduct } from './carts.mapper.ts';

export const CART_ITEM_NOT_FOUND = 'Cart item';

/**
 * The product a line is about (prices and stock included), kept with the catalog's cached
 * answers: every cart and quick-order request starts here, and a write that changes a product or
 * its stock forgets it at once in its process and within a second in the others (lib/catalog-
 * cache.ts). A line checked against a copy that old is still safe: an order re-checks the stock
 * in its own transaction and marks the lines it cannot serve.
 */
export function findProduct(productId: number): Promise<Product> {
  return catalogDerived(`cart-product:${productId}`, () => readProduct(productId));
}

async function readProduct(productId: number): Promise<Product> {
  // Raw, with the sizes aggregated in the same statement: the ORM's relation query costs several
  // times more (docs/performance.md). The columns are those of productSelect; the enum label
  // 't-shirts' is the client's 't_shirts'.
  const [row] = await prisma.$queryRaw<ProductRow[]>`
    SELECT p.id, p.name, p.description, p.name_fr, p.name_ar, p.description_fr, p.description_ar, replace(p.type::text, '-', '_') AS type, p.color, p.price,
      p.prix_reduction, p.image, p.status::text AS status, p.created_at,
      COALESCE((SELECT json_agg(json_build_object('size', s.size, 'quantity', s.quantity, 'reserved', s.reserved)
        ORDER BY s.position, s.id) FROM product_sizes s WHERE s.product_id = p.id), '[]') AS sizes
    FROM products p WHERE p.id = ${productId}`;
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
  const match = matchSize(
    product.sizes.map((s) => s.size),
    size,
  );
  if (!match) {
    const offered = offeredSizes(product);
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
function assertAvailable(product: Product, size: string, quantity: number): void {
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

/** The units one line may hold: the shop's limit per line (docs/product.md "Limits against abuse"). */
const unitsPerLine = async (): Promise<number> => (await unitLimits()).units_per_line;

/**
 * 422 `order_limit` when a line would hold more units than the shop takes in one line: the cart
 * refuses them as the order would, so that a shopper is never told only at PLACE ORDER.
 */
function assertLineQuantity(quantity: number, perLine: number): void {
  if (quantity > perLine) throw unitLimitError('units_per_line', perLine);
}

/**
 * The units a line would hold, within the shop's line limit (422) and the units left (409).
 * Answers the limit, read once for the request.
 */
export async function checkQuantity(product: Product, size: string, quantity: number): Promise<number> {
  const perLine = await unitsPerLine();
  assertLineQuantity(quantity, perLine);
  assertAvailable(product, size, quantity);
  return perLine;
}

/** A product, size and quantity a shopper may put in a cart, checked against the database. */
export async function checkLine(productId: number, size: string, quantity: number) {
  const product = await findProduct(productId);
  const canonicalSize = resolveSize(product, size);
  assertOrderable(product);
  const perLine = await checkQuantity(product, canonicalSize, quantity);
  return { product, size: canonicalSize, perLine };
}

export async function listCart(sessionId: string | undefined): Promise<CartItem[]> {
  if (!sessionId) return [];
  const rows = await prisma.cartItem.findMany({
    where: { session_id: sessionId },
    select: cartLineSelect,
    orderBy: [{ created_at: 'asc' }, { id: 'asc' }],
  });
  const items = rows.map(toCartItem);
  // The cart prices its lines with their products' offers as orders will (docs/product.md "Offers").
  const offers = await offersViews(items.map((item) => item.product));
  return items.map((item) => ({
    ...item,
    product: { ...item.product, offers: offers.get(item.product_id) },
  }));
}

/**
 * Adds units to the (session, product, size) line, creating it if needed, with one
 * INSERT ... ON CONFLICT on the unique index: concurrent adds never make two lines or lose units.
 * The summed quantity may not pass `limit`: then nothing changes and the answer is null.
 */
async function addToLine(
  db: Tx,
  line: { sessionId: string; productId: number; size: string; quantity: number; printPlacement?: string },
  limit: number,
) {
  const { sessionId, productId, size, quantity, printPlacement = 'FRONT' } = line;
  const rows = await db.$queryRaw<{ id: number; quantity: number; print_placement: string }[]>`
    INSERT INTO cart_items (session_id, product_id, size, quantity, print_placement, updated_at)
    SELECT ${sessionId}, ${productId}::int, ${size}, ${quantity}::int, ${printPlacement}, now()
    WHERE ${quantity}::int <= ${limit}::int
    ON CONFLICT (session_id, product_id, size)
    DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity, updated_at = now()
    WHERE cart_items.quantity + EXCLUDED.quantity <= ${limit}::int
    RETURNING id, quantity, print_placement`;
  return rows[0] ?? null;
}

/** The most units a line of this size may hold: the shop's limit, or fewer when stock is counted. */
function lineLimit(product: Product, size: string, perLine: number): number {
  return Math.min(perLine, availableForSize(product, size) ?? perLine);
}

/** Why adding `quantity` to the caller's line was refused: 422 over the shop's line limit, else 409. */
async function refuseAdd(
  db: Tx,
  sessionId: string,
  product: Product,
  size: string,
  quantity: number,
  perLine: number,
): Promise<never> {
  const existing = await db.cartItem.findUnique({
    where: { session_id_product_id_size: { session_id: sessionId, product_id: product.id, size } },
    select: { quantity: true },
  });
  const summed = (existing?.quantity ?? 0) + quantity;
  assertLineQuantity(summed, perLine);
  assertAvailable(product, size, summed);
  // The line changed between the two statements: the shopper may simply try again.
  throw AppError.conflict(`The cart changed meanwhile; please try again.`);
}

/**
 * Adds to the caller's cart; the same product and size sum into one line. One statement after
 * the product is read: the summed quantity is checked in the upsert itself (409 with
 * available_quantity, nothing changed), so no transaction is needed.
 */
export async function addToCart(sessionId: string, input: AddCartItemInput): Promise<CartItem> {
  const { product, size, perLine } = await checkLine(input.product_id, input.size, input.quantity);
  const line = await addToLine(
    prisma,
    {
      sessionId,
      productId: product.id,
      size,
      quantity: input.quantity,
      printPlacement: input.print_placement,
    },
    lineLimit(product, size, perLine),
  );
  if (!line) return refuseAdd(prisma, sessionId, product, size, input.quantity, perLine);
  return {
    ...withProduct(product, { ...line, product_id: product.id, size }),
    print_placement: line.print_placement,
  };
}

async function ownLine(sessionId: string | undefined, id: number) {
  return orNotFound(
    CART_ITEM_NOT_FOUND,
    sessionId
      ? prisma.cartItem.findFirst({
          where: { id, session_id: sessionId },
          select: { id: true, product_id: true, size: true, print_placement: true },
        })
      : Promise.resolve(null),
  );
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
  const perLine = await checkQuantity(product, size, input.quantity);
  if (size === line.size) {
    return toCartItem(
      await orNotFound(
        CART_ITEM_NOT_FOUND,
        prisma.cartItem.update({
          where: { id, session_id: sessionId },
          data: { quantity: input.quantity },
          select: cartLineSelect,
        }),
      ),
    );
  }
  const row = await prisma.$transaction(async (tx) => {
    await orNotFound(
      CART_ITEM_NOT_FOUND,
      tx.cartItem.delete({ where: { id, session_id: sessionId }, select: { id: true } }),
    );
    const merged = await addToLine(
      tx,
      {
        sessionId: sessionId!,
        productId: product.id,
        size,
        quantity: input.quantity,
        printPlacement: line.print_placement,
      },
      lineLimit(product, size, perLine),
    );
    if (!merged) return refuseAdd(tx, sessionId!, product, size, input.quantity, perLine);
    return tx.cartItem.findUniqueOrThrow({ where: { id: merged.id }, select: cartLineSelect });
  });
  return toCartItem(row);
}

export async function removeCartLine(sessionId: string | undefined, id: number): Promise<void> {
  await orNotFound(
    CART_ITEM_NOT_FOUND,
    sessionId
      ? prisma.cartItem.delete({ where: { id, session_id: sessionId }, select: { id: true } })
      : Promise.resolve(null),
  );
}
