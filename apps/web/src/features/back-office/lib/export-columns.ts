import {
  cashToCollect,
  formatPrice,
  type AdminOrder,
  type Message,
  type Product,
  type ShippedOrder,
} from '@vigor/shared';
import type { SpreadsheetColumn } from '../../../lib/spreadsheet';

/** The fixed column sets of the three exports, each cell typed (lib/spreadsheet.ts). */
export const salesColumns: SpreadsheetColumn<AdminOrder>[] = [
  { header: 'Order ID', type: 'integer', value: (o) => o.id },
  { header: 'Date', type: 'datetime', value: (o) => o.sale_date ?? o.created_at },
  { header: 'Customer', type: 'text', value: (o) => o.customer_name },
  { header: 'Phone', type: 'text', value: (o) => o.customer_phone },
  { header: 'City', type: 'text', value: (o) => o.customer_city },
  { header: 'Status', type: 'text', value: (o) => o.status },
  {
    header: 'Items',
    type: 'text',
    value: (o) =>
      o.items
        .map(
          (i) =>
            `${i.product?.name || 'Unknown Product'} (${i.size}) x${i.quantity} @ ${formatPrice(i.price)}`,
        )
        .join('; '),
  },
  { header: 'Total (dh)', type: 'money', value: (o) => o.total_amount },
  { header: 'Delivery fee (dh)', type: 'money', value: (o) => o.delivery_fee ?? 0 },
  { header: 'Cash to collect (dh)', type: 'money', value: (o) => cashToCollect(o) },
  { header: 'Earlier orders from this phone', type: 'integer', value: (o) => o.phone_history?.orders },
  { header: 'Earlier canceled from this phone', type: 'integer', value: (o) => o.phone_history?.canceled },
];

export const productColumns: SpreadsheetColumn<Product>[] = [
  { header: 'ID', type: 'integer', value: (p) => p.id },
  { header: 'Name', type: 'text', value: (p) => p.name },
  { header: 'Type', type: 'text', value: (p) => p.type },
  { header: 'Status', type: 'text', value: (p) => p.status },
  { header: 'Price (dh)', type: 'money', value: (p) => p.price },
  { header: 'Sale price (dh)', type: 'money', value: (p) => p.prix_reduction },
  {
    header: 'Sizes',
    type: 'text',
    value: (p) => p.sizes.map((s) => (s.quantity == null ? s.size : `${s.size}: ${s.quantity}`)).join('; '),
  },
  { header: 'Description', type: 'text', value: (p) => p.description },
  { header: 'Image', type: 'text', value: (p) => p.image },
  { header: 'Created at', type: 'datetime', value: (p) => p.created_at },
];

export const messageColumns: SpreadsheetColumn<Message>[] = [
  { header: 'ID', type: 'integer', value: (m) => m.id },
  { header: 'Date', type: 'datetime', value: (m) => m.created_at },
  { header: 'First name', type: 'text', value: (m) => m.first_name },
  { header: 'Last name', type: 'text', value: (m) => m.last_name },
  { header: 'Email', type: 'text', value: (m) => m.email },
  { header: 'Subject', type: 'text', value: (m) => m.subject },
  { header: 'Message', type: 'text', value: (m) => m.message },
  { header: 'Status', type: 'text', value: (m) => m.status ?? 'unread' },
];

/** The carrier's file of a shipment batch: one row per parcel with the cash to collect. */
export const batchColumns = (carrier: string): SpreadsheetColumn<ShippedOrder>[] => [
  { header: 'Order ID', type: 'integer', value: (o) => o.id },
  { header: 'Carrier', type: 'text', value: () => carrier },
  { header: 'Tracking number', type: 'text', value: (o) => o.tracking_number },
  { header: 'Customer', type: 'text', value: (o) => o.customer_name },
  { header: 'Phone', type: 'text', value: (o) => o.customer_phone },
  { header: 'City', type: 'text', value: (o) => o.customer_city },
  { header: 'Address', type: 'text', value: (o) => o.customer_address },
  { header: 'Note', type: 'text', value: (o) => o.delivery_note },
  {
    header: 'Items',
    type: 'text',
    value: (o) => o.items.map((i) => `${i.product.name} (${i.size}) x${i.quantity}`).join('; '),
  },
  { header: 'Cash to collect (dh)', type: 'money', value: (o) => cashToCollect(o) },
];
