import type { Prisma } from '@vigor/db/client';
import {
  attributionLabel,
  isLang,
  productName,
  type AdminOrder,
  type Lang,
  type LineOffer,
  type Order,
  type OrderReceipt,
  type PhoneHistory,
} from '@vigor/shared';
import { toCalendarDate } from '../../lib/calendar-date.ts';
import { toNumber } from '../../lib/money.ts';

export const orderItemSelect = {
  id: true,
  product_id: true,
  product_name: true,
  product_image: true,
  size: true,
  quantity: true,
  price: true,
  original_price: true,
  pre_order: true,
  expected_ship_date: true,
  offer: true,
  discount: true,
} satisfies Prisma.OrderItemSelect;

export const orderSelect = {
  id: true,
  reference: true,
  customer_name: true,
  customer_phone: true,
  customer_city: true,
  customer_address: true,
  language: true,
  total_amount: true,
  delivery_fee: true,
  status: true,
  shipment_batch_id: true,
  created_at: true,
  items: { select: orderItemSelect, orderBy: { id: 'asc' } },
  // What staff read as the order's source ("Meta · summer-drop", attributionLabel).
  attribution: { select: { utm_source: true, utm_campaign: true, fbc: true, ttclid: true } },
} satisfies Prisma.OrderSelect;

export type OrderRow = Prisma.OrderGetPayload<{ select: typeof orderSelect }>;

/** An order as its receipt reads it: with the products' French and Arabic names of now. */
export const receiptSelect = {
  ...orderSelect,
  items: {
    select: { ...orderItemSelect, product: { select: { name_fr: true, name_ar: true } } },
    orderBy: { id: 'asc' },
  },
} satisfies Prisma.OrderSelect;

export type ReceiptRow = Prisma.OrderGetPayload<{ select: typeof receiptSelect }>;

/** The column's CHECK keeps it to the offers' kinds. */
const lineOffer = (value: string | null): LineOffer => (value === 'tier' || value === 'addon' ? value : null);

/** The column's CHECK keeps it to the storefront's languages. */
const languageOf = (value: string): Lang => (isLang(value) ? value : 'en');

/** The order with its items; product details are the copy taken at order time. */
export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    customer_name: row.customer_name,
    customer_phone: row.customer_phone,
    customer_city: row.customer_city,
    customer_address: row.customer_address,
    language: languageOf(row.language),
    total_amount: toNumber(row.total_amount),
    delivery_fee: toNumber(row.delivery_fee),
    status: row.status,
    sale_date: row.created_at.toISOString(),
    created_at: row.created_at.toISOString(),
    items: row.items.map((item) => {
      const price = toNumber(item.price);
      const original = toNumber(item.original_price);
      return {
        id: item.id,
        product_id: item.product_id,
        size: item.size,
        quantity: item.quantity,
        price,
        original_price: original,
        pre_order: item.pre_order,
        expected_ship_date: toCalendarDate(item.expected_ship_date),
        offer: lineOffer(item.offer),
        discount: toNumber(item.discount),
        product: {
          name: item.product_name,
          image: item.product_image,
          price: original,
          prix_reduction: price < original ? price : null,
        },
      };
    }),
  };
}

export const NO_HISTORY: PhoneHistory = { orders: 0, canceled: 0, delivered: 0 };

export function toAdminOrder(row: OrderRow, history: PhoneHistory | undefined): AdminOrder {
  return {
    ...toOrder(row),
    phone_history: history ?? NO_HISTORY,
    shipment_batch_id: row.shipment_batch_id,
    source_label: attributionLabel(row.attribution),
  };
}

/**
 * What the shopper who placed the order may see: never the name or phone. Each item is named in
 * the order's language (the product's translation, else the name copied at order time).
 */
export function toReceipt(row: ReceiptRow): OrderReceipt {
  const language = languageOf(row.language);
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    customer_city: row.customer_city,
    language,
    total_amount: toNumber(row.total_amount),
    delivery_fee: toNumber(row.delivery_fee),
    items: row.items.map((item) => ({
      name: productName(
        {
          name: item.product_name,
          name_fr: item.product?.name_fr ?? null,
          name_ar: item.product?.name_ar ?? null,
        },
        language,
      ),
      size: item.size,
      quantity: item.quantity,
      price: toNumber(item.price),
      unit_price: toNumber(item.price),
      offer: lineOffer(item.offer),
      discount: toNumber(item.discount),
      pre_order: item.pre_order,
      expected_ship_date: toCalendarDate(item.expected_ship_date),
    })),
  };
}
