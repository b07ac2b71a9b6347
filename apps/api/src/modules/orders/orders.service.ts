import { Prisma } from '@vigor/db/client';
import type { CreateOrderInput, InvalidItem, OrderCreated } from '@vigor/shared';
import { canBeOrdered, cartDeliveryFee, effectivePrice, ignoresStock, linesTotal } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { toNumber, toNullableNumber } from '../../lib/money.ts';
import { prisma } from '../../lib/prisma.ts';
import { invalidateCatalog } from '../products/catalog-cache.ts';
import { orderSelect, toReceipt, type OrderRow } from './orders.mapper.ts';
import { byProductAndSize, takeUnits, unitsLeft, type Tx } from './orders.stock.ts';

/** Waiting for a connection and for row locks held by concurrent orders is part of the job. */
export const ORDER_TRANSACTION = { maxWait: 15_000, timeout: 20_000 } as const;

export interface Customer {
  customer_name: string;
  /** Already normalised to +212… by the shared schema. */
  customer_phone: string;
  customer_city: string;
}

export interface OrderLine {
  /** The cart or quick-cart line this comes from (reported back in invalid_items). */
  cart_id: number;
  product_id: number;
  size: string;
  quantity: number;
}

export interface PlaceOrderOptions {
  sessionId: string | null;
  idempotencyKey?: string | undefined;
  /** The lines to order, read inside the order's transaction (e.g. locking cart lines). */
  lines: (tx: Tx) => Promise<OrderLine[]>;
  /** Runs inside the transaction once the order exists (e.g. removing the ordered lines). */
  afterCreate?: (tx: Tx) => Promise<void>;
}

export interface PlaceOrderResult {
  /** false when an earlier order with the same Idempotency-Key was returned instead. */
  created: boolean;
  body: OrderCreated;
}

const CREATED_MESSAGE = 'Order created successfully';

function created(row: OrderRow, isNew: boolean): PlaceOrderResult {
  return { created: isNew, body: { success: true, message: CREATED_MESSAGE, data: toReceipt(row) } };
}

async function findByIdempotencyKey(sessionId: string | null, key: string | undefined) {
  if (!sessionId || !key) return null;
  return prisma.order.findUnique({
    where: { session_id_idempotency_key: { session_id: sessionId, idempotency_key: key } },
    select: orderSelect,
  });
}

function refusalMessage(invalid: InvalidItem[]): string {
  const describe = (i: InvalidItem) =>
    i.reason === 'not_orderable'
      ? `${i.product_name || 'A product'} (cannot be ordered)`
      : `${i.product_name} size ${i.size} (available: ${i.available_quantity})`;
  const lines = invalid.map(describe).join(', ');
  return invalid.some((i) => i.reason === 'insufficient_stock')
    ? `Insufficient stock quantity: ${lines}. Please adjust quantities before ordering.`
    : `The following products are out of stock: ${lines}. Please remove them from your cart.`;
}

/**
 * Places one order in one transaction: reads prices from the database, takes the units of every
 * line with a conditional update (rows in (product_id, size) order), refuses the whole order with
 * 409 `invalid_items` when any line cannot be served, and stores the order with its own copy of
 * names and prices. With an Idempotency-Key, a repeat returns the first order and creates nothing.
 */
