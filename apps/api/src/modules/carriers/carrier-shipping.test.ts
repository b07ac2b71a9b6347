import type { CarrierParcel, CarrierSettings, CityMappingReport, ShipmentBatch } from '@vigor/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { env } from '../../config/env.ts';
import { prisma } from '../../../test/full-client.ts';
import {
  api,
  browser,
  createOrderRow,
  createProduct,
  createStaff,
  truncateAll,
} from '../../../test/factories.ts';
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

let sendit: SenditSimulator;
let ozon: OzonExpressSimulator;
beforeAll(async () => {
  [sendit, ozon] = await Promise.all([startSenditSimulator(), startOzonExpressSimulator()]);
  // The adapters read these when they are built: each call goes to this file's simulators.
  Object.assign(env, {
    SENDIT_BASE_URL: sendit.url,
    OZON_EXPRESS_BASE_URL: ozon.url,
    CARRIER_TIMEOUT_MS: 1500,
  });
});
afterAll(() => Promise.all([sendit.close(), ozon.close()]));
beforeEach(async () => {
  await truncateAll();
  // Order ids start again at 1 in each test: so would our references at the carrier.
  sendit.deliveries.clear();
  ozon.parcels.clear();
});

const PICKUP_CONTACT = {
  name: 'VIGOR Derb Omar',
  phone: '0522000000',
  address: '5 rue Derb Omar, Casablanca',
};

async function setup(integration: 'sendit' | 'ozon_express' = 'sendit') {
  const { user, bearer } = await createStaff();
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
    ...(integration === 'sendit' && { pickup_contact: PICKUP_CONTACT }),
  });
  expect(saved.status).toBe(200);
  expect((await admin.post(`/carriers/${carrier.id}/cities/fetch`)).status).toBe(200);
  const hoodie = await createProduct({ name: 'Shadow', sizes: [{ size: 'M', quantity: 5, reserved: 4 }] });
  const order = (city = 'Fès', status: 'confirmed' | 'pending' = 'confirmed') =>
    createOrderRow([{ product_id: hoodie.id, size: 'M', quantity: 2, name: 'Shadow', price: 399 }], {
      status,
      customer_city: city,
      customer_address: '12 rue des Fleurs',
      delivery_fee: 35,
    });
  const reserved = async () =>
    (await prisma.productSize.findFirstOrThrow({ where: { product_id: hoodie.id, size: 'M' } })).reserved;
  const ship = (ids: number[]) =>
    admin.post('/batches', { carrier_id: carrier.id, orders: ids.map((id) => ({ id })) });
  const statusOf = async (id: number) => (await prisma.order.findUniqueOrThrow({ where: { id } })).status;
  return { user, admin, carrier, order, ship, reserved, statusOf };
}

describe('carriers', () => {
  it('are added, renamed and deactivated by admins only', async () => {
    const { bearer } = await createStaff();
    const added = await api()
      .post('/api/shipping/carriers')
      .set('Authorization', bearer)
      .send({ name: ' Ozon ' });
    expect(added.status).toBe(201);
    // Reached by hand, its fees not typed yet (PROFIT marks the figures that need them).
    const unknownFees = {
      integration: 'manual',
      open_before_paying: true,
      delivery_fee: null,
      return_fee: null,
      cash_fee_percent: null,
    };
    expect(added.body.data).toEqual({ id: expect.any(Number), name: 'Ozon', active: true, ...unknownFees });
    const duplicate = await api()
      .post('/api/shipping/carriers')
      .set('Authorization', bearer)
      .send({ name: 'Ozon' });
    expect(duplicate.status).toBe(409);
    const over = await api()
      .put(`/api/shipping/carriers/${added.body.data.id}`)
      .set('Authorization', bearer)
      .send({ active: false, delivery_fee: 25, return_fee: '', cash_fee_percent: 101 });
    expect(over.status).toBe(400);
    expect(Object.keys(over.body.errors)).toEqual(['cash_fee_percent']);
    const fees = await api()
      .put(`/api/shipping/carriers/${added.body.data.id}`)
      .set('Authorization', bearer)
      .send({ active: false, delivery_fee: 25, return_fee: '', cash_fee_percent: 1.5 });
    expect(fees.body.data).toMatchObject({
      active: false,
      delivery_fee: 25,
      return_fee: null,
      cash_fee_percent: 1.5,
    });
    const list = await api().get('/api/shipping/carriers').set('Authorization', bearer);
    expect(list.body.data).toEqual([
      {
        ...unknownFees,
        id: added.body.data.id,
        name: 'Ozon',
        active: false,
        delivery_fee: 25,
        cash_fee_percent: 1.5,
      },
    ]);
    const traffic = await createStaff('traffic_admin');
    expect((await api().get('/api/shipping/carriers').set('Authorization', traffic.bearer)).status).toBe(403);
  });
});

