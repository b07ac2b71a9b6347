import { Prisma } from '@vigor/db/client';
import type {
  CreateOrderInput,
  InvalidItem,
  Lang,
  OrderCreated,
  OrderReceipt,
  OrderSource,
  OrderStatus,
  OrderTotals,
  ProductStatus,
  PublicOrder,
  TotalsChanged,
} from '@vigor/shared';
import {
  SHIPPED_STATUSES,
  canBeOrdered,
  cashToCollect,
  effectivePrice,
  ignoresStock,
  linesTotal,
  productName,
  toCents,
} from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { toNumber, toNullableNumber } from '../../lib/money.ts';

import { deliveryTo } from '../delivery/index.ts';
import { withOffers } from '../offers/index.ts';
import { prisma } from './orders-database.ts';
import { receiptSelect, toReceipt } from './orders.mapper.ts';
import { placedEventDetails } from './order-events.ts';
import { copyAttribution, type AttributionSource } from './order-attribution.ts';
import { noteChanges, withOrderTransaction, type OrderTx } from './transaction.ts';
import { byProductAndSize, takeUnits, unitsLeft, type Tx } from '../../lib/stock.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import type { Admission } from '../order-guard/index.ts';
import { scoreNewOrder } from '../risk/index.ts';

export interface Customer {
  customer_name: string;
  /** Already normalised to +212… by the shared schema. */
  customer_phone: string;
  customer_city: string;
  /** Street and district (already trimmed); empty or left out: none, staff ask for it on the call. */
  customer_address?: string | undefined;
  /** For the courier; staff write it (a lead's conversion), shoppers do not. */
  delivery_note?: string | undefined;
  /** The storefront language the order is placed in (English when not said). */
  language?: Lang;
}

/** The shopper's request: its IP address and user agent, kept for the ad events (docs/ads.md). */
export type Shopper = Omit<AttributionSource, 'sessionId'>;

export interface OrderLine {
  /** The cart or quick-cart line this comes from (reported back in invalid_items). */
  cart_id: number;
  product_id: number;
  size: string;
  quantity: number;
}

/** A product as an order (or a desk edit) reads it, locked FOR SHARE: see orderedProductColumns. */
export interface OrderedProduct {
  id: number;
  name: string;
  name_fr: string | null;
  name_ar: string | null;
  image: string | null;
  price: Prisma.Decimal;
  prix_reduction: Prisma.Decimal | null;
  status: ProductStatus;
  expected_ship_date: string | null;
}

/** The columns of an OrderedProduct, from `products p`. */
export const orderedProductColumns = Prisma.sql`p.id, p.name, p.name_fr, p.name_ar, p.image, p.price, p.prix_reduction,
  p.status::text AS status, p.expected_ship_date::text AS expected_ship_date`;

export interface PlaceOrderOptions {
  /** Where the order comes from, recorded in its `placed` event. */
  source: OrderSource;
  sessionId: string | null;
  idempotencyKey?: string | undefined;
  /** The id the storefront's pixels gave this order's Lead (docs/ads.md). */
  adEventId?: string | undefined;
  /** The lines to order, read inside the order's transaction (e.g. locking cart lines). */
  lines: (tx: Tx) => Promise<OrderLine[]>;
  /** Runs inside the transaction once the order exists (e.g. removing the ordered lines). */
  afterCreate?: (tx: OrderTx, orderId: number) => Promise<void>;
  /**
   * A shopper's order passes the blocklist and the order limits first (modules/order-guard);
   * staff orders do not.
   */
  admit?: () => Promise<Admission>;
  /** The totals the shopper's page showed: the order is refused unless it costs exactly these. */
  expectedTotals?: OrderTotals | undefined;
  /** The session whose attribution the order keeps (order-attribution.ts); none for phone orders. */
  attribution?: AttributionSource | undefined;
}

export interface PlaceOrderResult {
  /** false when an earlier order with the same Idempotency-Key was returned instead. */
  created: boolean;
  body: OrderCreated;
}

const CREATED_MESSAGE = 'Order created successfully';

