import type { CarrierParcel, ShipmentBatch } from '@vigor/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { env } from '../../config/env.ts';
import { prisma } from '../../../test/full-client.ts';
import { api, createOrderRow, createProduct, createStaff, truncateAll } from '../../../test/factories.ts';
import {
  SENDIT_STATUS_CATALOG,
  SENDIT_TEST_KEYS,
  startSenditSimulator,
  type SenditSimulator,
} from '../../../test/carrier-simulators/sendit-simulator.ts';
import { deliverOrderEvents } from '../orders/index.ts';
import { cancelSenditParcel, refreshSenditStatuses } from './sendit-follow.ts';

const WEBHOOK_SECRET = 'whsec_vigor_test';

let sendit: SenditSimulator;
beforeAll(async () => {
  sendit = await startSenditSimulator();
  Object.assign(env, { SENDIT_BASE_URL: sendit.url, CARRIER_TIMEOUT_MS: 400 });
});
afterAll(() => sendit.close());
beforeEach(async () => {
  await truncateAll();
  sendit.deliveries.clear();
});

/** A Sendit carrier picking up in Casablanca, its districts fetched, and a shipping agent. */
async function senditShop() {
  const admin = await createStaff();
  const agent = await createStaff('shipper');
  const as = (bearer: string) => ({
    get: (path: string) => api().get(`/api/shipping${path}`).set('Authorization', bearer),
    post: (path: string, body: object = {}) =>
      api().post(`/api/shipping${path}`).set('Authorization', bearer).send(body),
    put: (path: string, body: object) =>
      api().put(`/api/shipping${path}`).set('Authorization', bearer).send(body),
  });
  const carrier = await prisma.carrier.create({ data: { name: 'Sendit' } });
  const owner = as(admin.bearer);
  const saved = await owner.put(`/carriers/${carrier.id}/integration`, {
    integration: 'sendit',
    credentials: { ...SENDIT_TEST_KEYS, webhook_secret: WEBHOOK_SECRET },
    pickup_district_id: '1',
    pickup_contact: { name: 'VIGOR', phone: '0522000000', address: '5 rue Derb Omar, Casablanca' },
  });
  expect(saved.status).toBe(200);
  expect((await owner.post(`/carriers/${carrier.id}/cities/fetch`)).status).toBe(200);
  const cap = await createProduct({ name: 'Cap', sizes: [{ size: 'M', quantity: 9, reserved: 9 }] });
  const order = (city: string, address: string, status: 'confirmed' | 'shipped' = 'confirmed') =>
    createOrderRow([{ product_id: cap.id, size: 'M', quantity: 1, name: 'Cap', price: 199 }], {
      status,
      customer_city: city,
      customer_address: address,
    });
  const shipper = as(agent.bearer);
  const ship = (ids: number[]) =>
    shipper.post('/batches', { carrier_id: carrier.id, orders: ids.map((id) => ({ id })) });
  const parcel = (id: number) => prisma.parcel.findUniqueOrThrow({ where: { order_id: id } });
  const statusOf = async (id: number) => (await prisma.order.findUniqueOrThrow({ where: { id } })).status;
  const webhook = `/api/shipping/carriers/${carrier.id}/sendit/webhook`;
  return { owner, shipper, carrier, order, ship, parcel, statusOf, webhook };
}

describe('Sendit districts', () => {
  it("sends an address's district, and holds a Casablanca order that names none for the agent's choice", async () => {
    const { shipper, order, ship, parcel } = await senditShop();
    const named = await order('Casablanca', '8 rue Ibnou Mounir, Maârif');
    const unnamed = await order('Casablanca', '12 rue des Fleurs');
    const res = await ship([named.id, unnamed.id]);
    expect(res.status).toBe(201);
    expect(res.body.failed).toEqual([
      {
        id: unnamed.id,
        message: `Choose the Sendit district of order #${unnamed.id}: Casablanca has 4 districts and the address names none.`,
      },
    ]);
    // Never the first listed: nothing was made for the order without a district.
    expect([...sendit.deliveries.values()].map((d) => [d.reference, d.district_id])).toEqual([
      [`VIGOR-${named.id}`, 1],
    ]);
    const listed = (await shipper.get('/parcels')).body.data as CarrierParcel[];
    expect(listed.find((p) => p.order_id === unnamed.id)).toMatchObject({
      state: 'needs_district',
      order_status: 'confirmed',
      district_choices: [
        { code: '2', name: 'Ain Sebaa' },
        { code: '48', name: 'Dar Bouazza' },
        { code: '1', name: 'Maarif' },
        { code: '3', name: 'Sidi Maarouf' },
      ],
    });

    expect(
      (await shipper.put(`/parcels/${unnamed.id}/district`, { district_code: '404' })).body.errors,
    ).toEqual({
      district_code: ['Unknown district.'],
    });
    const chosen = await shipper.put(`/parcels/${unnamed.id}/district`, { district_code: '3' });
    expect(chosen.body.data).toEqual({ order_id: unnamed.id, district: { code: '3', name: 'Sidi Maarouf' } });
    expect((await parcel(unnamed.id)).state).toBe('ready');
    expect((await ship([unnamed.id])).status).toBe(201);
    const sent = [...sendit.deliveries.values()].find((d) => d.reference === `VIGOR-${unnamed.id}`);
    expect(sent?.district_id).toBe(3);
    expect(await prisma.auditLog.count({ where: { action: 'parcel.district' } })).toBe(1);
  });
});

