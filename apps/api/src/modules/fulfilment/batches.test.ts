import type { ShipmentBatch } from '@vigor/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { prisma } from '../../../test/full-client.ts';
import { api, createOrderRow, createProduct, createStaff, truncateAll } from '../../../test/factories.ts';

beforeEach(truncateAll);

async function setup() {
  const { user, bearer } = await createStaff();
  const carrier = await prisma.carrier.create({ data: { name: 'Amana' } });
  const hoodie = await createProduct({ name: 'Shadow', sizes: [{ size: 'M', quantity: 5 }] });
  const order = (status: 'confirmed' | 'pending', quantity = 1, size = 'M') =>
    createOrderRow([{ product_id: hoodie.id, size, quantity, name: 'Shadow', price: 399 }], {
      status,
      delivery_fee: 20,
    });
  const ship = (body: object) => api().post('/api/shipping/batches').set('Authorization', bearer).send(body);
  return { user, bearer, carrier, order, ship };
}

describe('shipment batches', () => {
  it('ships confirmed orders with a carrier and tracking numbers, with a pick list and events', async () => {
    const { user, bearer, carrier, order, ship } = await setup();
    const a = await order('confirmed', 2);
    const b = await order('confirmed', 1, 'L');
    const res = await ship({
      carrier_id: carrier.id,
      orders: [{ id: b.id }, { id: a.id, tracking_number: ' AM123 ' }],
    });
    expect(res.status).toBe(201);
    const batch = res.body.data as ShipmentBatch;
    expect(batch.carrier).toEqual({ id: carrier.id, name: 'Amana', active: true });
    expect(batch.orders.map((o) => [o.id, o.status, o.tracking_number])).toEqual([
      [a.id, 'shipped', 'AM123'],
      [b.id, 'shipped', null],
    ]);
    expect(batch.pick_list).toEqual([
      { product_name: 'Shadow', size: 'L', units: 1 },
      { product_name: 'Shadow', size: 'M', units: 2 },
    ]);
    const events = await prisma.orderEvent.findMany({ orderBy: { order_id: 'asc' } });
    expect(events.map((e) => [e.order_id, e.kind, e.staff_user_id, e.details])).toEqual([
      [
        a.id,
        'shipment',
        user.id,
        {
          type: 'shipment',
          from: 'confirmed',
          to: 'shipped',
          batch_id: batch.id,
          carrier_id: batch.carrier.id,
          carrier: 'Amana',
          tracking_number: 'AM123',
        },
      ],
      [
        b.id,
        'shipment',
        user.id,
        {
          type: 'shipment',
          from: 'confirmed',
          to: 'shipped',
          batch_id: batch.id,
          carrier_id: batch.carrier.id,
          carrier: 'Amana',
          tracking_number: null,
        },
      ],
    ]);

    const again = await api().get(`/api/shipping/batches/${batch.id}`).set('Authorization', bearer);
    expect(again.body.data).toEqual(batch);
    const list = await api().get('/api/shipping/batches').set('Authorization', bearer);
    expect(list.body.data).toEqual([
      {
        id: batch.id,
        carrier: batch.carrier,
        created_at: batch.created_at,
        orders: 2,
        tracking: [{ order_id: a.id, tracking_number: 'AM123' }],
      },
    ]);
  });

  it('ships nothing when one order is not confirmed', async () => {
    const { carrier, order, ship } = await setup();
    const a = await order('confirmed');
    const b = await order('pending');
    const res = await ship({ carrier_id: carrier.id, orders: [{ id: a.id }, { id: b.id }] });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Only confirmed orders can be shipped: #${b.id} (Pending).`);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: a.id } })).status).toBe('confirmed');
    expect(await prisma.shipmentBatch.count()).toBe(0);
    expect(await prisma.orderEvent.count()).toBe(0);
  });

  it('refuses an inactive or unknown carrier, duplicates and an empty batch', async () => {
    const { carrier, order, ship } = await setup();
    const a = await order('confirmed');
    await prisma.carrier.update({ where: { id: carrier.id }, data: { active: false } });
    expect((await ship({ carrier_id: carrier.id, orders: [{ id: a.id }] })).status).toBe(400);
    expect((await ship({ carrier_id: 999, orders: [{ id: a.id }] })).status).toBe(400);
    expect((await ship({ carrier_id: carrier.id, orders: [] })).status).toBe(400);
    expect((await ship({ carrier_id: carrier.id, orders: [{ id: a.id }, { id: a.id }] })).status).toBe(400);
  });
});
