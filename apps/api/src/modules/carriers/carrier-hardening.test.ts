/**
 * What the carriers' answers can do to the shop (docs/carriers.md, "Hardening"): Ozon's
 * open-before-paying flag, a creation without answer never made twice, delivery notes, and the
 * attack cases — bad amounts, names and ids set aside while the rest goes on, paging capped, a
 * stale parcel left alone, a foreign label URL never fetched, echoed secrets redacted.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BatchDeliveryNote, CarrierParcel, CityMappingReport, ShipmentBatch } from '@vigor/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { env } from '../../config/env.ts';
import { prisma } from '../../../test/full-client.ts';
import { api, createOrderRow, createProduct, createStaff, truncateAll } from '../../../test/factories.ts';
import {
  OZON_TEST_KEYS,
  startOzonExpressSimulator,
  type OzonExpressSimulator,
} from '../../../test/carrier-simulators/ozon-express-simulator.ts';
import {
  SENDIT_TEST_KEYS,
  startSenditSimulator,
  type SenditSimulator,
} from '../../../test/carrier-simulators/sendit-simulator.ts';
import { CarrierError } from './carrier-adapter.ts';
import { fetchLabelPdf, MAX_LABEL_BYTES } from './label-url.ts';
import { MAX_DISTRICT_PAGES } from './sendit-adapter.ts';

let sendit: SenditSimulator;
let ozon: OzonExpressSimulator;
beforeAll(async () => {
  [sendit, ozon] = await Promise.all([startSenditSimulator(), startOzonExpressSimulator()]);
  Object.assign(env, {
    SENDIT_BASE_URL: sendit.url,
    OZON_EXPRESS_BASE_URL: ozon.url,
    CARRIER_TIMEOUT_MS: 1000,
  });
});
afterAll(() => Promise.all([sendit.close(), ozon.close()]));
beforeEach(async () => {
  await truncateAll();
  sendit.deliveries.clear();
  ozon.parcels.clear();
});

async function setup(integration: 'sendit' | 'ozon_express') {
  const { bearer } = await createStaff();
  const admin = {
    get: (path: string) => api().get(`/api/shipping${path}`).set('Authorization', bearer),
    post: (path: string, body: object = {}) =>
      api().post(`/api/shipping${path}`).set('Authorization', bearer).send(body),
    put: (path: string, body: object) =>
      api().put(`/api/shipping${path}`).set('Authorization', bearer).send(body),
  };
  const carrier = await prisma.carrier.create({
    data: { name: integration === 'sendit' ? 'Sendit' : 'Ozon' },
  });
  const saved = await admin.put(`/carriers/${carrier.id}/integration`, {
    integration,
    credentials: integration === 'sendit' ? SENDIT_TEST_KEYS : OZON_TEST_KEYS,
    pickup_district_id: '1',
  });
  expect(saved.status).toBe(200);
  const hoodie = await createProduct({ name: 'Shadow', sizes: [{ size: 'M', quantity: 9, reserved: 8 }] });
  const order = (city = 'Fès') =>
    createOrderRow([{ product_id: hoodie.id, size: 'M', quantity: 1, name: 'Shadow', price: 399 }], {
      status: 'confirmed',
      customer_city: city,
      customer_address: '12 rue des Fleurs',
      delivery_fee: 35,
    });
  const ship = (orders: { id: number; open_before_paying?: boolean }[], carrierId = carrier.id) =>
    admin.post('/batches', { carrier_id: carrierId, orders });
  const parcelOf = (id: number) => prisma.parcel.findUniqueOrThrow({ where: { order_id: id } });
  const statusOf = async (id: number) => (await prisma.order.findUniqueOrThrow({ where: { id } })).status;
  return { admin, carrier, order, ship, parcelOf, statusOf };
}

describe('Ozon Express parcels', () => {
  it('are sent with parcel-open 1 or 2: the carrier setting, or the order when shipped', async () => {
    const { admin, carrier, order, ship, parcelOf } = await setup('ozon_express');
    expect((await admin.post(`/carriers/${carrier.id}/cities/fetch`)).status).toBe(200);
    const [a, b, c] = [await order(), await order(), await order()];
    expect((await ship([{ id: a.id }, { id: b.id, open_before_paying: false }])).status).toBe(201);
    const sent = async (id: number) => ozon.parcels.get((await parcelOf(id)).tracking_code!)!.open;
    expect([await sent(a.id), await sent(b.id)]).toEqual(['1', '2']);

    // Retyping one key keeps the other; the carrier's default turns to "no".
    const retyped = await admin.put(`/carriers/${carrier.id}/integration`, {
      integration: 'ozon_express',
      credentials: { api_key: OZON_TEST_KEYS.api_key },
      open_before_paying: false,
    });
    expect(retyped.body.data).toMatchObject({
      open_before_paying: false,
      credentials: { customer_id: '••••8' },
    });
    expect((await ship([{ id: c.id }])).status).toBe(201);
    expect(await sent(c.id)).toBe('2');
    expect((await parcelOf(c.id)).open_before_paying).toBe(false);

    const test = await admin.post(`/carriers/${carrier.id}/test`);
    expect(test.body.data).toEqual({
      ok: true,
      message: 'Connexion réussie : Ozon Express accepte votre identifiant client et votre clé API.',
    });
  });

  it('are never made twice after a creation without answer: held for the agent, who decides', async () => {
    const { admin, carrier, order, ship, parcelOf, statusOf } = await setup('ozon_express');
    await admin.post(`/carriers/${carrier.id}/cities/fetch`);
    const a = await order();
    ozon.failNext('hang', { pathPrefix: '/customers' });
    const firstTry = await ship([{ id: a.id }]);
    expect(firstTry.status).toBe(502);
    expect(ozon.parcels.size).toBe(1);
    const held = await parcelOf(a.id);
    expect(held.state).toBe('held');
    expect(held.error).toContain("Look for Amina Alaoui (0612345678) in Ozon's client space");

    const again = await ship([{ id: a.id }]);
    expect(again.status).toBe(502);
    expect(again.body.failed[0].message).toBe(held.error);
    expect(ozon.parcels.size).toBe(1);

    // The agent finds it in Ozon's client site: the next batch ships it with that number.
    const [made] = [...ozon.parcels.keys()];
    const released = await admin.post(`/parcels/${a.id}/release`, { tracking_code: made });
    expect((released.body.data as CarrierParcel).state).toBe('created');
    const shipped = await ship([{ id: a.id }]);
    expect((shipped.body.data as ShipmentBatch).orders[0]!.tracking_number).toBe(made);
    expect([ozon.parcels.size, await statusOf(a.id)]).toEqual([1, 'shipped']);

    const notHeld = await admin.post(`/parcels/${a.id}/release`, {});
    expect(notHeld.status).toBe(409);
  });

  it('are grouped under a delivery note saved at Ozon, whose PDFs SHIPPING links to', async () => {
    const { admin, carrier, order, ship } = await setup('ozon_express');
    await admin.post(`/carriers/${carrier.id}/cities/fetch`);
    const batch = (await ship([{ id: (await order()).id }, { id: (await order()).id }])).body
      .data as ShipmentBatch;
    const res = await admin.post(`/batches/${batch.id}/delivery-note`);
    const note = res.body.data as BatchDeliveryNote;
    expect(ozon.deliveryNotes.get(note.ref)).toMatchObject({
      codes: batch.orders.map((o) => o.tracking_number),
      saved: true,
    });
    expect(note.documents[1]).toEqual({
      label: 'Étiquettes A4',
      url: `https://client.ozoneexpress.ma/pdf-delivery-note-tickets?dn-ref=${note.ref}`,
    });
    // Ozon makes a new note at each call: the batch keeps its own.
    expect((await admin.post(`/batches/${batch.id}/delivery-note`)).body.data).toEqual(note);
    expect(ozon.deliveryNotes.size).toBe(1);
  });
});

describe('answers that would break the sync', () => {
  it('sets aside a parcel whose status has a NUL or an object id, and moves the others', async () => {
    const { admin, carrier, order, ship, parcelOf, statusOf } = await setup('ozon_express');
    await admin.post(`/carriers/${carrier.id}/cities/fetch`);
    const [a, b, c] = [await order(), await order(), await order()];
    await ship([{ id: a.id }, { id: b.id }, { id: c.id }]);
    for (const id of [a.id, b.id, c.id]) ozon.setStatus((await parcelOf(id)).tracking_code!, 'Livré');
    const tracking = (content: object) => ({
      json: { CHECK_API: { RESULT: 'SUCCESS' }, TRACKING: { RESULT: 'SUCCESS', ...content } },
    });
    ozon.answerNext('/tracking', tracking({ LAST_TRACKING: { STATUT: 'Livr\u0000é' } }));
    ozon.answerNext(
      '/tracking',
      tracking({ 'TRACKING-NUMBER': { $gt: '' }, LAST_TRACKING: { STATUT: 'Livré' } }),
    );
    const sync = await admin.post(`/carriers/${carrier.id}/sync`);
    expect(sync.status).toBe(200);
    expect(sync.body.data.errors).toEqual([
      {
        order_id: a.id,
        message:
          'Ozon Express answered an unreadable tracking answer: TRACKING.LAST_TRACKING.STATUT has control characters.',
      },
      {
        order_id: b.id,
        message:
          'Ozon Express answered an unreadable tracking answer: TRACKING.TRACKING-NUMBER is not an id.',
      },
    ]);
    expect(sync.body.data.moved).toEqual([{ order_id: c.id, from: 'shipped', to: 'delivered' }]);
    expect((await parcelOf(a.id)).error).toBe(sync.body.data.errors[0].message);
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(['shipped', 'shipped']);
    // The next run reads them again, and they move.
    expect((await admin.post(`/carriers/${carrier.id}/sync`)).body.data.moved).toHaveLength(2);
  });

  it('refuses cash of 1e12 or below zero, a NUL or an object id from Sendit, and never follows last_page 100000', async () => {
    const { admin, carrier, order, ship, parcelOf, statusOf } = await setup('sendit');
    await admin.post(`/carriers/${carrier.id}/cities/fetch`);
    const [a, b] = [await order(), await order()];
    await ship([{ id: a.id }, { id: b.id }]);
    for (const id of [a.id, b.id]) sendit.setStatus((await parcelOf(id)).tracking_code!, 'DELIVERED');
    const delivery = (amount: number) => ({
      json: { success: true, data: { code: 'X', status: 'DELIVERED', amount } },
    });
    sendit.answerNext((await parcelOf(a.id)).tracking_code!, delivery(1e12));
    sendit.answerNext((await parcelOf(b.id)).tracking_code!, delivery(-400));
    const sync = await admin.post(`/carriers/${carrier.id}/sync`);
    expect(sync.body.data.errors.map((e: { message: string }) => e.message)).toEqual([
      expect.stringContaining('impossible amount'),
      expect.stringContaining('impossible amount'),
    ]);
    expect((await parcelOf(a.id)).carrier_cash).toBeNull();

    // A delivery with a NUL in its status or an object for its code is set aside the same way.
    sendit.answerNext((await parcelOf(a.id)).tracking_code!, {
      json: { success: true, data: { code: 'X', status: 'DELIV\u0000ERED', amount: 10 } },
    });
    sendit.answerNext((await parcelOf(b.id)).tracking_code!, {
      json: { success: true, data: { code: { $gt: '' }, status: 'DELIVERED', amount: 10 } },
    });
    const unreadable = await admin.post(`/carriers/${carrier.id}/sync`);
    expect(unreadable.status).toBe(200);
    expect(unreadable.body.data.errors.map((e: { message: string }) => e.message)).toEqual([
      'Sendit answered no status for ' + (await parcelOf(a.id)).tracking_code! + '.',
      expect.stringMatching(/^Sendit answered an unreadable delivery: code /),
    ]);
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(['shipped', 'shipped']);

    const page = {
      json: { success: true, data: [{ id: 7, name: 'Anfa\u0000', ville: 'Casablanca' }], last_page: 100_000 },
    };
    for (let i = 0; i < MAX_DISTRICT_PAGES; i++) sendit.answerNext('/districts', page);
    const before = sendit.seen.length;
    const fetched = (await admin.post(`/carriers/${carrier.id}/cities/fetch`)).body.data as CityMappingReport;
    expect(sendit.seen.length - before).toBeLessThanOrEqual(MAX_DISTRICT_PAGES + 1);
    expect(fetched.set_aside).toContainEqual({ row: '#7', reason: 'name has control characters' });
    expect(fetched.set_aside?.at(-1)).toEqual({
      row: `pages ${MAX_DISTRICT_PAGES + 1}-100000`,
      reason: `not read: more than ${MAX_DISTRICT_PAGES} pages`,
    });
  });

  it('sets aside a city with a null name from Ozon and keeps the others', async () => {
    const { admin, carrier } = await setup('ozon_express');
    ozon.answerNext('/cities', {
      json: {
        CITIES: {
          '1': { ID: 1, NAME: null },
          '2': { ID: 2, NAME: 'Agadir', 'DELIVERED-PRICE': 35, 'RETURNED-PRICE': 0, 'REFUSED-PRICE': 1e12 },
          '3': { ID: 3, NAME: 'Tiznit', 'DELIVERED-PRICE': '35.00', 'RETURNED-PRICE': null },
        },
      },
    });
    const report = (await admin.post(`/carriers/${carrier.id}/cities/fetch`)).body.data as CityMappingReport;
    expect(report.carrier_cities).toEqual([{ code: '3', name: 'Tiznit' }]);
    expect(report.set_aside).toEqual([
      { row: '#1', reason: 'NAME Invalid input: expected string, received null' },
      { row: '#2', reason: 'REFUSED-PRICE is too large' },
    ]);
  });

  it('leaves alone a stale parcel of one carrier when the order now ships with another', async () => {
    const { admin, carrier, order, ship, parcelOf, statusOf } = await setup('ozon_express');
    await admin.post(`/carriers/${carrier.id}/cities/fetch`);
    const a = await order();
    await ship([{ id: a.id }]);
    await prisma.order.update({ where: { id: a.id }, data: { status: 'confirmed' } });
    const manual = await prisma.carrier.create({ data: { name: 'Amana' } });
    expect(
      (
        await admin.post('/batches', {
          carrier_id: manual.id,
          orders: [{ id: a.id, tracking_number: 'AM1' }],
        })
      ).status,
    ).toBe(201);
    ozon.setStatus((await parcelOf(a.id)).tracking_code!, 'Livré');
    const sync = await admin.post(`/carriers/${carrier.id}/sync`);
    expect(sync.body.data).toMatchObject({
      checked: 0,
      moved: [],
      stale: [{ order_id: a.id, carrier: 'Ozon' }],
    });
    expect(await statusOf(a.id)).toBe('shipped');
  });

  it('redacts a key Ozon echoes, whole, cut or URL-encoded, from the answer and parcels.error', async () => {
    const { admin, carrier, order, ship, parcelOf } = await setup('ozon_express');
    await admin.post(`/carriers/${carrier.id}/cities/fetch`);
    const a = await order();
    const key = OZON_TEST_KEYS.api_key;
    ozon.answerNext('/add-parcel', {
      json: {
        CHECK_API: { RESULT: 'SUCCESS' },
        'ADD-PARCEL': {
          RESULT: 'ERROR',
          MESSAGE: `bad key ${key.slice(0, 10)} at /customers/80238/${encodeURIComponent(key)}/add-parcel (${key.slice(-9)})`,
        },
      },
    });
    const res = await ship([{ id: a.id }]);
    expect(res.body.message).toBe(
      `No parcel was created: #${a.id}: Ozon Express refused the parcel: bad key •••• at /customers/80238/••••/add-parcel (••••)`,
    );
    expect((await parcelOf(a.id)).error).not.toMatch(/75c42e-t|test-key/);
  });
});

describe('label files', () => {
  it('are never fetched off the carrier hosts, and are size-capped', async () => {
    let hits = 0;
    const elsewhere = createServer((_req, res) => {
      hits++;
      res.end('%PDF-1.4 secret internal page');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const port = (elsewhere.address() as AddressInfo).port;
    const source = { carrier: 'Sendit', baseUrl: sendit.url, hosts: ['sendit.ma'], timeoutMs: 1000 };
    for (const url of [
      `http://127.0.0.1:${port}/labels.pdf`,
      `http://localhost:${port}/labels.pdf`,
      'http://app.sendit.ma/labels.pdf',
      'https://sendit.ma.evil.example/labels.pdf',
      'https://user:pw@app.sendit.ma/labels.pdf',
    ]) {
      const error = await fetchLabelPdf(url, source).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CarrierError);
      expect((error as CarrierError).message).toBe(
        'Sendit pointed to a label file outside its own site: it was not fetched.',
      );
    }
    expect(hits).toBe(0);
    await new Promise<void>((resolve) => elsewhere.close(() => resolve()));

    sendit.answerNext('/files/big.pdf', {
      bytes: { type: 'application/pdf', data: Buffer.alloc(MAX_LABEL_BYTES + 1, 0x25) },
    });
    const big = await fetchLabelPdf(`${sendit.url}/files/big.pdf`, source).catch((e: Error) => e.message);
    expect(big).toBe("Sendit's label file is larger than 5 MB.");
  });
});