export async function placeOrder(customer: Customer, options: PlaceOrderOptions): Promise<PlaceOrderResult> {
  const { sessionId, idempotencyKey } = options;
  const previous = await findByIdempotencyKey(sessionId, idempotencyKey);
  if (previous) return created(previous, false);
  try {
    const row = await prisma.$transaction(async (tx) => {
      const lines = await options.lines(tx);
      const products = await tx.product.findMany({
        where: { id: { in: [...new Set(lines.map((l) => l.product_id))] } },
        select: {
          id: true,
          name: true,
          image: true,
          price: true,
          prix_reduction: true,
          status: true,
          _count: { select: { sizes: true } },
        },
      });
      const byId = new Map(products.map((p) => [p.id, p]));

      // Refusals are reported in the order of the request's lines.
      const refusals: { index: number; item: InvalidItem }[] = [];
      const sorted = lines.map((line, index) => ({ ...line, index })).sort(byProductAndSize);
      for (const line of sorted) {
        const product = byId.get(line.product_id);
        const refuse = (reason: InvalidItem['reason'], available: number) =>
          refusals.push({
            index: line.index,
            item: {
              cart_id: line.cart_id,
              product_id: line.product_id,
              product_name: product?.name ?? '',
              size: line.size,
              requested_quantity: line.quantity,
              available_quantity: available,
              reason,
            },
          });
        if (!product || !canBeOrdered(product.status)) {
          refuse('not_orderable', 0);
          continue;
        }
        // A product without sizes offers the default sizes with no limit: nothing to count.
        if (product._count.sizes === 0) continue;
        if (!(await takeUnits(tx, line, ignoresStock(product.status)))) {
          refuse('insufficient_stock', (await unitsLeft(tx, line.product_id, line.size)) ?? 0);
        }
      }
      if (refusals.length) {
        const invalid = refusals.sort((a, b) => a.index - b.index).map((r) => r.item);
        throw AppError.conflict(refusalMessage(invalid), { success: false, invalid_items: invalid });
      }

      const items = lines.map((line) => {
        const product = byId.get(line.product_id)!;
        const priced = {
          price: toNumber(product.price),
          prix_reduction: toNullableNumber(product.prix_reduction),
        };
        return {
          product_id: product.id,
          product_name: product.name,
          product_image: product.image,
          size: line.size,
          quantity: line.quantity,
          price: effectivePrice(priced),
          original_price: priced.price,
        };
      });
      const total = linesTotal(items.map((i) => ({ unitPrice: i.price, quantity: i.quantity })));
      const order = await tx.order.create({
        data: {
          ...customer,
          total_amount: total,
          delivery_fee: cartDeliveryFee(total),
          session_id: sessionId,
          idempotency_key: sessionId ? (idempotencyKey ?? null) : null,
          items: { create: items },
        },
        select: orderSelect,
      });
      await options.afterCreate?.(tx);
      return order;
    }, ORDER_TRANSACTION);
    // Units left and units sold changed: product pages and home rows show both.
    invalidateCatalog();
    return created(row, true);
  } catch (error) {
    // Two identical submissions at once: the unique (session_id, idempotency_key) index lets one
    // win; the other rolls back (whatever it failed on) and answers the winner's order.
    if (idempotencyKey && (isUniqueViolation(error) || error instanceof AppError)) {
      const winner = await findByIdempotencyKey(sessionId, idempotencyKey);
      if (winner) return created(winner, false);
    }
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

/**
 * Orders the caller's own cart lines named by cart_ids. The lines are locked (FOR UPDATE, in id
 * order) and removed in the order's transaction, so the same line is never ordered twice; ids
 * that are not the caller's lines answer 404.
 */
export async function orderCart(
  sessionId: string | undefined,
  input: CreateOrderInput,
  idempotencyKey: string | undefined,
): Promise<PlaceOrderResult> {
  if (!sessionId) throw AppError.notFound('Cart item');
  const { cart_ids: ids, ...customer } = input;
  return placeOrder(customer, {
    sessionId,
    idempotencyKey,
    lines: async (tx) => {
      const rows = await tx.$queryRaw<{ id: number; product_id: number; size: string; quantity: number }[]>`
        SELECT id, product_id, size, quantity FROM cart_items
        WHERE session_id = ${sessionId} AND id IN (${Prisma.join(ids)})
        ORDER BY id FOR UPDATE`;
      if (rows.length !== ids.length) throw AppError.notFound('Cart item');
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => {
        const r = byId.get(id)!;
        return { cart_id: r.id, product_id: r.product_id, size: r.size, quantity: r.quantity };
      });
    },
    afterCreate: async (tx) => {
      await tx.cartItem.deleteMany({ where: { session_id: sessionId, id: { in: ids } } });
    },
  });
}
