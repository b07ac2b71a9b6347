import { cashToCollect, type ShippedOrder } from '@vigor/shared';
import type { SpreadsheetColumn } from '../../../lib/spreadsheet';

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
