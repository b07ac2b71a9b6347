import { cashToCollect, formatPrice, type AdminOrder } from '@vigor/shared';
import type { SpreadsheetColumn } from '../../../lib/spreadsheet';

/** The SALES export's fixed columns, each cell typed (lib/spreadsheet.ts). */
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