describe('a Sendit creation that timed out', () => {
  it('is found among the receiver’s parcels by our reference, or held for the agent: never made twice', async () => {
    const { shipper, order, ship, parcel, statusOf } = await senditShop();
    const found = await order('Fès', '3 rue Atlas');
    const lost = await order('Fès', '4 rue Atlas');
    sendit.failNext('hang', { pathPrefix: '/deliveries', count: 2 });
    expect((await ship([found.id, lost.id])).status).toBe(502);
    // Sendit made both; it lists the first, not yet the second (as if it listed it late).
    const late = [...sendit.deliveries.values()].find((d) => d.reference === `VIGOR-${lost.id}`)!;
    sendit.deliveries.delete(late.code);

    const retry = await ship([found.id, lost.id]);
    expect(retry.status).toBe(201);
    const made = (id: number) => [...sendit.deliveries.values()].filter((d) => d.reference === `VIGOR-${id}`);
    expect(made(found.id)).toHaveLength(1);
    expect((retry.body.data as ShipmentBatch).orders[0]!.tracking_number).toBe(made(found.id)[0]!.code);
    expect(made(lost.id)).toHaveLength(0);
    expect(retry.body.failed[0].message).toBe(
      `Sendit did not answer when the parcel VIGOR-${lost.id} was created, and its search cannot find a parcel by our reference (none of the parcels for 0612345678 carries it). Look for VIGOR-${lost.id} in Sendit, then say whether it exists (SHIPPING, Parcels).`,
    );
    expect((await parcel(lost.id)).state).toBe('held');
    // A held parcel stays held on every new batch until the agent answers.
    expect((await ship([lost.id])).status).toBe(502);
    expect(made(lost.id)).toHaveLength(0);

    sendit.deliveries.set(late.code, late);
    const answered = await shipper.post(`/parcels/${lost.id}/release`, { tracking_code: late.code });
    expect(answered.body.data).toMatchObject({
      order_id: lost.id,
      state: 'created',
      tracking_code: late.code,
    });
    expect((await ship([lost.id])).status).toBe(201);
    expect(await statusOf(lost.id)).toBe('shipped');
    expect(made(lost.id)).toHaveLength(1);
  });

  it('is made once more only after the agent says Sendit has none', async () => {
    const { shipper, order, ship, parcel } = await senditShop();
    const lost = await order('Fès', '4 rue Atlas');
    sendit.failNext('hang', { pathPrefix: '/deliveries' });
    await ship([lost.id]);
    sendit.deliveries.clear();
    expect((await ship([lost.id])).status).toBe(502);
    expect((await parcel(lost.id)).state).toBe('held');
    expect((await shipper.post(`/parcels/${lost.id}/release`, {})).body.data.state).toBe('failed');
    expect((await ship([lost.id])).status).toBe(201);
    expect(sendit.deliveries.size).toBe(1);
  });
});

describe('Sendit webhooks', () => {
  it('move an order when signed with the secret; a forged signature changes nothing', async () => {
    const { order, ship, parcel, statusOf, webhook, shipper } = await senditShop();
    const a = await order('Fès', '3 rue Atlas');
    await ship([a.id]);
    const { tracking_code } = await parcel(a.id);
    const server = await new Promise<{ url: string; close: () => void }>((resolve) => {
      const listening = createApp().listen(0, '127.0.0.1', () => {
        const { port } = listening.address() as { port: number };
        resolve({ url: `http://127.0.0.1:${port}${webhook}`, close: () => listening.close() });
      });
    });
    try {
      const forged = await sendit.sendWebhook(
        server.url,
        { code: tracking_code!, newStatus: 'DELIVERED' },
        'guess',
      );
      expect(forged.status).toBe(401);
      expect([await statusOf(a.id), (await parcel(a.id)).carrier_status]).toEqual(['shipped', 'PENDING']);

      const signed = await sendit.sendWebhook(
        server.url,
        { code: tracking_code!, newStatus: 'DELIVERED' },
        WEBHOOK_SECRET,
      );
      expect(signed.status).toBe(200);
      expect(await statusOf(a.id)).toBe('delivered');

      // A status the table does not know is kept and shown, the order stays.
      const b = await order('Fès', '4 rue Atlas');
      await ship([b.id]);
      const code = (await parcel(b.id)).tracking_code!;
      await sendit.sendWebhook(server.url, { code, newStatus: 'LOST_IN_SPACE' }, WEBHOOK_SECRET);
      const listed = (await shipper.get('/parcels')).body.data as CarrierParcel[];
      expect(listed.find((p) => p.order_id === b.id)).toMatchObject({
        carrier_status: 'LOST_IN_SPACE',
        meaning: null,
      });
    } finally {
      server.close();
    }
  });
});

