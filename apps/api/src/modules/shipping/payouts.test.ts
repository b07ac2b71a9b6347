import type { PayoutReconciliation } from '@vigor/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { prisma } from '../../lib/prisma.ts';
import { api, createOrderRow, createStaff, truncateAll } from '../../../test/factories.ts';

beforeEach(truncateAll);

describe('carrier payouts', () => {
  it('reconciles a payout with a short order, a refused one, an unknown id and a second payment', async () => {
    const { user, bearer } = await createStaff();
    const carrier = await prisma.carrier.create({ data: { name: 'Amana' } });
    const delivered = (price: number) =>
      createOrderRow([{ product_id: null, size: 'M', quantity: 1, price }], {
        status: 'delivered',
        delivery_fee: 20,
      });
    const a = await delivered(249.9); // 269.90 to collect
    const b = await delivered(100.1); // 120.10 to collect, carrier collected 100.00
    const refused = await createOrderRow([{ product_id: null, size: 'M', quantity: 1 }], {
      status: 'refused',
    });
    const pay = (orders: { id: number; amount: number | null }[], amount_received: number, fees: number) =>
      api()
        .post('/api/shipping/payouts')
        .set('Authorization', bearer)
        .send({ carrier_id: carrier.id, paid_on: '2026-11-20', amount_received, fees, orders });

    const res = await pay(
      [
        { id: a.id, amount: null },
        { id: b.id, amount: 100 },
        { id: refused.id, amount: 120 },
        { id: 999, amount: null },
      ],
      339.9,
      30,
    );
    expect(res.status).toBe(201);
    const reconciliation = res.body.data as PayoutReconciliation;
    expect(reconciliation).toEqual({
      id: expect.any(Number),
      carrier: { id: carrier.id, name: 'Amana', active: true },
      paid_on: '2026-11-20',
      orders: 2,
      expected: 390,
      collected: 369.9,
      amount_received: 339.9,
      fees: 30,
      gap: 20.1,
      differences: [
        { id: refused.id, reason: 'not_delivered', status: 'refused' },
        { id: 999, reason: 'unknown' },
        { id: b.id, reason: 'amount', expected: 120.1, collected: 100 },
      ],
    });
    const rows = await prisma.order.findMany({
      where: { id: { in: [a.id, b.id, refused.id] } },
      orderBy: { id: 'asc' },
    });
    expect(rows.map((r) => [r.id, r.cash_status, r.payout_id])).toEqual([
      [a.id, 'collected', reconciliation.id],
      [b.id, 'disputed', reconciliation.id],
      [refused.id, null, null],
    ]);
    const events = await prisma.orderEvent.findMany({ orderBy: { order_id: 'asc' } });
    expect(events.map((e) => [e.order_id, e.kind, e.staff_user_id])).toEqual([
      [a.id, 'payout', user.id],
      [b.id, 'payout', user.id],
    ]);

    const again = await pay([{ id: a.id, amount: null }], 269.9, 0);
    expect(again.body.data.differences).toEqual([
      { id: a.id, reason: 'already_paid', payout_id: reconciliation.id },
    ]);
    expect(again.body.data.orders).toBe(0);

    const read = await api().get(`/api/shipping/payouts/${reconciliation.id}`).set('Authorization', bearer);
    expect(read.body.data.differences).toEqual([
      { id: b.id, reason: 'amount', expected: 120.1, collected: 100 },
    ]);
    expect(read.body.data.gap).toBe(20.1);
  });

  it('lists past payouts newest first with their carrier, amounts, orders and gap', async () => {
    const { bearer } = await createStaff();
    const amana = await prisma.carrier.create({ data: { name: 'Amana' } });
    const ctm = await prisma.carrier.create({ data: { name: 'CTM' } });
    const delivered = () =>
      createOrderRow([{ product_id: null, size: 'M', quantity: 1, price: 100.1 }], {
        status: 'delivered',
        delivery_fee: 20,
      });
    const [a, b, c] = [await delivered(), await delivered(), await delivered()];
    const pay = (
      carrier_id: number,
      paid_on: string,
      orders: { id: number; amount: number | null }[],
      amount_received: number,
      fees: number,
    ) =>
      api()
        .post('/api/shipping/payouts')
        .set('Authorization', bearer)
        .send({ carrier_id, paid_on, amount_received, fees, orders });
    expect(
      (
        await pay(
          amana.id,
          '2026-11-10',
          [
            { id: a.id, amount: null },
            { id: b.id, amount: 110 },
          ],
          200.2,
          30,
        )
      ).status,
    ).toBe(201);
    expect((await pay(ctm.id, '2026-11-17', [{ id: c.id, amount: null }], 105.1, 15)).status).toBe(201);

    const res = await api().get('/api/shipping/payouts').set('Authorization', bearer);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: expect.any(Number),
        carrier: { id: ctm.id, name: 'CTM', active: true },
        paid_on: '2026-11-17',
        orders: 1,
        expected: 120.1,
        collected: 120.1,
        amount_received: 105.1,
        fees: 15,
        gap: 0,
        disputed: 0,
      },
      {
        id: expect.any(Number),
        carrier: { id: amana.id, name: 'Amana', active: true },
        paid_on: '2026-11-10',
        orders: 2,
        expected: 240.2,
        collected: 230.1,
        amount_received: 200.2,
        fees: 30,
        gap: 10,
        disputed: 1,
      },
    ]);
  });

  it('refuses bad input', async () => {
    const { bearer } = await createStaff();
    const post = (body: object) =>
      api().post('/api/shipping/payouts').set('Authorization', bearer).send(body);
    const base = {
      carrier_id: 1,
      paid_on: '2026-11-20',
      amount_received: 10,
      fees: 0,
      orders: [{ id: 1, amount: null }],
    };
    expect((await post({ ...base, paid_on: '20/11/2026' })).status).toBe(400);
    expect((await post({ ...base, amount_received: 1.234 })).status).toBe(400);
    expect((await post({ ...base, orders: [] })).status).toBe(400);
    expect((await post(base)).status).toBe(400);
  });
});
