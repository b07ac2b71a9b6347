import type { PayoutReconciliation, PayoutSummary } from '@vigor/shared';
import { daysBefore, shopDay } from '@vigor/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { prisma } from '../../../test/full-client.ts';
import { api, createOrderRow, createStaff, truncateAll } from '../../../test/factories.ts';

beforeEach(truncateAll);

type Line = { id: number; amount: number | null };

/** A shop day `days` before today (payouts are paid within the last year, never in the future). */
const daysAgo = (days: number) => daysBefore(shopDay(), days);

/** A delivered order that `carrier` shipped (in a batch of its own), `price` + 20 dh to collect. */
async function deliveredBy(carrier: { id: number }, price = 100.1) {
  const batch = await prisma.shipmentBatch.create({ data: { carrier_id: carrier.id } });
  return createOrderRow([{ product_id: null, size: 'M', quantity: 1, price }], {
    status: 'delivered',
    delivery_fee: 20,
    shipment_batch: { connect: { id: batch.id } },
  });
}

function payouts(bearer: string) {
  return {
    pay: (
      carrier: { id: number },
      orders: Line[],
      amounts: { amount_received: number; fees: number; paid_on?: string },
      key?: string,
    ) => {
      const request = api().post('/api/shipping/payouts').set('Authorization', bearer);
      if (key) request.set('Idempotency-Key', key);
      return request.send({ carrier_id: carrier.id, paid_on: daysAgo(5), ...amounts, orders });
    },
    read: (id: number) => api().get(`/api/shipping/payouts/${id}`).set('Authorization', bearer),
    void: (id: number, reason: string) =>
      api().post(`/api/shipping/payouts/${id}/void`).set('Authorization', bearer).send({ reason }),
  };
}