describe('carrier integration settings', () => {
  it('keeps credentials write-only: answered masked, kept when not resent, dropped for manual', async () => {
    const { admin, carrier } = await setup();
    const list = await admin.get('/carrier-integrations');
    const settings = list.body.data as CarrierSettings[];
    expect(settings).toEqual([
      {
        id: carrier.id,
        name: 'Sendit',
        active: true,
        integration: 'sendit',
        credentials: { public_key: '••••igor', secret_key: '••••cret' },
        pickup_district_id: '1',
        pickup_contact: PICKUP_CONTACT,
        cities_fetched_at: expect.any(String),
        open_before_paying: true,
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(SENDIT_TEST_KEYS.secret_key);

    const kept = await admin.put(`/carriers/${carrier.id}/integration`, {
      integration: 'sendit',
      pickup_district_id: '2',
    });
    expect(kept.body.data.credentials).toEqual(settings[0]!.credentials);
    expect((await prisma.carrier.findUniqueOrThrow({ where: { id: carrier.id } })).credentials).toEqual(
      SENDIT_TEST_KEYS,
    );

    const missing = await admin.put(`/carriers/${carrier.id}/integration`, {
      integration: 'ozon_express',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Enter the Ozon Express credentials.');
    const partial = await admin.put(`/carriers/${carrier.id}/integration`, {
      integration: 'ozon_express',
      credentials: { customer_id: '1' },
    });
    expect(partial.body.errors).toEqual({ 'credentials.api_key': ['API key is required.'] });

    const manual = await admin.put(`/carriers/${carrier.id}/integration`, { integration: 'manual' });
    expect(manual.body.data).toMatchObject({
      integration: 'manual',
      credentials: null,
      cities_fetched_at: null,
    });
    expect(await prisma.carrierCity.count()).toBe(0);
  });
});

describe('city mapping', () => {
  it('matches every default delivery city, and takes a hand mapping over the automatic one', async () => {
    const { admin, carrier } = await setup();
    const report = (await admin.get(`/carriers/${carrier.id}/cities`)).body.data as CityMappingReport;
    expect(report.matched).toBe(38);
    expect(report.rows.find((r) => r.city === 'Casablanca')).toEqual({
      city: 'Casablanca',
      city_ar: 'الدار البيضاء',
      carrier_city: { code: '1', name: 'Maarif' },
      by: 'city',
    });
    const mapped = await admin.put(`/carriers/${carrier.id}/cities`, {
      city: 'Casablanca',
      carrier_city_code: '48',
    });
    expect((mapped.body.data as CityMappingReport).rows[0]).toMatchObject({
      carrier_city: { code: '48', name: 'Dar Bouazza' },
      by: 'hand',
    });
    const unknown = await admin.put(`/carriers/${carrier.id}/cities`, {
      city: 'Casablanca',
      carrier_city_code: '999',
    });
    expect(unknown.status).toBe(400);
    const back = await admin.put(`/carriers/${carrier.id}/cities`, {
      city: 'Casablanca',
      carrier_city_code: null,
    });
    expect((back.body.data as CityMappingReport).rows[0]!.by).toBe('city');
  });

  it('lists a city the carrier does not know as unmatched, and a batch refuses its orders by name', async () => {
    const { admin, carrier, order, ship } = await setup();
    await prisma.deliveryCity.create({ data: { zone_id: 2, name_fr: 'Tiflet', name_ar: 'تيفلت' } });
    const report = (await admin.get(`/carriers/${carrier.id}/cities`)).body.data as CityMappingReport;
    expect(report.rows.filter((r) => !r.carrier_city).map((r) => r.city)).toEqual(['Tiflet']);
    const a = await order('Tiflet');
    const b = await order('Rabat');
    const res = await ship([a.id, b.id]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Sendit has no city for #${a.id} (Tiflet): map it in the SHIPPING tab.`);
    expect(sendit.deliveries.size).toBe(0);
    expect(await prisma.shipmentBatch.count()).toBe(0);
  });
});

describe('shipping through Sendit', () => {
  it('refuses tracking numbers typed for an integrated carrier, which gives its own', async () => {
    const { admin, carrier, order, statusOf } = await setup();
    const a = await order('Fès');
    const res = await admin.post('/batches', {
      carrier_id: carrier.id,
      orders: [{ id: a.id, tracking_number: 'TYPED-1' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Sendit gives the tracking numbers: leave them blank (#${a.id}).`);
    expect(sendit.deliveries.size).toBe(0);
    expect(await statusOf(a.id)).toBe('confirmed');
  });

  it('creates one parcel per order, ships them with the tracking codes and prints Sendit labels', async () => {
    const { admin, user, order, ship, statusOf } = await setup();
    const a = await order('Fès');
    const b = await order('Tanger');
    const res = await ship([b.id, a.id]);
    expect(res.status).toBe(201);
    expect(res.body.failed).toEqual([]);
    const batch = res.body.data as ShipmentBatch;
    const parcels = await prisma.parcel.findMany({ orderBy: { order_id: 'asc' } });
    expect(parcels.map((p) => [p.order_id, p.reference, p.state, p.carrier_status])).toEqual([
      [a.id, `VIGOR-${a.id}`, 'created', 'PENDING'],
      [b.id, `VIGOR-${b.id}`, 'created', 'PENDING'],
    ]);
    expect(batch.orders.map((o) => [o.id, o.status, o.tracking_number])).toEqual(
      parcels.map((p) => [p.order_id, 'shipped', p.tracking_code]),
    );
    // The batches list shows Sendit's codes too.
    expect((await admin.get('/batches')).body.data).toEqual([
      expect.objectContaining({
        id: batch.id,
        orders: 2,
        tracking: parcels.map((p) => ({ order_id: p.order_id, tracking_number: p.tracking_code })),
      }),
    ]);
    expect(sendit.deliveries.get(parcels[0]!.tracking_code!)).toMatchObject({
      reference: `VIGOR-${a.id}`,
      phone: '0612345678',
      district_id: 24,
      amount: 833,
      products: 'Shadow M x2',
      address: '12 rue des Fleurs',
    });
    const event = await prisma.orderEvent.findFirstOrThrow({ where: { order_id: a.id } });
    expect([event.kind, event.staff_user_id, event.details]).toEqual([
      'shipment',
      user.id,
      {
        type: 'shipment',
        from: 'confirmed',
        to: 'shipped',
        batch_id: batch.id,
        carrier_id: batch.carrier.id,
        carrier: 'Sendit',
        tracking_number: parcels[0]!.tracking_code,
      },
    ]);
    expect(await statusOf(a.id)).toBe('shipped');

    const labels = await admin.get(`/batches/${batch.id}/carrier-labels`).buffer(true);
    expect(labels.status).toBe(200);
    expect(labels.headers['content-type']).toBe('application/pdf');
    const pdf = (labels.body as Buffer).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    for (const p of parcels) expect(pdf).toContain(`(Sendit ${p.tracking_code})`);
  });

  it('keeps an order the carrier refused Confirmed with its error, and ships the others', async () => {
    const { admin, carrier, order, ship, statusOf } = await setup();
    const a = await order('Fès');
    const b = await order('Rabat');
    // A district Sendit dropped since its list was fetched.
    await prisma.carrierCity.create({ data: { carrier_id: carrier.id, code: '9999', name: 'Old Rabat' } });
    await prisma.carrierCityMapping.create({
      data: { carrier_id: carrier.id, city: 'Rabat', carrier_city_code: '9999' },
    });
    const res = await ship([a.id, b.id]);
    expect(res.status).toBe(201);
    expect(res.body.failed).toEqual([
      {
        id: b.id,
        message:
          'Sendit refused the parcel: The given data was invalid.; district_id: The selected district id is invalid.',
      },
    ]);
    expect(await statusOf(b.id)).toBe('confirmed');
    const parcels = (await admin.get('/parcels')).body.data as CarrierParcel[];
    expect(parcels.find((p) => p.order_id === b.id)).toMatchObject({
      state: 'failed',
      order_status: 'confirmed',
      error: res.body.failed[0].message,
    });
  });

  it('never creates a second parcel: a retry after a timeout finds the first', async () => {
    const { order, ship, statusOf } = await setup();
    const a = await order('Fès');
    sendit.failNext('hang', { pathPrefix: '/deliveries' });
    const first = await ship([a.id]);
    expect(first.status).toBe(502);
    expect(first.body.message).toBe(`No parcel was created: #${a.id}: Sendit did not answer within 1.5 s.`);
    expect(first.body.failed).toHaveLength(1);
    expect(await statusOf(a.id)).toBe('confirmed');
    expect(await prisma.shipmentBatch.count()).toBe(0);
    expect((await prisma.parcel.findUniqueOrThrow({ where: { order_id: a.id } })).state).toBe('pending');

    const retry = await ship([a.id]);
    expect(retry.status).toBe(201);
    const made = [...sendit.deliveries.values()].filter((d) => d.reference === `VIGOR-${a.id}`);
    expect(made).toHaveLength(1);
    expect((retry.body.data as ShipmentBatch).orders[0]!.tracking_number).toBe(made[0]!.code);
  });
});

describe("the shopper's address", () => {
  it.each(['sendit', 'ozon_express'] as const)(
    'goes from the checkout to the parcel at %s; without one, the city does',
    async (integration) => {
      const { ship } = await setup(integration);
      const beanie = await createProduct({ name: 'Cap', type: 'beanies', price: 99 });
      const checkout = async (address?: string) => {
        const guest = browser();
        const line = await guest.post('/api/carts').send({ product_id: beanie.id, size: 'M', quantity: 1 });
        const placed = await guest.post('/api/sales').send({
          customer_name: 'Amina Alaoui',
          customer_phone: '0612345678',
          customer_city: 'Fès',
          ...(address && { customer_address: address }),
          cart_ids: [line.body.data.id],
        });
        expect(placed.status).toBe(201);
        const id = placed.body.data.id as number;
        await prisma.order.update({ where: { id }, data: { status: 'confirmed' } });
        return id;
      };
      const typed = await checkout('12 rue Ibn Battouta, Atlas');
      const none = await checkout();
      expect((await ship([typed, none])).status).toBe(201);
      const code = async (id: number) =>
        (await prisma.parcel.findUniqueOrThrow({ where: { order_id: id } })).tracking_code!;
      const sent = async (id: number) =>
        integration === 'sendit'
          ? [...sendit.deliveries.values()].find((d) => d.reference === `VIGOR-${id}`)?.address
          : ozon.parcels.get(await code(id))?.address;
      expect([await sent(typed), await sent(none)]).toEqual(['12 rue Ibn Battouta, Atlas', 'Fès']);
    },
  );
});

describe('status sync', () => {
  it('moves orders through the lifecycle by the status table, keeps unknown statuses, returns units', async () => {
    const { admin, carrier, order, ship, reserved, statusOf } = await setup();
    const [a, b, c] = [await order('Fès'), await order('Meknès'), await order('Tanger')];
    await ship([a.id, b.id, c.id]);
    const code = async (id: number) =>
      (await prisma.parcel.findUniqueOrThrow({ where: { order_id: id } })).tracking_code!;
    sendit.setStatus(await code(a.id), 'DELIVERED');
    sendit.setStatus(await code(b.id), 'REJECTED');
    sendit.setStatus(await code(c.id), 'LOST_IN_SPACE');
    const first = await admin.post(`/carriers/${carrier.id}/sync`);
    expect(first.body.data).toEqual({
      checked: 3,
      moved: [
        { order_id: a.id, from: 'shipped', to: 'delivered' },
        { order_id: b.id, from: 'shipped', to: 'refused' },
      ],
      unknown: [{ order_id: c.id, carrier_status: 'LOST_IN_SPACE' }],
      errors: [],
      stale: [],
    });
    expect([await statusOf(a.id), await statusOf(b.id), await statusOf(c.id)]).toEqual([
      'delivered',
      'refused',
      'shipped',
    ]);
    const event = await prisma.orderEvent.findFirstOrThrow({ where: { order_id: a.id, kind: 'status' } });
    expect([event.staff_user_id, event.details]).toEqual([
      null,
      {
        type: 'status',
        from: 'shipped',
        to: 'delivered',
        cause: 'carrier_sync',
        carrier: 'Sendit',
        carrier_status: 'DELIVERED',
      },
    ]);
    const listed = (await admin.get('/parcels')).body.data as CarrierParcel[];
    expect(listed.find((p) => p.order_id === c.id)).toMatchObject({
      carrier_status: 'LOST_IN_SPACE',
      meaning: null,
    });
    expect(listed.find((p) => p.order_id === b.id)).toMatchObject({
      carrier_status: 'REJECTED',
      meaning: { label: 'Refusé', order_status: 'refused' },
    });

    expect(await reserved()).toBe(4);
    // Sendit has no "returned" delivery status: the refused parcel came back with a return request.
    const [request] = [...sendit.returns.values()];
    expect(request).toMatchObject({
      type: 'HOME',
      district_id: 1,
      ...PICKUP_CONTACT,
      deliveries: [await code(b.id)],
    });
    const waiting = await admin.post(`/carriers/${carrier.id}/sync`);
    expect(waiting.body.data.moved).toEqual([]);
    expect(sendit.returns.size).toBe(1);
    sendit.setReturnStatus(request!.code, 'DELIVERED');
    const second = await admin.post(`/carriers/${carrier.id}/sync`);
    expect(second.body.data.moved).toEqual([{ order_id: b.id, from: 'refused', to: 'returned' }]);
    expect(await reserved()).toBe(2);
    expect(await prisma.parcel.findUniqueOrThrow({ where: { order_id: b.id } })).toMatchObject({
      return_code: request!.code,
      return_status: 'DELIVERED',
    });
    // The returned parcel is settled; the delivered one is asked on until Sendit pays its cash.
    expect((await admin.post(`/carriers/${carrier.id}/sync`)).body.data.checked).toBe(2);
    expect((await admin.get(`/carriers/${carrier.id}/statement`)).body.data).toEqual({
      lines: [],
      text: '',
      total: 0,
    });
    sendit.setStatus(await code(a.id), 'REFUNDED');
    expect((await admin.post(`/carriers/${carrier.id}/sync`)).body.data.moved).toEqual([]);
    expect((await admin.get(`/carriers/${carrier.id}/statement`)).body.data).toEqual({
      lines: [{ id: a.id, amount: 833 }],
      text: `${a.id} 833.00`,
      total: 833,
    });
    expect((await admin.post(`/carriers/${carrier.id}/sync`)).body.data.checked).toBe(1);
  });

  it('stops asking a carrier that limits requests, and says so', async () => {
    const { admin, carrier, order, ship } = await setup();
    await ship([(await order('Fès')).id, (await order('Meknès')).id]);
    sendit.failNext('rate_limit', { pathPrefix: '/deliveries' });
    const res = await admin.post(`/carriers/${carrier.id}/sync`);
    expect(res.body.data).toMatchObject({
      checked: 0,
      errors: [{ message: 'Sendit is limiting requests: try again in 30 s.' }],
    });
  });
});

describe('shipping through Ozon Express', () => {
  it('stores the tracking number Ozon gives, syncs a return in two steps, and has no labels of its own', async () => {
    const { admin, carrier, order, ship, statusOf } = await setup('ozon_express');
    const a = await order('Ksar El Kébir');
    const res = await ship([a.id]);
    expect(res.status).toBe(201);
    const code = (res.body.data as ShipmentBatch).orders[0]!.tracking_number!;
    expect(code).toMatch(/^OZE\d+$/);
    expect(ozon.parcels.get(code)).toMatchObject({ city_id: 121, price: 833 });
    const labels = await admin.get(`/batches/${(res.body.data as ShipmentBatch).id}/carrier-labels`);
    expect(labels.status).toBe(404);
    expect(labels.body.message).toBe("Ozon prints no labels through its API: print the shop's slips.");

    ozon.setStatus(code, 'Retourné');
    const sync = await admin.post(`/carriers/${carrier.id}/sync`);
    expect(sync.body.data.moved).toEqual([
      { order_id: a.id, from: 'shipped', to: 'refused' },
      { order_id: a.id, from: 'refused', to: 'returned' },
    ]);
    expect(await statusOf(a.id)).toBe('returned');
  });
});
