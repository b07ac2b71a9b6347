import { beforeEach, describe, expect, it } from 'vitest';
import { prisma } from '../../../test/full-client.ts';
import { api, createOrderRow, createProduct, createStaff, truncateAll } from '../../../test/factories.ts';

beforeEach(truncateAll);

async function setup() {
  const { user, bearer } = await createStaff();
  const hoodie = await createProduct({ name: 'Shadow', sizes: [{ size: 'M', quantity: 5, reserved: 2 }] });
  const order = (status: 'confirmed' | 'shipped' | 'refused' | 'delivered') =>
    createOrderRow([{ product_id: hoodie.id, size: 'M', quantity: 1 }], { status });
  const mark = (outcome: string, order_ids: unknown) =>
    api().post('/api/shipping/outcomes').set('Authorization', bearer).send({ outcome, order_ids });
  const reserved = async () =>
    (await prisma.productSize.findFirstOrThrow({ where: { product_id: hoodie.id, size: 'M' } })).reserved;
  return { user, order, mark, reserved };
}

describe('POST /api/shipping/outcomes', () => {
  it('marks shipped parcels delivered or refused and keeps their units held', async () => {
    const { user, order, mark, reserved } = await setup();
    const a = await order('shipped');
    const b = await order('shipped');

    const delivered = await mark('delivered', [a.id]);
    expect(delivered.status).toBe(200);
    expect(delivered.body.data).toEqual([{ id: a.id, ok: true, status: 'delivered' }]);
    const refused = await mark('refused', [b.id]);
    expect(refused.body.data).toEqual([{ id: b.id, ok: true, status: 'refused' }]);

    expect(await reserved()).toBe(2);
    const events = await prisma.orderEvent.findMany({ orderBy: { id: 'asc' } });
    expect(events.map((e) => [e.order_id, e.kind, e.staff_user_id, e.details])).toEqual([
      [a.id, 'outcome', user.id, { type: 'outcome', from: 'shipped', to: 'delivered' }],
      [b.id, 'outcome', user.id, { type: 'outcome', from: 'shipped', to: 'refused' }],
    ]);
  });

  it('brings a returned parcel back to stock', async () => {
    const { order, mark, reserved } = await setup();
    const a = await order('refused');
    const res = await mark('returned', [a.id]);
    expect(res.body.data).toEqual([{ id: a.id, ok: true, status: 'returned' }]);
    expect(await reserved()).toBe(1);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: a.id } })).status).toBe('returned');
  });

  it('reports each scanned id that cannot take the outcome and still moves the others', async () => {
    const { order, mark, reserved } = await setup();
    const confirmed = await order('confirmed');
    const shipped = await order('shipped');
    const delivered = await order('delivered');

    const res = await mark('returned', [confirmed.id, 999, shipped.id, delivered.id]);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: confirmed.id,
        ok: false,
        status: 'confirmed',
        message: expect.stringContaining('only Refused orders'),
      },
      { id: 999, ok: false, status: null, message: 'Order not found.' },
      { id: shipped.id, ok: false, status: 'shipped', message: expect.any(String) },
      { id: delivered.id, ok: false, status: 'delivered', message: expect.any(String) },
    ]);
    const refusedFromConfirmed = await mark('refused', [confirmed.id]);
    expect(refusedFromConfirmed.body.data[0].ok).toBe(false);
    const deliveredTwice = await mark('delivered', [delivered.id]);
    expect(deliveredTwice.body.data[0].ok).toBe(false);
    expect(await prisma.orderEvent.count()).toBe(0);
    expect(await reserved()).toBe(2);
  });

  it('refuses bad input and non-admins', async () => {
    const { mark } = await setup();
    expect((await mark('canceled', [1])).status).toBe(400);
    expect((await mark('delivered', [])).status).toBe(400);
    expect((await mark('delivered', ['abc'])).status).toBe(400);
    const traffic = await createStaff('traffic_admin');
    const res = await api()
      .post('/api/shipping/outcomes')
      .set('Authorization', traffic.bearer)
      .send({ outcome: 'delivered', order_ids: [1] });
    expect(res.status).toBe(403);
    expect((await api().post('/api/shipping/outcomes').send({})).status).toBe(401);
  });
});