function created(receipt: OrderReceipt, isNew: boolean): PlaceOrderResult {
  return { created: isNew, body: { success: true, message: CREATED_MESSAGE, data: receipt } };
}

async function findByIdempotencyKey(sessionId: string | null, key: string | undefined) {
  if (!sessionId || !key) return null;
  // Asked before every order and almost always answered "none": a bare look-up of the unique
  // index first, the receipt (order with its items) only for a repeat.
  const [found] = await prisma.$queryRaw<{ id: number }[]>`
    SELECT id FROM orders WHERE session_id = ${sessionId} AND idempotency_key = ${key}`;
  return found ? prisma.order.findUniqueOrThrow({ where: { id: found.id }, select: receiptSelect }) : null;
}

/**
 * Throws 409 `totals_changed` with the totals of now when the page showed others (a delivery fee
 * or a price changed while it was open): the shopper is never charged what they did not see.
 * Thrown inside the order's transaction, it leaves no order, no held unit and the cart as it was.
 */
function refuseChangedTotals(expected: OrderTotals | undefined, now: OrderTotals): void {
  if (!expected) return;
  const same = (a: number, b: number) => toCents(a) === toCents(b);
  if (same(expected.total_amount, now.total_amount) && same(expected.delivery_fee, now.delivery_fee)) return;
  const totals = { ...now, cash_to_collect: cashToCollect(now) };
  throw AppError.conflict(
    `The total changed while you were ordering: ${totals.cash_to_collect.toFixed(2)} dh to pay now. Please place the order again.`,
    { success: false, code: 'totals_changed', totals } satisfies Omit<TotalsChanged, 'message'>,
  );
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
 * Places one order in one transaction: reads prices from the database with the products locked
 * FOR SHARE (a catalog edit waits for it, see lib/stock.ts), takes the units of every line
 * with a conditional update (rows in (product_id, size) order), refuses the whole order with
 * 409 `invalid_items` when any line cannot be served, and stores the order with its own copy of
 * names and prices. With an Idempotency-Key, a repeat returns the first order and creates nothing.
 */
export async function placeOrder(customer: Customer, options: PlaceOrderOptions): Promise<PlaceOrderResult> {
  const previous = await findByIdempotencyKey(options.sessionId, options.idempotencyKey);
  if (previous) return created(toReceipt(previous), false);
  const admission = await options.admit?.().catch(async (refusal: unknown) => {
    // Refused by the blocklist or a count: the attempt leaves no lead for the desk to call
    // (docs/product.md "Leads"); the refusal is logged instead (modules/order-guard).
    if (refusal instanceof AppError) await dropOpenLeads(prisma, customer.customer_phone, options.sessionId);
    throw refusal;
  });
  try {
    const result = await placeNewOrder(customer, options, admission);
    if (!result.created) await admission?.giveBack();
    return result;
  } catch (error) {
    await admission?.giveBack();
    throw error;
  }
}

async function placeNewOrder(
  customer: Customer,
  options: PlaceOrderOptions,
  admission: Admission | undefined,
): Promise<PlaceOrderResult> {
  const { sessionId, idempotencyKey } = options;
  // The city must be one the shop delivers to (refused before any stock is touched).
  const destination = await deliveryTo(customer.customer_city);
  const city = destination.city;
  try {
    const receipt = await withOrderTransaction(async (tx) => {
      const lines = await options.lines(tx);
      admission?.checkLines(lines);
      const products = lines.length
        ? await tx.$queryRaw<OrderedProduct[]>`
            SELECT ${orderedProductColumns}
            FROM products p WHERE p.id IN (${Prisma.join([...new Set(lines.map((l) => l.product_id))])})
            ORDER BY p.id FOR SHARE`
        : [];
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
        const take = await takeUnits(tx, line, ignoresStock(product.status));
        // 'uncounted': a product without sizes offers the default sizes with no limit.
        if (take === 'no_size') refuse('insufficient_stock', 0);
        if (take === 'short')
          refuse('insufficient_stock', (await unitsLeft(tx, line.product_id, line.size)) ?? 0);
      }
      if (refusals.length) {
        const invalid = refusals.sort((a, b) => a.index - b.index).map((r) => r.item);
        throw AppError.conflict(refusalMessage(invalid), { success: false, invalid_items: invalid });
      }

      const items = await withOffers(tx, lines, (line) => orderItem(byId.get(line.product_id)!, line));
      const total = linesTotal(items.map((i) => ({ unitPrice: i.price, quantity: i.quantity })));
      const fee = destination.feeFor(total);
      refuseChangedTotals(options.expectedTotals, { total_amount: total, delivery_fee: fee });
      const placed = placedEventDetails({
        type: 'placed',
        source: options.source,
        session_id: sessionId,
        total_amount: total,
        delivery_fee: fee,
      });
      // The order, its `placed` event (the outbox record, outbox.ts) and its items in one
      // statement: this is the store's busiest write.
      const [inserted] = await tx.$queryRaw<{ id: number; reference: string }[]>`
        WITH new_order AS (
          INSERT INTO orders (customer_name, customer_phone, customer_city, customer_address, delivery_note, language,
            total_amount, delivery_fee, session_id, idempotency_key, ad_event_id, updated_at)
          VALUES (${customer.customer_name}, ${customer.customer_phone}, ${city}, ${customer.customer_address || null},
            ${customer.delivery_note || null}, ${customer.language ?? 'en'}, ${total}, ${fee}, ${sessionId}, ${sessionId ? (idempotencyKey ?? null) : null},
            ${options.adEventId ?? null}, now())
          RETURNING id, reference),
        placed AS (
          INSERT INTO order_events (order_id, kind, details)
          SELECT id, 'placed', ${placed}::jsonb FROM new_order),
        items AS (
        INSERT INTO order_items (order_id, product_id, product_name, product_image, size, quantity, price,
          original_price, pre_order, expected_ship_date, offer, discount)
        SELECT new_order.id, i.* FROM new_order, unnest(
          ${items.map((i) => i.product_id)}::int[], ${items.map((i) => i.product_name)}::text[],
          ${items.map((i) => i.product_image)}::text[], ${items.map((i) => i.size)}::text[],
          ${items.map((i) => i.quantity)}::int[], ${items.map((i) => i.price)}::numeric[],
          ${items.map((i) => i.original_price)}::numeric[], ${items.map((i) => i.pre_order)}::boolean[],
          ${items.map((i) => i.expected_ship_date)}::date[], ${items.map((i) => i.offer)}::text[],
          ${items.map((i) => i.discount)}::numeric[]
        ) AS i(product_id, product_name, product_image, size, quantity, price, original_price, pre_order,
          expected_ship_date, offer, discount))
        SELECT id, reference FROM new_order`;
      if (options.attribution) await copyAttribution(tx, inserted!.id, options.attribution);
      await options.afterCreate?.(tx, inserted!.id);
      // Its risk band, from the shop's history (modules/risk): two indexed statements.
      await scoreNewOrder(tx, inserted!.id);
      // The shopper ordered: an open lead of the same session or phone is no longer one
      // (docs/product.md "Leads"; a lead converted on the desk is closed by afterCreate).
      await dropOpenLeads(tx, customer.customer_phone, sessionId);
      // Units left and units sold changed: product pages and home rows show both.
      noteChanges(tx, { catalog: true, events: true });
      return {
        id: inserted!.id,
        reference: inserted!.reference,
        status: 'pending',
        customer_city: city,
        language: customer.language ?? 'en',
        total_amount: total,
        delivery_fee: fee,
        items: items.map((i) => ({
          name: productName(byId.get(i.product_id)!, customer.language ?? 'en'),
          size: i.size,
          quantity: i.quantity,
          price: i.price,
          unit_price: i.price,
          offer: i.offer,
          discount: i.discount,
          pre_order: i.pre_order,
          expected_ship_date: i.expected_ship_date,
        })),
      } satisfies OrderReceipt;
    });
    return created(receipt, true);
  } catch (error) {
    // Two identical submissions at once: the unique (session_id, idempotency_key) index lets one
    // win; the other rolls back (whatever it failed on) and answers the winner's order.
    if (idempotencyKey && (isUniqueViolation(error) || error instanceof AppError)) {
      const winner = await findByIdempotencyKey(sessionId, idempotencyKey);
      if (winner) return created(toReceipt(winner), false);
    }
    throw error;
  }
}

