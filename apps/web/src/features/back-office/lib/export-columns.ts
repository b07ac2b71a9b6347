import type { AdminOrder, Message, Product, ShippedOrder } from '@vigor/shared';
import { csvMoney, type CsvColumn } from './csv';
import { cashToCollect } from './order-contact';

/** The fixed column sets of the three CSV exports. */
export const salesColumns: CsvColumn<AdminOrder>[] = [
  { header: 'Order ID', value: (o) => o.id },
  { header: 'Date', value: (o) => o.sale_date ?? o.created_at },
  { header: 'Customer', value: (o) => o.customer_name },
  { header: 'Phone', value: (o) => o.customer_phone },
  { header: 'City', value: (o) => o.customer_city },
  { header: 'Status', value: (o) => o.status },
  {
    header: 'Items',
    value: (o) =>
      o.items
        .map(
          (i) => `${i.product?.name || 'Unknown Product'} (${i.size}) x${i.quantity} @ ${csvMoney(i.price)}`,
        )
        .join('; '),
  },
  { header: 'Total (dh)', value: (o) => csvMoney(o.total_amount) },
  { header: 'Delivery fee (dh)', value: (o) => csvMoney(o.delivery_fee ?? 0) },
  { header: 'Cash to collect (dh)', value: (o) => csvMoney(cashToCollect(o)) },
  { header: 'Orders from this phone', value: (o) => o.phone_history?.orders ?? '' },
  { header: 'Canceled from this phone', value: (o) => o.phone_history?.canceled ?? '' },
];

export const productColumns: CsvColumn<Product>[] = [
  { header: 'ID', value: (p) => p.id },
  { header: 'Name', value: (p) => p.name },
  { header: 'Type', value: (p) => p.type },
  { header: 'Status', value: (p) => p.status },
  { header: 'Price (dh)', value: (p) => csvMoney(p.price) },
  { header: 'Sale price (dh)', value: (p) => csvMoney(p.prix_reduction) },
  {
    header: 'Sizes',
    value: (p) => p.sizes.map((s) => (s.quantity == null ? s.size : `${s.size}: ${s.quantity}`)).join('; '),
  },
  { header: 'Description', value: (p) => p.description },
  { header: 'Image', value: (p) => p.image },
  { header: 'Created at', value: (p) => p.created_at },
];

export const messageColumns: CsvColumn<Message>[] = [
  { header: 'ID', value: (m) => m.id },
  { header: 'Date', value: (m) => m.created_at },
  { header: 'First name', value: (m) => m.first_name },
  { header: 'Last name', value: (m) => m.last_name },
  { header: 'Email', value: (m) => m.email },
  { header: 'Subject', value: (m) => m.subject },
  { header: 'Message', value: (m) => m.message },
  { header: 'Status', value: (m) => m.status ?? 'unread' },
];

/** The carrier's file of a shipment batch: one row per parcel with the cash to collect. */
export const batchColumns = (carrier: string): CsvColumn<ShippedOrder>[] => [
  { header: 'Order ID', value: (o) => o.id },
  { header: 'Carrier', value: () => carrier },
  { header: 'Tracking number', value: (o) => o.tracking_number },
  { header: 'Customer', value: (o) => o.customer_name },
  { header: 'Phone', value: (o) => o.customer_phone },
  { header: 'City', value: (o) => o.customer_city },
  { header: 'Address', value: (o) => o.customer_address },
  { header: 'Note', value: (o) => o.delivery_note },
  {
    header: 'Items',
    value: (o) => o.items.map((i) => `${i.product.name} (${i.size}) x${i.quantity}`).join('; '),
  },
  { header: 'Cash to collect (dh)', value: (o) => csvMoney(cashToCollect(o)) },
];
