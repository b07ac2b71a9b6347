import { beforeEach, describe, expect, it } from 'vitest';
import { prisma } from '../../../test/full-client.ts';
import {
  api,
  createProduct,
  createStaff,
  quickOrderByNewGuest,
  truncateAll,
} from '../../../test/factories.ts';

beforeEach(truncateAll);

const clear = (bearer: string, body: object) =>
  api().post('/api/admin/order-limits/clear-phone').set('Authorization', bearer).send(body);

describe("clearing a phone's orders of the day", () => {
  it('lets the phone order again, and keeps a row of who cleared it, when, and why', async () => {
    const { bearer, user } = await createStaff('admin', 'nadia');
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 20 }] });
    const phone = '0612345678';
    // Someone who knows the number used up its three orders of the day.
    for (let i = 0; i < 3; i++) expect((await quickOrderByNewGuest(phone, product.id)).status).toBe(201);
    expect((await quickOrderByNewGuest(phone, product.id)).status).toBe(429);

    const cleared = await clear(bearer, {
      phone: '06 12 34 56 78',
      reason: 'Customer called: orders were not hers',
    });
    expect(cleared.status).toBe(201);
    expect(cleared.body.data).toMatchObject({
      phone: '+212612345678',
      reason: 'Customer called: orders were not hers',
      cleared: 3,
      cleared_by: 'nadia',
    });
    expect(await prisma.orderCountClearing.findMany()).toEqual([
      expect.objectContaining({
        phone: '+212612345678',
        reason: 'Customer called: orders were not hers',
        cleared: 3,
        staff_user_id: user.id,
        created_at: expect.any(Date),
      }),
    ]);
    expect((await quickOrderByNewGuest(phone, product.id)).status).toBe(201);
    // Another phone's count was not touched.
    expect((await clear(bearer, { phone: '0699999999', reason: 'checking' })).body.data.cleared).toBe(0);
  });

  it('needs a valid phone and a reason', async () => {
    const { bearer } = await createStaff();
    const bad = await clear(bearer, { phone: '123', reason: ' ' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['phone', 'reason']);
    expect(await prisma.orderCountClearing.count()).toBe(0);
  });
});