/** The open leads of a shopper who ordered or was refused: the desk has no one left to call. */
async function dropOpenLeads(db: Tx | typeof prisma, phone: string, sessionId: string | null) {
  await db.$executeRaw`DELETE FROM leads WHERE status = 'open'
    AND (customer_phone = ${phone} OR session_id = ${sessionId})`;
}

function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  // P2002 from the query builder; a raw statement reports PostgreSQL's own code.
  const cause = (error.meta?.driverAdapterError as { cause?: { originalCode?: string } } | undefined)?.cause;
  return error.code === 'P2002' || cause?.originalCode === '23505';
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
  admit: PlaceOrderOptions['admit'],
  shopper: Shopper,
): Promise<PlaceOrderResult> {
  if (!sessionId) throw AppError.notFound('Cart item');
  const { cart_ids: ids, event_id: adEventId, expected_totals: expectedTotals, ...customer } = input;
  return placeOrder(customer, {
    source: 'cart',
    sessionId,
    idempotencyKey,
    admit,
    adEventId,
    expectedTotals,
    attribution: { sessionId, ...shopper },
    // Taken out of the cart as they are read: one statement instead of a read and a delete
    // (docs/performance.md). A refused order rolls the transaction back, lines included.
    lines: async (tx) => {
      const rows = await tx.$queryRaw<{ id: number; product_id: number; size: string; quantity: number }[]>`
        DELETE FROM cart_items WHERE id IN (
          SELECT id FROM cart_items WHERE session_id = ${sessionId} AND id IN (${Prisma.join(ids)})
          ORDER BY id FOR UPDATE)
        RETURNING id, product_id, size, quantity`;
      if (rows.length !== ids.length) throw AppError.notFound('Cart item');
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => {
        const r = byId.get(id)!;
        return { cart_id: r.id, product_id: r.product_id, size: r.size, quantity: r.quantity };
      });
    },
  });
}

