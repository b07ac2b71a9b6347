import type { Product } from '@vigor/shared';
import type { SpreadsheetColumn } from '../../../lib/spreadsheet';

/** The PRODUCTS export's fixed columns, each cell typed (lib/spreadsheet.ts). */
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
