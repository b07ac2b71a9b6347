import { shopDay, type AgentFigures, type CommissionStatement } from '@vigor/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, createOrderRow, createStaff, truncateAll } from '../../../test/factories.ts';
import { prisma } from '../../../test/full-client.ts';

beforeEach(truncateAll);

type Staff = Awaited<ReturnType<typeof createStaff>>;

/** This shop month and the next, as YYYY-MM, and the next month's first day at noon. */
function months() {
  const today = shopDay();
  const [year, month] = today.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return {
    today,
    thisMonth: today.slice(0, 7),
    nextMonth: next,
    nextMonthNoon: new Date(`${next}-01T12:00:00Z`),
  };
}

async function confirmAs(agent: Staff, orderId: number) {
  const res = await api()
    .post(`/api/confirmation/orders/${orderId}/calls`)
    .set('Authorization', agent.bearer)
    .send({ outcome: 'confirmed' });
  expect(res.status, res.text).toBe(201);
}

async function moveAs(admin: Staff, orderId: number, status: string) {
  const res = await api()
    .put(`/api/sales/${orderId}`)
    .set('Authorization', admin.bearer)
    .send({ status, reason: 'settled by hand in the test' });
  expect(res.status, res.text).toBe(200);
}

const statement = (who: Staff, path: string) => api().get(path).set('Authorization', who.bearer);

describe('agent commissions', () => {
  it('earns on delivery only, and gives back a correction out of delivered in the month of that move', async () => {
    const admin = await createStaff('admin');
    const agent = await createStaff('agent', 'nora');
    const accountant = await createStaff('accountant');
    const rate = await api()
      .put(`/api/utilisateurs/${agent.user.id}`)
      .set('Authorization', admin.bearer)
      .send({ commission_per_delivered: 15 });
    expect(rate.body.data.commission_per_delivered).toBe(15);

    const orders = [];
    for (let i = 0; i < 5; i += 1) {
      orders.push(await createOrderRow([{ product_id: null, size: 'M', quantity: 1, price: 300 }]));
    }
    // Placed 10, 20, 30, 40 and 50 minutes before the agent's first call: a median of 30.
    for (const [i, order] of orders.entries()) {
      const placedAt = new Date(Date.now() - (i + 1) * 10 * 60_000);
      await prisma.order.update({ where: { id: order.id }, data: { created_at: placedAt } });
    }
    for (const order of orders) await confirmAs(agent, order.id);
    const { today, thisMonth, nextMonth, nextMonthNoon } = months();
    const path = (month: string) => `/api/admin/reports/agents/${agent.user.id}/commissions?month=${month}`;

    // Confirmed, not delivered: nothing earned yet.
    expect((await statement(accountant, path(thisMonth))).body.data.total).toBe(0);

    const [a, b, c, refused, corrected] = orders;
    for (const order of [a!, b!, c!, corrected!]) await moveAs(admin, order.id, 'delivered');
    await moveAs(admin, refused!.id, 'refused');
    // The correction out of delivered happens next month.
    await moveAs(admin, corrected!.id, 'returned');
    const correction = await prisma.orderEvent.findFirstOrThrow({
      where: { order_id: corrected!.id },
      orderBy: { id: 'desc' },
    });
    await prisma.orderEvent.update({ where: { id: correction.id }, data: { created_at: nextMonthNoon } });

    const now = (await statement(accountant, path(thisMonth))).body.data as CommissionStatement;
    expect(now).toMatchObject({ nom: 'nora', month: thisMonth, rate: 15, total: 60 });
    expect(now.lines.map((l) => [l.order_id, l.kind, l.amount])).toEqual(
      [a!, b!, c!, corrected!].map((o) => [o.id, 'earned', 15]),
    );
    const later = (await statement(admin, path(nextMonth))).body.data as CommissionStatement;
    expect(later.total).toBe(-15);
    expect(later.lines).toEqual([
      { order_id: corrected!.id, at: nextMonthNoon.toISOString(), kind: 'given_back', amount: -15 },
    ]);

    // The agent reads its own statement, not another's, and not the others' figures.
    const own = await statement(agent, `/api/admin/reports/mine/commissions?month=${thisMonth}`);
    expect(own.body.data.total).toBe(60);
    expect((await statement(agent, path(thisMonth))).status).toBe(403);
    expect((await statement(agent, `/api/admin/reports/agents?from=${today}&to=${today}`)).status).toBe(403);

    // The figures of this month: 5 handled and confirmed, 3 of them delivered now.
    const figures = await statement(accountant, `/api/admin/reports/agents?from=${thisMonth}-01&to=${today}`);
    const nora = (figures.body.data as AgentFigures[]).find((f) => f.user_id === agent.user.id);
    expect(nora).toMatchObject({
      nom: 'nora',
      handled: 5,
      confirmed: 5,
      confirmation_rate: 1,
      delivered_of_confirmed: 0.6,
      commission: 60,
    });
    // 30 minutes, plus the seconds the calls took to log.
    expect(nora!.median_first_call_minutes).toBeGreaterThanOrEqual(30);
    expect(nora!.median_first_call_minutes).toBeLessThan(31);
    const mine = await statement(agent, `/api/admin/reports/mine?from=${thisMonth}-01&to=${today}`);
    expect((mine.body.data as AgentFigures[]).map((f) => f.user_id)).toEqual([agent.user.id]);
  });

  it('refuses a bad month and a negative or over-precise commission', async () => {
    const admin = await createStaff('admin');
    const agent = await createStaff('agent');
    expect(
      (await statement(admin, `/api/admin/reports/agents/${agent.user.id}/commissions?month=2026-13`)).status,
    ).toBe(400);
    for (const commission_per_delivered of [-1, 1.234]) {
      const res = await api()
        .put(`/api/utilisateurs/${agent.user.id}`)
        .set('Authorization', admin.bearer)
        .send({ commission_per_delivered });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(['commission_per_delivered']);
    }
  });
});