/**
 * The receipt of the order with this reference, for whoever holds it (the reference is the
 * secret: 122 random bits, never shown to staff lists or derived from the id); 404 otherwise.
 * Once the parcel left, the carrier's name and tracking code, and nothing else of the batch.
 */
export async function orderReceipt(reference: string): Promise<PublicOrder> {
  const row = await orNotFound(
    'Order',
    prisma.order.findUnique({
      where: { reference },
      select: {
        ...receiptSelect,
        tracking_number: true,
        shipment_batch: { select: { carrier: { select: { name: true } } } },
      },
    }),
  );
  const shipped = row.shipment_batch && (SHIPPED_STATUSES as readonly OrderStatus[]).includes(row.status);
  return {
    ...toReceipt(row),
    shipment: shipped
      ? { carrier: row.shipment_batch!.carrier.name, tracking_code: row.tracking_number }
      : null,
  };
}

/** A product row as an order line reads it: the price is the one of the database, now. */
interface PricedProduct {
  id: number;
  name: string;
  image: string | null;
  price: Prisma.Decimal | number | string;
  prix_reduction: Prisma.Decimal | number | string | null;
  status: ProductStatus;
  /** `YYYY-MM-DD` (read as `::text`), or null. */
  expected_ship_date: string | null;
}

/**
 * The stored line of an order: the product's name, image and prices at the time it is ordered,
 * and whether it is a pre-order with the shipping date then promised.
 */
export function orderItem(product: PricedProduct, line: { size: string; quantity: number }) {
  const priced = { price: toNumber(product.price), prix_reduction: toNullableNumber(product.prix_reduction) };
  return {
    product_id: product.id,
    product_name: product.name,
    product_image: product.image,
    size: line.size,
    quantity: line.quantity,
    price: effectivePrice(priced),
    original_price: priced.price,
    pre_order: product.status === 'pre_order',
    expected_ship_date: product.status === 'pre_order' ? product.expected_ship_date : null,
  };
}
