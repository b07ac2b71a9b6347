import { seedHistory } from '@vigor/db/seed-history';
import {
  cashToCollect,
  collectedRevenue,
  expectedRevenue,
  sumAmounts,
  type OrderStatus,
} from '@vigor/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createProduct, createStaff, truncateAll } from '../../test/factories.ts';
import { prisma } from '../../test/full-client.ts';

/**
 * The money figures summed in SQL (the SALES meta behind the dashboard cards, REPORTS) equal
 * the shared definitions applied to every order one by one, on a history with every status,
 * payouts and disputed amounts.
 */
describe('the money figures, in SQL and in packages/shared', () => {
  let bearer: string;
  let orders: {
    status: OrderStatus;
    total_amount: string;
    delivery_fee: string;
    payout_id: number | null;
    cash_collected: string | null;
  }[];

  beforeAll(async () => {
    await truncateAll();
    for (const name of ['Atlas', 'Medina'])
      await createProduct({ name, sizes: ['S', 'M', 'L'].map((size) => ({ size, quantity: 50 })) });
    await seedHistory(prisma, { now: Date.parse('2026-11-20T15:00:00Z') });
    ({ bearer } = await createStaff());
    orders = (
      await prisma.order.findMany({
        select: {
          status: true,
          total_amount: true,
          delivery_fee: true,
          payout_id: true,
          cash_collected: true,
        },
      })
    ).map((o) => ({
      ...o,
      status: o.status,
      total_amount: o.total_amount.toString(),
      delivery_fee: o.delivery_fee.toString(),
      cash_collected: o.cash_collected?.toString() ?? null,
    }));
    expect(new Set(orders.map((o) => o.status)).size).toBeGreaterThanOrEqual(6);
    expect(orders.filter((o) => o.payout_id != null).length).toBeGreaterThan(10);
  });

  it('gives the dashboard the same expected and collected revenue', async () => {
    const res = await api().get('/api/sales?per_page=1').set('Authorization', bearer);
    expect(res.status).toBe(200);
    expect(res.body.meta.revenue).toBe(expectedRevenue(orders));
    expect(res.body.meta.collected_revenue).toBe(collectedRevenue(orders));
  });

  it('gives REPORTS the same figures, and cash outstanding from the cash to collect', async () => {
    const res = await api()
      .get('/api/admin/reports?from=2025-11-21&to=2026-11-20')
      .set('Authorization', bearer);
    expect(res.status).toBe(200);
    const { totals } = res.body.data;
    expect(totals.orders).toBe(orders.length);
    expect(totals.expected_revenue).toBe(expectedRevenue(orders));
    expect(totals.collected_revenue).toBe(collectedRevenue(orders));
    expect(totals.cash_outstanding).toBe(
      sumAmounts(orders.filter((o) => o.status === 'delivered' && o.payout_id == null).map(cashToCollect)),
    );
  });
});
