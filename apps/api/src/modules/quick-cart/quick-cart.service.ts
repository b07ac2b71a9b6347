import type { Prisma } from '@vigor/db/client';
import type {
  AddQuickCartItemInput,
  QuickCartItem,
  QuickOrderInput,
  UpdateCartItemInput,
} from '@vigor/shared';
import { orNotFound } from '../../lib/or-not-found.ts';
import { prisma } from '../../lib/prisma.ts';
import {
  assertOrderable,
  cartLineSelect,
  checkLine,
  checkQuantity,
  findProduct,
  resolveSize,
  toCartLine,
} from '../carts/index.ts';
import { placeOrder, type PlaceOrderOptions, type PlaceOrderResult, type Shopper } from '../orders/index.ts';

const NOT_FOUND = 'Quick cart item';

const quickLineSelect = {
  id: true,
  product_id: true,
  size: true,
  quantity: true,
  product: cartLineSelect.product,
} satisfies Prisma.QuickCartItemSelect;

type QuickLineRow = Prisma.QuickCartItemGetPayload<{ select: typeof quickLineSelect }>;

function toQuickCartItem(row: QuickLineRow): QuickCartItem {
  return toCartLine(row);
}

export async function listQuickCart(sessionId: string | undefined): Promise<QuickCartItem[]> {
  if (!sessionId) return [];
  const rows = await prisma.quickCartItem.findMany({
    where: { session_id: sessionId },
    select: quickLineSelect,
    orderBy: { id: 'asc' },
  });
  return rows.map(toQuickCartItem);
}

/** "Buy now": the quick cart becomes this one line. */
export async function replaceQuickCart(
  sessionId: string,
  input: AddQuickCartItemInput,
): Promise<QuickCartItem> {
  const { product, size } = await checkLine(input.product_id, input.size, input.quantity);
  const row = await prisma.$transaction(async (tx) => {
    // The session row is locked so that two "buy now" clicks at once still leave one line.
    await tx.$queryRaw`SELECT id FROM guest_sessions WHERE id = ${sessionId} FOR UPDATE`;
    await tx.quickCartItem.deleteMany({ where: { session_id: sessionId } });
    return tx.quickCartItem.create({
      data: { session_id: sessionId, product_id: product.id, size, quantity: input.quantity },
      select: quickLineSelect,
    });
  });
  return toQuickCartItem(row);
}

async function ownLine(sessionId: string | undefined, id: number) {
  return orNotFound(
    NOT_FOUND,
    sessionId
      ? prisma.quickCartItem.findFirst({
          where: { id, session_id: sessionId },
          select: { product_id: true, size: true },
        })
      : Promise.resolve(null),
  );
}

/** Sets the quantity (below 1 removes the line: null) and optionally the size. */
export async function updateQuickCartLine(
  sessionId: string | undefined,
  id: number,
  input: UpdateCartItemInput,
): Promise<QuickCartItem | null> {
  const line = await ownLine(sessionId, id);
  if (input.quantity < 1) {
    await removeQuickCartLine(sessionId, id);
    return null;
  }
  const product = await findProduct(line.product_id);
  const size = input.size ? resolveSize(product, input.size) : line.size;
  assertOrderable(product);
  await checkQuantity(product, size, input.quantity);
  return toQuickCartItem(
    await orNotFound(
      NOT_FOUND,
      prisma.quickCartItem.update({
        where: { id, session_id: sessionId },
        data: { quantity: input.quantity, size },
        select: quickLineSelect,
      }),
    ),
  );
}

export async function removeQuickCartLine(sessionId: string | undefined, id: number): Promise<void> {
  await orNotFound(
    NOT_FOUND,
    sessionId
      ? prisma.quickCartItem.delete({ where: { id, session_id: sessionId }, select: { id: true } })
      : Promise.resolve(null),
  );
}

export async function clearQuickCart(sessionId: string | undefined): Promise<number> {
  if (!sessionId) return 0;
  return (await prisma.quickCartItem.deleteMany({ where: { session_id: sessionId } })).count;
}

/**
 * The quick order: orders `items` (prices and stock from the database, the same transaction as
 * POST /api/sales), then empties the quick cart and removes original_cart_item_id when it names
 * one of the caller's cart lines. In invalid_items, cart_id is the caller's quick-cart line for
 * that product and size, or 0 when there is none.
 */
export async function submitQuickOrder(
  sessionId: string,
  input: QuickOrderInput,
  idempotencyKey: string | undefined,
  admit: PlaceOrderOptions['admit'],
  shopper: Shopper,
): Promise<PlaceOrderResult> {
  const {
    items,
    original_cart_item_id: originalCartId,
    event_id: adEventId,
    expected_totals: expectedTotals,
    ...customer
  } = input;
  // Unknown products and sizes are bad requests, answered before any stock is touched.
  const resolved: { product_id: number; size: string; quantity: number }[] = [];
  for (const [index, item] of items.entries()) {
    const product = await findProduct(item.product_id);
    const size = resolveSize(product, item.size, `items.${index}.size`);
    const same = resolved.find((r) => r.product_id === product.id && r.size === size);
    if (same) same.quantity += item.quantity;
    else resolved.push({ product_id: product.id, size, quantity: item.quantity });
  }
  const quickLines = await prisma.quickCartItem.findMany({
    where: { session_id: sessionId },
    select: { id: true, product_id: true, size: true },
  });
  const lines = resolved.map((r) => ({
    ...r,
    cart_id: quickLines.find((q) => q.product_id === r.product_id && q.size === r.size)?.id ?? 0,
  }));
  return placeOrder(customer, {
    source: 'quick-cart',
    sessionId,
    idempotencyKey,
    admit,
    adEventId,
    expectedTotals,
    attribution: { sessionId, ...shopper },
    lines: () => Promise.resolve(lines),
    afterCreate: async (tx) => {
      await tx.$executeRaw`DELETE FROM quick_cart_items WHERE session_id = ${sessionId}`;
      if (originalCartId)
        await tx.$executeRaw`DELETE FROM cart_items WHERE id = ${originalCartId} AND session_id = ${sessionId}`;
    },
  });
}