describe('Sendit pickups, cancellations and catalog', () => {
  it('requests one pickup for a batch, and deletes a parcel not yet picked up when its order is canceled', async () => {
    const { shipper, order, ship, parcel } = await senditShop();
    const a = await order('Fès', '3 rue Atlas');
    const b = await order('Tanger', '9 bd Pasteur');
    const batch = (await ship([a.id, b.id])).body.data as ShipmentBatch;
    const pickup = await shipper.post(`/batches/${batch.id}/pickup`);
    expect(pickup.status).toBe(201);
    const [request] = [...sendit.pickups.values()];
    expect(request).toMatchObject({
      district_id: 1,
      name: 'VIGOR',
      deliveries: [(await parcel(a.id)).tracking_code, (await parcel(b.id)).tracking_code],
    });
    expect(pickup.body.data).toMatchObject({ pickup_code: request!.code, parcels: 2 });
    expect((await shipper.post(`/batches/${batch.id}/pickup`)).status).toBe(409);

    // Picked up since: Sendit keeps it.
    sendit.setStatus((await parcel(b.id)).tracking_code!, 'PICKEDUP');
    await prisma.parcel.update({ where: { order_id: b.id }, data: { carrier_status: 'PICKEDUP' } });
    const canceled = await api()
      .post('/api/sales/bulk/status')
      .set('Authorization', (await createStaff()).bearer)
      .send({ order_ids: [a.id, b.id], status: 'canceled', reason: 'Customer called: no longer wanted' });
    expect(canceled.body.data.map((r: { ok: boolean }) => r.ok)).toEqual([true, true]);
    await deliverOrderEvents({ sendit_cancel: cancelSenditParcel });
    expect(sendit.deliveries.has((await parcel(a.id)).tracking_code!)).toBe(false);
    expect((await parcel(a.id)).carrier_status).toBe('CANCELED');
    expect(sendit.deliveries.has((await parcel(b.id)).tracking_code!)).toBe(true);
  });

  it('stores the status catalog, tests the connection in French and keeps the keys not retyped', async () => {
    const { owner, carrier } = await senditShop();
    expect(await refreshSenditStatuses()).toEqual([
      { carrier_id: carrier.id, statuses: Object.keys(SENDIT_STATUS_CATALOG).length },
    ]);
    expect((await prisma.carrier.findUniqueOrThrow({ where: { id: carrier.id } })).statuses).toEqual(
      SENDIT_STATUS_CATALOG,
    );
    expect((await owner.post(`/carriers/${carrier.id}/test`)).body.data).toEqual({
      ok: true,
      message: 'Connexion réussie : Sendit accepte les clés (ramassage à Casablanca).',
    });
    const picker = await owner.get(`/carriers/${carrier.id}/sendit/pickup-cities`);
    expect(picker.body.data).toEqual([
      { id: '1', name: 'Casablanca' },
      { id: '10', name: 'Rabat' },
      { id: '21', name: 'Marrakesh' },
    ]);

    const retyped = await owner.put(`/carriers/${carrier.id}/integration`, {
      integration: 'sendit',
      credentials: { secret_key: 'sk_typo' },
      pickup_district_id: '1',
    });
    expect(retyped.status).toBe(200);
    expect((await prisma.carrier.findUniqueOrThrow({ where: { id: carrier.id } })).credentials).toEqual({
      ...SENDIT_TEST_KEYS,
      secret_key: 'sk_typo',
      webhook_secret: WEBHOOK_SECRET,
    });
    expect((await owner.post(`/carriers/${carrier.id}/test`)).body.data).toEqual({
      ok: false,
      message: 'Sendit refuse les clés : vérifiez la clé publique et la clé secrète (menu API de Sendit).',
    });
  });
});
