import type { OrderMoveResult } from '@vigor/shared';
import { BULK_ORDERS_MAX } from '@vigor/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { prisma } from './orders-database.ts';
import { api, createOrderRow, createProduct, createStaff, truncateAll } from '../../../test/factories.ts';

beforeEach(truncateAll);

const statusOf = async (id: number) => (await prisma.order.findUniqueOrThrow({ where: { id } })).status;

describe('POST /api/sales/bulk/status', () => {
  it('moves each order under its own rules and answers one result per order, in the order sent', async () => {
    const { user, bearer } = await createStaff();
    const pendingA = await createOrderRow([]);
    const contacted = await createOrderRow([], { status: 'contacted' });
    const delivered = await createOrderRow([], { status: 'delivered' });
    const shipped = await createOrderRow([], { status: 'shipped' });
    const alreadyConfirmed = await createOrderRow([], { status: 'confirmed' });
    const missing = alreadyConfirmed.id + 1000;

    const res = await api()
      .post('/api/sales/bulk/status')
      .set('Authorization', bearer)
      .send({
        order_ids: [contacted.id, delivered.id, missing, shipped.id, pendingA.id, alreadyConfirmed.id],
        status: 'confirmed',
      });
    expect(res.status).toBe(200);
    expect(res.body.data as OrderMoveResult[]).toEqual([
      { id: contacted.id, ok: true, status: 'confirmed' },
      {
        id: delivered.id,
        ok: false,
        status: null,
        message: 'Moving an order from Delivered to Confirmed skips its workflow: say why.',
      },
      { id: missing, ok: false, status: null, message: 'Order not found.' },
      {
        id: shipped.id,
        ok: false,
        status: null,
        message: 'Moving an order from Shipped to Confirmed skips its workflow: say why.',
      },
      { id: pendingA.id, ok: true, status: 'confirmed' },
      { id: alreadyConfirmed.id, ok: true, status: 'confirmed' },
    ]);
    expect(await statusOf(contacted.id)).toBe('confirmed');
    expect(await statusOf(pendingA.id)).toBe('confirmed');
    expect(await statusOf(delivered.id)).toBe('delivered');
    expect(await statusOf(shipped.id)).toBe('shipped');
    // Who did it, for the two that moved; nothing for the refused ones or the one already there.
    const events = await prisma.orderEvent.findMany({ orderBy: { id: 'asc' } });
    expect(events.map((e) => [e.order_id, e.staff_user_id, e.details])).toEqual([
      [contacted.id, user.id, { type: 'status', from: 'contacted', to: 'confirmed', cause: 'sales' }],
      [pendingA.id, user.id, { type: 'status', from: 'pending', to: 'confirmed', cause: 'sales' }],
    ]);
  });

  it("records a correction with the admin's reason on every order it moves; units that are gone stop one", async () => {
    const { user, bearer } = await createStaff();
    // One unit of size M, held by nobody: the canceled order's two units cannot come back.
    const hoodie = await createProduct({ name: 'Shadow', sizes: [{ size: 'M', quantity: 1 }] });
    const a = await createOrderRow([], { status: 'delivered' });
    const canceled = await createOrderRow(
      [{ product_id: hoodie.id, size: 'M', quantity: 2, name: 'Shadow', price: 300 }],
      { status: 'canceled' },
    );
    const b = await createOrderRow([], { status: 'shipped' });
    const res = await api()
      .post('/api/sales/bulk/status')
      .set('Authorization', bearer)
      .send({ order_ids: [a.id, canceled.id, b.id], status: 'pending', reason: 'Marked by mistake' });
    expect(res.body.data).toEqual([
      { id: a.id, ok: true, status: 'pending' },
      {
        id: canceled.id,
        ok: false,
        status: null,
        message:
          'This order cannot leave canceled: not enough stock for Shadow size M (needs 2, available: 1).',
      },
      { id: b.id, ok: true, status: 'pending' },
    ]);
    expect(await statusOf(canceled.id)).toBe('canceled');
    const events = await prisma.orderEvent.findMany({ orderBy: { id: 'asc' } });
    const correction = (from: string) => ({
      type: 'correction',
      from,
      to: 'pending',
      reason: 'Marked by mistake',
    });
    expect(events.map((e) => [e.order_id, e.staff_user_id, e.kind, e.details])).toEqual([
      [a.id, user.id, 'correction', correction('delivered')],
      [b.id, user.id, 'correction', correction('shipped')],
    ]);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const { bearer } = await createStaff();
    const a = await createOrderRow([]);
    const send = (body: object) =>
      api().post('/api/sales/bulk/status').set('Authorization', bearer).send(body);
    const cases: [object, string[]][] = [
      [{ order_ids: [], status: 'confirmed' }, ['order_ids']],
      [{ order_ids: [a.id, a.id], status: 'confirmed' }, ['order_ids']],
      [
        { order_ids: Array.from({ length: BULK_ORDERS_MAX + 1 }, (_, i) => i + 1), status: 'confirmed' },
        ['order_ids'],
      ],
      [{ order_ids: ['x'], status: 'lost' }, ['order_ids.0', 'status']],
      [{ order_ids: [a.id], status: 'confirmed', extra: true }, ['body']],
    ];
    for (const [body, fields] of cases) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.errors).sort()).toEqual(fields);
    }
    expect(await statusOf(a.id)).toBe('pending');
    expect(await prisma.orderEvent.count()).toBe(0);
  });

  it('needs an admin', async () => {
    const a = await createOrderRow([]);
    const traffic = await createStaff('traffic_admin');
    const body = { order_ids: [a.id], status: 'confirmed' };
    expect((await api().post('/api/sales/bulk/status').send(body)).status).toBe(401);
    expect(
      (await api().post('/api/sales/bulk/status').set('Authorization', traffic.bearer).send(body)).status,
    ).toBe(403);
    expect(await statusOf(a.id)).toBe('pending');
  });
});
