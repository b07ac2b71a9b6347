import { beforeAll, describe, expect, it } from 'vitest';
import { openExport, typesAndText, type EngineSheet } from '../../../test/libreoffice';
import { makeOrder } from '../../../test/back-office';
import { batchColumns } from './batch-columns';

// The export as staff open it: LibreOffice in a French locale (decimal comma, `;`).
let sheet: EngineSheet;
beforeAll(async () => {
  sheet = await openExport(batchColumns('Amana'), [
    {
      ...makeOrder({
        id: 100,
        customer_name: 'Ali;=1+1',
        customer_city: '@Tanger',
        sale_date: '2026-07-21T23:30:00.000Z',
      }),
      tracking_number: '+AM123',
      customer_address: '12, rue =Atlas',
      delivery_note: null,
    },
  ]);
}, 120_000);

describe("the carrier's batch file, opened in LibreOffice", () => {
  it("the carrier's batch: the order, tracking number and address as text, the cash as a number", () => {
    const [header, parcel, ...more] = sheet;
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
