import type { AdminOrder, AdminOrdersPage } from '@vigor/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, createOrderRow, createStaff, truncateAll } from '../../../test/factories.ts';

beforeEach(truncateAll);

/** GET /api/sales with a query string, as an admin: the ids found, newest first, and the meta. */
async function lister() {
  const { bearer } = await createStaff();
  const list = async (qs: string) => {
    const res = await api().get(`/api/sales?${qs}`).set('Authorization', bearer);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = res.body as AdminOrdersPage;
    return { ids: page.data.map((o: AdminOrder) => o.id), meta: page.meta };
  };
  return { bearer, list, ids: async (qs: string) => (await list(qs)).ids };
}

const order = (fields: Parameters<typeof createOrderRow>[1], item = 'Shadow Hoodie') =>
  createOrderRow([{ product_id: null, size: 'M', quantity: 1, price: 100, name: item }], fields);

describe('SALES search', () => {
  it('finds names, cities and items with or without their accents, in any case', async () => {
    const { ids } = await lister();
    const fes = await order({ customer_name: 'Zoé Benali', customer_city: 'Fès' });
    const rabat = await order({ customer_name: 'Hamid Tazi', customer_city: 'Rabat' }, 'Crème Beanie');
    const plain = await order({ customer_name: 'Zoe Alami', customer_city: 'Fes' });
    expect(await ids('q=fes')).toEqual([plain.id, fes.id]);
    expect(await ids(`q=${encodeURIComponent('FÈS')}`)).toEqual([plain.id, fes.id]);
    expect(await ids('q=zoe%20ben')).toEqual([fes.id]);
    expect(await ids(`q=${encodeURIComponent('zoé')}`)).toEqual([plain.id, fes.id]);
    expect(await ids('q=creme')).toEqual([rabat.id]);
    // Pattern characters are text, with accents too.
    expect(await ids(`q=${encodeURIComponent('é%')}`)).toEqual([]);
  });

  it('finds an order by #id alone, while a bare number also matches phones', async () => {
    const { ids } = await lister();
    const first = await order({ customer_phone: '+212600000000' });
    const digit = String(first.id).slice(-1);
    const other = await order({ customer_phone: `+2126111${digit}1111` });
    expect(await ids(`q=${encodeURIComponent(`#${first.id}`)}`)).toEqual([first.id]);
    expect(await ids(`q=${encodeURIComponent(`#${other.id}`)}`)).toEqual([other.id]);
    expect(await ids(`q=${encodeURIComponent('#999999')}`)).toEqual([]);
    expect(await ids(`q=${digit}`)).toContain(other.id);
  });
});

describe('SALES date range', () => {
  it('keeps orders placed from the first shop day to the last, both included, in Casablanca time', async () => {
    const { list, bearer } = await lister();
    // 2025-06-10 in Casablanca (UTC+1 then) runs from 2025-06-09T23:00Z to 2025-06-10T23:00Z.
    const before = await order({ created_at: new Date('2025-06-09T22:59:00Z'), status: 'canceled' });
    const firstMinute = await order({ created_at: new Date('2025-06-09T23:00:00Z'), status: 'delivered' });
    const lastMinute = await order({ created_at: new Date('2025-06-11T22:59:00Z') });
    const after = await order({ created_at: new Date('2025-06-11T23:00:00Z') });

    const range = await list('from=2025-06-10&to=2025-06-11');
    expect(range.ids).toEqual([lastMinute.id, firstMinute.id]);
    // The counts and the revenue describe the range too.
    expect(range.meta).toMatchObject({
      total: 2,
      status_counts: { pending: 1, delivered: 1, canceled: 0 },
      revenue: 200,
    });
    expect((await list('from=2025-06-11')).ids).toEqual([after.id, lastMinute.id]);
    expect((await list('to=2025-06-09')).ids).toEqual([before.id]);
    expect((await list('from=2025-06-10&to=2025-06-10&status=delivered')).ids).toEqual([firstMinute.id]);

    const reversed = await api().get('/api/sales?from=2025-06-11&to=2025-06-10').set('Authorization', bearer);
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual({ to: ['The range ends before it starts.'] });
    const notADay = await api().get('/api/sales?from=2025-13-01').set('Authorization', bearer);
    expect(notADay.status).toBe(400);
    expect(Object.keys(notADay.body.errors)).toEqual(['from']);
    const farOff = await api().get('/api/sales?from=9999-01-01&to=9999-12-31').set('Authorization', bearer);
    expect(farOff.status).toBe(400);
    expect(farOff.body.errors.from).toEqual(['Choose a date from 2000 to 2100.']);
  });
});