describe('carrier payouts', () => {
  it('reconciles a payout with a short order, a refused one, an unknown id and a second payment', async () => {
    const { user, bearer } = await createStaff();
    const { pay, read } = payouts(bearer);
    const carrier = await prisma.carrier.create({ data: { name: 'Amana' } });
    const a = await deliveredBy(carrier, 249.9); // 269.90 to collect
    const b = await deliveredBy(carrier, 100.1); // 120.10 to collect, carrier collected 100.00
    const refused = await createOrderRow([{ product_id: null, size: 'M', quantity: 1 }], {
      status: 'refused',
    });

    const res = await pay(
      carrier,
      [
        { id: a.id, amount: null },
        { id: b.id, amount: 100 },
        { id: refused.id, amount: 120 },
        { id: 999, amount: null },
      ],
      { amount_received: 339.9, fees: 30, paid_on: daysAgo(3) },
    );
    expect(res.status).toBe(201);
    const reconciliation = res.body.data as PayoutReconciliation;
    const differences = [
      { id: refused.id, reason: 'not_delivered', status: 'refused' },
      { id: 999, reason: 'unknown' },
      { id: b.id, reason: 'amount', expected: 120.1, collected: 100 },
    ];
    expect(reconciliation).toEqual({
      id: expect.any(Number),
      carrier: { id: carrier.id, name: 'Amana', active: true },
      paid_on: daysAgo(3),
      orders: 2,
      expected: 390,
      collected: 369.9,
      amount_received: 339.9,
      fees: 30,
      gap: 20.1,
      differences,
      voided: null,
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

    // The payout explains itself later too: the unpaid lines are stored with it.
    const later = await read(reconciliation.id);
    expect(later.body.data.differences).toEqual(differences);
    expect(later.body.data.gap).toBe(20.1);

    // A second payment of an order already paid, with one payable order: recorded, listed.
    const c = await deliveredBy(carrier);
    const again = await pay(
      carrier,
      [
        { id: a.id, amount: null },
        { id: c.id, amount: null },
      ],
      { amount_received: 120.1, fees: 0 },
    );
    expect(again.status).toBe(201);
    expect(again.body.data.differences).toEqual([
      { id: a.id, reason: 'already_paid', payout_id: reconciliation.id },
    ]);
    expect(again.body.data.orders).toBe(1);
  });

  it("leaves another carrier's delivered orders unpaid and lists them", async () => {
    const { bearer } = await createStaff();
    const { pay, read } = payouts(bearer);
    const amana = await prisma.carrier.create({ data: { name: 'Amana' } });
    const ctm = await prisma.carrier.create({ data: { name: 'CTM' } });
    const ours = await deliveredBy(amana);
    const theirs = await deliveredBy(ctm);
    // Moved to delivered from the SALES dropdown, never handed to a carrier.
    const unshipped = await createOrderRow([{ product_id: null, size: 'M', quantity: 1 }], {
      status: 'delivered',
    });

    const res = await pay(
      amana,
      [
        { id: ours.id, amount: null },
        { id: theirs.id, amount: null },
        { id: unshipped.id, amount: null },
      ],
      { amount_received: 120.1, fees: 0 },
    );
    expect(res.status).toBe(201);
    const differences = [
      { id: theirs.id, reason: 'other_carrier', carrier: { id: ctm.id, name: 'CTM' } },
      { id: unshipped.id, reason: 'other_carrier', carrier: null },
    ];
    expect(res.body.data).toMatchObject({ orders: 1, expected: 120.1, gap: 0, differences });
    expect((await read(res.body.data.id)).body.data.differences).toEqual(differences);
    const rows = await prisma.order.findMany({ orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.id, r.payout_id, r.cash_status])).toEqual([
      [ours.id, res.body.data.id, 'collected'],
      [theirs.id, null, null],
      [unshipped.id, null, null],
    ]);

    // CTM's own payout pays its order afterwards.
    const own = await pay(ctm, [{ id: theirs.id, amount: null }], { amount_received: 120.1, fees: 0 });
    expect(own.body.data).toMatchObject({ orders: 1, differences: [] });
  });

  it('refuses a statement that names no payable order, and records nothing', async () => {
    const { bearer } = await createStaff();
    const { pay } = payouts(bearer);
    const amana = await prisma.carrier.create({ data: { name: 'Amana' } });
    const shipped = await createOrderRow([{ product_id: null, size: 'M', quantity: 1 }], {
      status: 'shipped',
    });
    const res = await pay(
      amana,
      [
        { id: shipped.id, amount: null },
        { id: 999, amount: null },
      ],
      { amount_received: 100, fees: 0 },
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The statement names no order this payout can pay: nothing was recorded.');
    expect(res.body.differences).toEqual([
      { id: shipped.id, reason: 'not_delivered', status: 'shipped' },
      { id: 999, reason: 'unknown' },
    ]);
    expect(await prisma.carrierPayout.count()).toBe(0);
  });

  it('records a payout once for one Idempotency-Key, even for two requests at the same moment', async () => {
    const { bearer } = await createStaff();
    const { pay } = payouts(bearer);
    const amana = await prisma.carrier.create({ data: { name: 'Amana' } });
    const order = await deliveredBy(amana);
    const lines = [{ id: order.id, amount: null }];
    const amounts = { amount_received: 120.1, fees: 0 };

    const [first, second] = await Promise.all([
      pay(amana, lines, amounts, 'payout-key-0001'),
      pay(amana, lines, amounts, 'payout-key-0001'),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.data.id).toBe(second.body.data.id);
    expect(first.body.data.differences).toEqual([]);
    expect(await prisma.carrierPayout.count()).toBe(1);
    expect(await prisma.orderEvent.count({ where: { kind: 'payout' } })).toBe(1);

    // Another key is another payout: the order is already paid, so nothing is payable.
    expect((await pay(amana, lines, amounts, 'payout-key-0002')).status).toBe(409);
  });

  it('lets an admin void a wrong payout: audited, its orders back to expected and payable again', async () => {
    const nadia = await createStaff('admin', 'nadia');
    const { pay, read, void: voidPayout } = payouts(nadia.bearer);
    const amana = await prisma.carrier.create({ data: { name: 'Amana' } });
    const order = await deliveredBy(amana);
    const wrong = await pay(amana, [{ id: order.id, amount: 12 }], { amount_received: 12, fees: 0 });
    expect(wrong.status).toBe(201);

    expect((await voidPayout(wrong.body.data.id, '')).status).toBe(400);
    const voided = await voidPayout(wrong.body.data.id, 'Typed the wrong amount');
    expect(voided.status).toBe(200);
    expect(voided.body.data).toMatchObject({
      orders: 0,
      expected: 0,
      amount_received: 12,
      // Not a 12 dh difference: a voided payout is out of the reckoning.
      gap: null,
      voided: { at: expect.any(String), by: 'nadia', reason: 'Typed the wrong amount' },
    });
    expect((await read(wrong.body.data.id)).body.data.voided.by).toBe('nadia');
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      payout_id: null,
      cash_collected: null,
      cash_status: null,
    });
    const events = await prisma.orderEvent.findMany({
      where: { order_id: order.id },
      orderBy: { id: 'asc' },
    });
    // A payout settles (or voids) a delivered order without moving it.
    const delivered = { type: 'payout', from: 'delivered', to: 'delivered' };
    expect(events.map((e) => [e.kind, e.staff_user_id, e.details])).toEqual([
      [
        'payout',
        nadia.user.id,
        { ...delivered, payout_id: wrong.body.data.id, cash_status: 'disputed', collected: 12 },
      ],
      [
        'payout',
        nadia.user.id,
        { ...delivered, payout_id: wrong.body.data.id, voided: true, reason: 'Typed the wrong amount' },
      ],
    ]);
    expect((await voidPayout(wrong.body.data.id, 'again')).status).toBe(409);
    expect((await voidPayout(9999, 'none')).status).toBe(404);

    const right = await pay(amana, [{ id: order.id, amount: null }], { amount_received: 120.1, fees: 0 });
    expect(right.body.data).toMatchObject({ orders: 1, gap: 0, differences: [] });
  });

  it('lists past payouts newest first with their carrier, amounts, orders and gap', async () => {
    const { bearer } = await createStaff();
    const { pay } = payouts(bearer);
    const amana = await prisma.carrier.create({ data: { name: 'Amana' } });
    const ctm = await prisma.carrier.create({ data: { name: 'CTM' } });
    const [a, b, c] = [await deliveredBy(amana), await deliveredBy(amana), await deliveredBy(ctm)];
    const older = await pay(
      amana,
      [
        { id: a.id, amount: null },
        { id: b.id, amount: 110 },
        { id: 999, amount: null },
      ],
      { amount_received: 200.2, fees: 30, paid_on: daysAgo(15) },
    );
    expect(older.status).toBe(201);
    const newer = await pay(ctm, [{ id: c.id, amount: null }], {
      amount_received: 105.1,
      fees: 15,
      paid_on: daysAgo(8),
    });
    expect(newer.status).toBe(201);

    const res = await api().get('/api/shipping/payouts').set('Authorization', bearer);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: newer.body.data.id,
        carrier: { id: ctm.id, name: 'CTM', active: true },
        paid_on: daysAgo(8),
        orders: 1,
        expected: 120.1,
        collected: 120.1,
        amount_received: 105.1,
        fees: 15,
        gap: 0,
        disputed: 0,
        voided: null,
      },
      {
        id: older.body.data.id,
        carrier: { id: amana.id, name: 'Amana', active: true },
        paid_on: daysAgo(15),
        orders: 2,
        expected: 240.2,
        collected: 230.1,
        amount_received: 200.2,
        fees: 30,
        gap: 10,
        disputed: 1,
        voided: null,
      },
    ]);

    // Voided, the newer payout keeps what was received but has no difference any more.
    expect((await payouts(bearer).void(newer.body.data.id, 'Wrong carrier')).status).toBe(200);
    const after = await api().get('/api/shipping/payouts').set('Authorization', bearer);
    expect(
      after.body.data.map((p: PayoutSummary) => [p.id, p.amount_received, p.gap, p.voided?.reason]),
    ).toEqual([
      [newer.body.data.id, 105.1, null, 'Wrong carrier'],
      [older.body.data.id, 200.2, 10, undefined],
    ]);
  });

  it("gives the carrier's report as a statement: the paid parcels no payout covers, and their total", async () => {
    const { bearer } = await createStaff();
    const { pay } = payouts(bearer);
    const sendit = await prisma.carrier.create({ data: { name: 'Sendit', integration: 'sendit' } });
    const parcel = async (carrier_cash: number | null, carrier_paid: boolean) => {
      const order = await deliveredBy(sendit);
      await prisma.parcel.create({
        data: {
          order_id: order.id,
          carrier_id: sendit.id,
          reference: `VIGOR-${order.id}`,
          state: 'created',
          tracking_code: `SND${order.id}`,
          carrier_cash,
          carrier_paid,
        },
      });
      return order;
    };
    const [a, b] = [await parcel(120.1, true), await parcel(99.5, true)];
    await parcel(120.1, false); // collected, not paid yet
    const settled = await parcel(120.1, true);
    expect(
      (await pay(sendit, [{ id: settled.id, amount: null }], { amount_received: 120.1, fees: 0 })).status,
    ).toBe(201);

    const res = await api().get(`/api/shipping/carriers/${sendit.id}/statement`).set('Authorization', bearer);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      lines: [
        { id: a.id, amount: 120.1 },
        { id: b.id, amount: 99.5 },
      ],
      text: `${a.id} 120.10\n${b.id} 99.50`,
      total: 219.6,
    });
  });

  it('refuses bad input, and paid-on dates in the future or more than a year ago', async () => {
    const { bearer } = await createStaff();
    const amana = await prisma.carrier.create({ data: { name: 'Amana' } });
    const order = await deliveredBy(amana);
    const post = (body: object) =>
      api().post('/api/shipping/payouts').set('Authorization', bearer).send(body);
    const base = {
      carrier_id: amana.id,
      paid_on: daysAgo(1),
      amount_received: 120.1,
      fees: 0,
      orders: [{ id: order.id, amount: null }],
    };
    expect((await post({ ...base, paid_on: '20/11/2026' })).status).toBe(400);
    // A year the shop's clock cannot read: a clear 400, never a 500.
    expect((await post({ ...base, paid_on: '9999-12-31' })).body.errors).toEqual({
      paid_on: ['Choose a date from 2000 to 2100.'],
    });
    expect((await post({ ...base, amount_received: 1.234 })).status).toBe(400);
    expect((await post({ ...base, orders: [] })).status).toBe(400);
    expect((await post({ ...base, carrier_id: 999 })).status).toBe(400);
    const future = await post({ ...base, paid_on: daysAgo(-1) });
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual({ paid_on: ['A payout cannot be paid in the future.'] });
    const old = await post({ ...base, paid_on: daysAgo(366) });
    expect(old.body.errors).toEqual({ paid_on: ['A payout must be paid within the last year.'] });
    expect(await prisma.carrierPayout.count()).toBe(0);
    expect((await post({ ...base, paid_on: daysAgo(365) })).status).toBe(201);
  });
});
