import { beforeAll, describe, expect, it } from 'vitest';
import { openExport, typesAndText, type EngineSheet } from '../../../test/libreoffice';
import { makeProduct } from '../../../test/test-utils';
import { productColumns } from './product-columns';

// The export as staff open it: LibreOffice in a French locale (decimal comma, `;`).
let sheet: EngineSheet;
beforeAll(async () => {
  sheet = await openExport(productColumns, [
    makeProduct({
      id: 4,
      name: '=HYPERLINK("http://evil.example")',
      sizes: [{ size: 'S', quantity: 2, available: 2 }],
      created_at: '2026-07-01T10:00:00.000Z',
    }),
  ]);
}, 120_000);

describe('the PRODUCTS export, opened in LibreOffice', () => {
  it('products: numbers, an empty sale price, text that looks like a formula kept as text', () => {
    const [header, product, ...more] = sheet;
    expect(more).toEqual([]);
    expect(header!.map((c) => c.shown)).toEqual([
      'ID',
      'Name',
      'Type',
      'Status',
      'Price (dh)',
      'Sale price (dh)',
      'Sizes',
      'Description',
      'Image',
      'Created at',
    ]);
    expect(typesAndText(product)).toEqual([
      ['float', '4'],
      ['string', '=HYPERLINK("http://evil.example")'],
      ['string', 'hoodies'],
      ['string', 'available'],
      ['float', '249,00'],
      ['', ''],
      ['string', 'S: 2'],
      ['string', 'Heavyweight cotton hoodie.'],
      ['string', 'products/p4'],
      ['date', '01/07/2026 11:00'],
    ]);
  });
});
