import type { ActiveUsersResponse } from '@vigor/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { prisma } from '../../../test/full-client.ts';
import {
  api,
  createCartLine,
  createGuest,
  createOrderRow,
  createProduct,
  createStaff,
  truncateAll,
} from '../../../test/factories.ts';

beforeEach(truncateAll);

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

describe('traffic endpoints access', () => {
  it('need a token (401) and the traffic_admin or admin role', async () => {
    expect((await api().get('/api/traffic-dashboard/active-users')).status).toBe(401);
    expect((await api().post('/api/session/reset-all')).status).toBe(401);
    expect(
      (await api().get('/api/traffic-dashboard/active-users').set('Authorization', 'Bearer a.b.c')).status,
    ).toBe(401);
    const traffic = await createStaff('traffic_admin');
    const admin = await createStaff('admin');
    for (const { bearer } of [traffic, admin]) {
      expect(
        (await api().get('/api/traffic-dashboard/active-users').set('Authorization', bearer)).status,
      ).toBe(200);
    }
    // The role is read from the database: a deleted staff user's token stops working at once.
    await prisma.staffUser.delete({ where: { id: admin.user.id } });
    expect((await api().post('/api/session/reset-all').set('Authorization', admin.bearer)).status).toBe(401);
  });
});

describe('GET /api/traffic-dashboard/active-users', () => {
  it("shows an order page as /order, never its reference (which opens the order's receipt)", async () => {
    const { bearer } = await createStaff('traffic_admin');
    const order = await createOrderRow([{ product_id: null, size: 'M', quantity: 1 }]);
    const pages = {
      [`/order/${order.reference}`]: '/order',
      [`/ar/order/${order.reference}`]: '/ar/order',
      [`/ORDER/${order.reference}/`]: '/order',
      '/orders-of-the-day': '/orders-of-the-day',
    };
    for (const [opened, shown] of Object.entries(pages)) {
      const guest = await createGuest();
      await api()
        .post('/api/session/update-activity')
        .set('Cookie', guest.cookie)
        .send({ current_page: opened })
        .expect(200);
      const res = await api().get('/api/traffic-dashboard/active-users').set('Authorization', bearer);
      const user = (res.body as ActiveUsersResponse).data.users.find((u) => u.session_id === guest.id);
      expect(user?.current_page, opened).toBe(shown);
      expect(res.text).not.toContain(order.reference);
    }
  });

  it('lists sessions active in the last 30 minutes, newest first, with their priced cart lines and stats', async () => {
    const { bearer } = await createStaff('traffic_admin');
    const hoodie = await createProduct({ name: 'Shadow', price: 449, prix_reduction: 399 });
    const beanie = await createProduct({ name: 'Cap', type: 'beanies', price: 99.9 });
    const older = await createGuest({
      last_activity: minutesAgo(20),
      ip_address: '10.0.0.1',
      user_agent: 'Mozilla/5.0 Chrome/130.0',
      current_page: '/shop',
      page_views: 7,
    });
    const newest = await createGuest({ last_activity: minutesAgo(1), page_views: 2 });
    const idle = await createGuest({ last_activity: minutesAgo(31), page_views: 50 });
    await createCartLine(older.id, hoodie.id, 'M', 2);
    await createCartLine(older.id, beanie.id, 'S', 3);
    await createCartLine(idle.id, beanie.id, 'S', 1);

    const res = await api().get('/api/traffic-dashboard/active-users').set('Authorization', bearer);
    expect(res.status).toBe(200);
    const body = res.body as ActiveUsersResponse;
    expect(body.success).toBe(true);
    expect(body.data.stats).toEqual({ totalActive: 2, totalPageViews: 9, cartActivities: 2 });
    expect(body.data.users.map((u) => u.session_id)).toEqual([newest.id, older.id]);
    expect(body.data.users[0]).toMatchObject({ carts_count: 0, carts: [], page_views: 2 });
    expect(body.data.users[1]).toMatchObject({
      ip_address: '10.0.0.1',
      user_agent: 'Mozilla/5.0 Chrome/130.0',
      current_page: '/shop',
      carts_count: 2,
      carts: [
        {
          product_id: hoodie.id,
          product_name: 'Shadow',
          size: 'M',
          quantity: 2,
          price: 449,
          prix_reduction: 399,
          unit_price: 399,
          on_sale: true,
          line_total: 798,
        },
        {
          product_id: beanie.id,
          product_name: 'Cap',
          size: 'S',
          quantity: 3,
          price: 99.9,
          prix_reduction: null,
          unit_price: 99.9,
          on_sale: false,
          line_total: 299.7,
        },
      ],
    });
    expect(body.data.users[1]!.created_at).toEqual(expect.any(String));
  });

  it('answers empty stats when nobody is active', async () => {
    const { bearer } = await createStaff('admin');
    const res = await api().get('/api/traffic-dashboard/active-users').set('Authorization', bearer);
    expect(res.body.data).toEqual({
      users: [],
      stats: { totalActive: 0, totalPageViews: 0, cartActivities: 0 },
    });
  });
});

describe('POST /api/session/reset-all', () => {
  it('deletes guest sessions and their lines, returns the counts, and leaves everything else', async () => {
    const traffic = await createStaff('traffic_admin');
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 5, reserved: 1 }] });
    const a = await createGuest();
    const b = await createGuest({ last_activity: minutesAgo(500) });
    await createCartLine(a.id, product.id, 'M', 1);
    await createCartLine(a.id, product.id, 'L', 1);
    await createCartLine(b.id, product.id, 'M', 1);
    await prisma.quickCartItem.create({
      data: { session_id: b.id, product_id: product.id, size: 'M', quantity: 1 },
    });
    const order = await createOrderRow([{ product_id: product.id, size: 'M', quantity: 1 }], {
      session: { connect: { id: a.id } },
    });
    await prisma.message.create({
      data: { first_name: 'a', last_name: 'b', email: 'a@b.ma', subject: 's', message: 'm' },
    });

    const res = await api().post('/api/session/reset-all').set('Authorization', traffic.bearer);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Sessions reset successfully',
      data: { sessions_deleted: 2, carts_deleted: 3, quick_cart_deleted: 1 },
    });
    expect(await prisma.guestSession.count()).toBe(0);
    expect(await prisma.cartItem.count()).toBe(0);
    expect(await prisma.quickCartItem.count()).toBe(0);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      session_id: null,
      status: 'pending',
    });
    expect(await prisma.orderItem.count()).toBe(1);
    expect(await prisma.productSize.findFirstOrThrow()).toMatchObject({ quantity: 5, reserved: 1 });
    expect(await prisma.message.count()).toBe(1);
    expect(await prisma.staffUser.count()).toBe(1);

    // A guest whose session was reset simply gets a new one.
    const after = await api().get('/api/carts').set('Cookie', a.cookie);
    expect(after.body).toEqual({ data: [] });
  });
});
