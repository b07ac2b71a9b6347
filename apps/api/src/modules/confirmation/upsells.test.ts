import { shopDay } from '@vigor/shared';
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

/** An order of one Atlas Hoodie (249 dh, 2 → 10 % off each) whose offers add a beanie (99 → 79 dh). */
async function orderOfOneHoodie() {
  const hoodie = await createProduct({
    name: 'Atlas Hoodie',
    price: 249,
    sizes: [{ size: 'M', quantity: 5 }],
  });
  const beanie = await createProduct({
    name: 'Atlas Beanie',
    type: 'beanies',
    price: 99,
    sizes: [{ size: 'One Size', quantity: 5 }],
  });
  const admin = await createStaff('admin');
  const offers = {
    tiers: [{ min_qty: 2, percent_off: 10 }],
    addons: [{ product_id: beanie.id, offer_price: 79 }],
  };
  expect(
    (await api().put(`/api/products/${hoodie.id}/offers`).set('Authorization', admin.bearer).send(offers))
      .status,
  ).toBe(200);
  const placed = await quickOrderByNewGuest('0612345678', hoodie.id);
  expect(placed.status).toBe(201);
  return { hoodie, beanie, admin, orderId: placed.body.data.id as number };
}

describe('upsells on the call', () => {
  it('lists the offers the order could take with the totals each makes, and adds one as an upsell event of the agent', async () => {
    const { hoodie, beanie, admin, orderId } = await orderOfOneHoodie();
    const agent = await createStaff('agent');
    const options = await api()
      .get(`/api/confirmation/orders/${orderId}/upsells`)
      .set('Authorization', agent.bearer);
    expect(options.status).toBe(200);
    expect(options.body.data).toEqual([
      expect.objectContaining({
        kind: 'tier',
        product_id: hoodie.id,
        quantity: 1,
        unit_price: 224.1,
        sizes: ['M'],
      }),
      expect.objectContaining({
        kind: 'addon',
        product_id: beanie.id,
        quantity: 1,
        unit_price: 79,
        sizes: ['One Size'],
      }),
    ]);
    const readOut = options.body.data[0].totals;
    expect(readOut.goods_total).toBe(448.2);

    const added = await api()
      .post(`/api/confirmation/orders/${orderId}/upsell`)
      .set('Authorization', agent.bearer)
      .send({ kind: 'tier', product_id: hoodie.id, size: 'm' });
    expect(added.status).toBe(200);
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId }, include: { items: true } });
    // What was read out is what the order now costs.
    expect({ goods: Number(order.total_amount), fee: Number(order.delivery_fee) }).toEqual({
      goods: readOut.goods_total,
      fee: readOut.delivery_fee,
    });
    expect(order.items.map((i) => [i.quantity, Number(i.price), i.offer])).toEqual([[2, 224.1, 'tier']]);
    const event = await prisma.orderEvent.findFirstOrThrow({ where: { order_id: orderId, kind: 'upsell' } });
    expect(event.staff_user_id).toBe(agent.user.id);
    expect(event.details).toMatchObject({
      kind: 'tier',
      size: 'M',
      quantity: 1,
      total_amount: { from: 249, to: 448.2 },
    });

    // The add-on once; then it is taken and refused.
    const addon = () =>
      api()
        .post(`/api/confirmation/orders/${orderId}/upsell`)
        .set('Authorization', agent.bearer)
        .send({ kind: 'addon', product_id: beanie.id, size: 'One Size' });
    expect((await addon()).status).toBe(200);
    expect((await addon()).status).toBe(409);

    // The agent's figures count its upsells, in REPORTS and on its own desk.
    const today = shopDay();
    const report = await api()
      .get(`/api/admin/reports/agents?from=${today}&to=${today}`)
      .set('Authorization', admin.bearer);
    expect(report.body.data.find((a: { user_id: number }) => a.user_id === agent.user.id)).toMatchObject({
      upsells_added: 2,
    });
    const mine = await api()
      .get(`/api/admin/reports/mine?from=${today}&to=${today}`)
      .set('Authorization', agent.bearer);
    expect(mine.body.data).toEqual([expect.objectContaining({ user_id: agent.user.id, upsells_added: 2 })]);
  });

  it('refuses a size the offer is not in and an order that is no longer editable', async () => {
    const { hoodie, orderId } = await orderOfOneHoodie();
    const agent = await createStaff('agent');
    const post = () =>
      api()
        .post(`/api/confirmation/orders/${orderId}/upsell`)
        .set('Authorization', agent.bearer)
        .send({ kind: 'tier', product_id: hoodie.id, size: 'XL' });
    const bad = await post();
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['size']);
    await prisma.order.update({ where: { id: orderId }, data: { status: 'delivered' } });
    expect((await post()).status).toBe(409);
    expect(await prisma.orderEvent.count({ where: { kind: 'upsell' } })).toBe(0);
  });
});
