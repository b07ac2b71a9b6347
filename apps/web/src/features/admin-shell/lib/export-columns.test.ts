import { beforeAll, describe, expect, it } from 'vitest';
import { toSpreadsheet } from '../../../lib/spreadsheet';
import { openInSpreadsheetEngine, type EngineSheet } from '../../../test/libreoffice';
import { makeProduct } from '../../../test/test-utils';
import { makeMessage, makeOrder } from '../../../test/back-office';
import { batchColumns, messageColumns, productColumns, salesColumns } from './export-columns';

const bytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
const typesAndText = (row: EngineSheet[number] | undefined) => row?.map((c) => [c.type, c.shown]);

let sheets: Record<string, EngineSheet>;

// The three exports as staff open them: LibreOffice in a French locale (decimal comma, `;`).
beforeAll(async () => {
  const order = makeOrder({
    id: 100,
    customer_name: 'Ali;=1+1',
    customer_city: '@Tanger',
    sale_date: '2026-07-21T23:30:00.000Z',
  });
  const product = makeProduct({
    id: 4,
    name: '=HYPERLINK("http://evil.example")',
    sizes: [{ size: 'S', quantity: 2, available: 2 }],
    created_at: '2026-07-01T10:00:00.000Z',
  });
  const message = makeMessage({ id: 1, first_name: 'سلمى', message: 'Bonjour;\n-1+2 "merci"' });
  sheets = await openInSpreadsheetEngine({
    'sales.xlsx': await bytes(await toSpreadsheet(salesColumns, [order])),
    'products.xlsx': await bytes(await toSpreadsheet(productColumns, [product])),
    'messages.xlsx': await bytes(await toSpreadsheet(messageColumns, [message])),
    'batch.xlsx': await bytes(
      await toSpreadsheet(batchColumns('Amana'), [
        { ...order, tracking_number: '+AM123', customer_address: '12, rue =Atlas', delivery_note: null },
      ]),
    ),
  });
}, 120_000);

describe('the back-office exports, opened in LibreOffice', () => {
  it('sales: one typed cell per column, the phone and the name as written, the date in Casablanca', () => {
    const [header, order, ...more] = sheets['sales.xlsx']!;
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

  it('products: numbers, an empty sale price, text that looks like a formula kept as text', () => {
    const [header, product, ...more] = sheets['products.xlsx']!;
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

  it('messages: Arabic names and multi-line text in one cell each', () => {
    const [header, message, ...more] = sheets['messages.xlsx']!;
    expect(more).toEqual([]);
    expect(header!.map((c) => c.shown)).toEqual([
      'ID',
      'Date',
      'First name',
      'Last name',
      'Email',
      'Subject',
      'Message',
      'Status',
    ]);
    expect(message).toHaveLength(8);
    // 09:00 UTC in November 2026 is 09:00 in Casablanca (UTC+0 from 2026-09-20).
    expect(message![1]).toMatchObject({ type: 'date', value: '2026-11-19T09:00:00' });
    expect(message!.slice(2, 4).map((c) => c.shown)).toEqual(['سلمى', 'Bennani']);
    expect(typesAndText(message!.slice(6))).toEqual([
      ['string', 'Bonjour;\n-1+2 "merci"'],
      ['string', 'unread'],
    ]);
  });

  it("the carrier's batch: the order, tracking number and address as text, the cash as a number", () => {
    const [header, parcel, ...more] = sheets['batch.xlsx']!;
    expect(more).toEqual([]);
    expect(header!.map((c) => c.shown)).toEqual([
      'Order ID',
      'Carrier',
      'Tracking number',
      'Customer',
      'Phone',
      'City',
      'Address',
      'Note',
      'Items',
      'Cash to collect (dh)',
    ]);
    expect(typesAndText(parcel)).toEqual([
      ['float', '100'],
      ['string', 'Amana'],
      ['string', '+AM123'],
      ['string', 'Ali;=1+1'],
      ['string', '+212612345678'],
      ['string', '@Tanger'],
      ['string', '12, rue =Atlas'],
      ['', ''],
      ['string', 'Shadow Hoodie (M) x2'],
      ['float', '528,00'],
    ]);
  });
});
