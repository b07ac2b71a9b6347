import { beforeAll, describe, expect, it } from 'vitest';
import { openExport, typesAndText, type EngineSheet } from '../../../test/libreoffice';
import { makeOrder } from '../../../test/back-office';
import { salesColumns } from './sales-columns';

// The export as staff open it: LibreOffice in a French locale (decimal comma, `;`).
let sheet: EngineSheet;
beforeAll(async () => {
  sheet = await openExport(salesColumns, [
    makeOrder({
      id: 100,
      customer_name: 'Ali;=1+1',
      customer_city: '@Tanger',
      sale_date: '2026-07-21T23:30:00.000Z',
    }),
  ]);
}, 120_000);

describe('the SALES export, opened in LibreOffice', () => {
  it('sales: one typed cell per column, the phone and the name as written, the date in Casablanca', () => {
    const [header, order, ...more] = sheet;
    expect(more).toEqual([]);
    expect(header!.map((c) => c.shown)).toEqual([
      'Order ID',
      'Date',
      'Customer',
      'Phone',
      'City',
      'Status',
      'Items',
      'Total (dh)',
      'Delivery fee (dh)',
      'Cash to collect (dh)',
      'Earlier orders from this phone',
      'Earlier canceled from this phone',
    ]);
    expect(typesAndText(order)).toEqual([
      ['float', '100'],
      // 23:30 UTC on 21 July is 00:30 on the 22nd in Casablanca (UTC+1 until 2026-09-20).
      ['date', '22/07/2026 00:30'],
      ['string', 'Ali;=1+1'],
      ['string', '+212612345678'],
      ['string', '@Tanger'],
      ['string', 'pending'],
      ['string', 'Shadow Hoodie (M) x2 @ 249.00 dh'],
      ['float', '498,00'],
      ['float', '30,00'],
      ['float', '528,00'],
      ['float', '0'],
      ['float', '0'],
    ]);
    expect(order!.filter((c) => c.formula)).toEqual([]);
  });
});
