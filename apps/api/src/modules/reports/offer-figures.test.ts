import { shopDay } from '@vigor/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { prisma } from '../../../test/full-client.ts';
import {
  api,
  createGuest,
  createProduct,
  createStaff,
  quickOrderByNewGuest,
  truncateAll,
} from '../../../test/factories.ts';

beforeEach(truncateAll);

describe('GET /api/admin/reports/offers', () => {
  it('gives take rates, the average order with and without offers, units per order and delivered rates of upsold orders and the others', async () => {
    const hoodie = await createProduct({ price: 249 });
    const beanie = await createProduct({ type: 'beanies', price: 99 });
    const admin = await createStaff('admin');
    const agent = await createStaff('agent');
    const offers = { tiers: [{ min_qty: 2, percent_off: 10 }], addons: [] };
    await api().put(`/api/products/${hoodie.id}/offers`).set('Authorization', admin.bearer).send(offers);

    const guest = await createGuest();
    const two = await api()
      .post('/api/quick-cart/submit-order')
      .set('Cookie', guest.cookie)
      .send({
        customer_name: 'Amina',
        customer_phone: '0611111111',
        customer_city: 'Rabat',
        items: [{ product_id: hoodie.id, size: 'M', quantity: 2 }],
      });
    const plain = await quickOrderByNewGuest('0622222222', beanie.id);
    const upsold = await quickOrderByNewGuest('0633333333', hoodie.id);
    const canceled = await quickOrderByNewGuest('0644444444', beanie.id);
    const upsell = await api()
      .post(`/api/confirmation/orders/${upsold.body.data.id}/upsell`)
      .set('Authorization', agent.bearer)
      .send({ kind: 'tier', product_id: hoodie.id, size: 'M' });
    expect(upsell.status).toBe(200);
    const status = (res: { body: { data: { id: number } } }, s: 'delivered' | 'refused' | 'canceled') =>
      prisma.order.update({ where: { id: res.body.data.id }, data: { status: s } });
    await Promise.all([
      status(two, 'delivered'),
      status(plain, 'delivered'),
      status(upsold, 'refused'),
      status(canceled, 'canceled'),
    ]);

    const today = shopDay();
    const res = await api()
      .get(`/api/admin/reports/offers?from=${today}&to=${today}`)
      .set('Authorization', admin.bearer);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      orders: 3,
      with_tier: 2,
      with_addon: 0,
      upsold: 1,
      take_rates: { tier: 2 / 3, addon: 0, upsell: 1 / 3 },
      average_order_with_offers: 448.2,
      average_order_without_offers: 99,
      units_per_order: 5 / 3,
      delivered_rate_upsold: 0,
      delivered_rate_others: 1,
    });
    expect(
      (
        await api()
          .get(`/api/admin/reports/offers?from=${today}&to=${today}`)
          .set('Authorization', agent.bearer)
      ).status,
    ).toBe(403);
  });
});
