/**
 * transitionOrder on the real database, for the moves whose effect is in the database: units taken
 * again when an order leaves canceled, a payout-settled order kept in delivered, a correction
 * recorded with its reason. Which cause may make which move is pinned by hand in packages/shared
 * (order-transitions.test.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { prisma } from './orders-database.ts';
import { createOrderRow, createProduct, createStaff, truncateAll } from '../../../test/factories.ts';
import { transitionOrder, type StaffActor } from './index.ts';

let staff: StaffActor;
let productId: number;

beforeEach(async () => {
  await truncateAll();
  staff = { id: (await createStaff('admin')).user.id, role: 'admin' };
  productId = (await createProduct({ name: 'Shadow', sizes: [{ size: 'M', quantity: 3, reserved: 0 }] })).id;
});

const reserved = async () =>
  (
    await prisma.productSize.findUniqueOrThrow({
      where: { product_id_size: { product_id: productId, size: 'M' } },
    })
  ).reserved;

/** The order, its events and the product's held units: what a refused move must leave as it was. */
const snapshot = async (id: number) => ({
  order: await prisma.order.findUniqueOrThrow({ where: { id } }),
  events: await prisma.orderEvent.findMany({ where: { order_id: id } }),
  reserved: await reserved(),
});

const sales = (orderId: number, to: 'pending' | 'shipped' | 'canceled', reason?: string) =>
  transitionOrder({ orderId, to, cause: 'sales', staff, details: { ...(reason && { reason }) } });

describe('transitionOrder on the database', () => {
  it('takes the units again when an order leaves canceled, or 409 naming what is short', async () => {
    const order = await createOrderRow([{ product_id: productId, size: 'M', quantity: 2, name: 'Shadow' }], {
      status: 'canceled',
    });
    await sales(order.id, 'pending', 'the customer called back');
    expect(await reserved()).toBe(2);
    await sales(order.id, 'canceled');
    expect(await reserved()).toBe(0);

    // Someone bought two of the three meanwhile.
    await prisma.productSize.updateMany({ where: { product_id: productId }, data: { reserved: 2 } });
    const before = await snapshot(order.id);
    await expect(sales(order.id, 'pending', 'the customer called back')).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('Shadow size M (needs 2, available: 1)'),
    });
    expect(await snapshot(order.id)).toEqual(before);
  });

  it('keeps an order a payout settled in delivered, even as a correction', async () => {
    const carrier = await prisma.carrier.create({ data: { name: 'Amana' } });
    const payout = await prisma.carrierPayout.create({
      data: { carrier_id: carrier.id, paid_on: new Date(), amount_received: 100, fees: 0 },
    });
    const order = await createOrderRow([{ product_id: productId, size: 'M', quantity: 1 }], {
      status: 'delivered',
      payout: { connect: { id: payout.id } },
    });
    await prisma.productSize.updateMany({ where: { product_id: productId }, data: { reserved: 1 } });
    const before = await snapshot(order.id);
    await expect(sales(order.id, 'canceled', 'typed on the wrong order')).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining(`versement transporteur n°${payout.id}`),
    });
    await expect(
      transitionOrder({
        orderId: order.id,
        to: 'delivered',
        cause: 'payout',
        staff,
        details: { payout_id: payout.id, cash_status: 'collected', collected: 100 },
      }),
    ).rejects.toMatchObject({ status: 409, message: expect.stringContaining('une seconde fois') });
    expect(await snapshot(order.id)).toEqual(before);
  });

  it('records a correction with its reason and the staff user, and refuses one without a reason', async () => {
    const order = await createOrderRow([{ product_id: productId, size: 'M', quantity: 1 }]);
    await prisma.productSize.updateMany({ where: { product_id: productId }, data: { reserved: 1 } });
    const before = await snapshot(order.id);
    await expect(sales(order.id, 'shipped')).rejects.toMatchObject({
      status: 400,
      errors: { reason: ['A reason is required for this correction'] },
    });
    expect(await snapshot(order.id)).toEqual(before);

    const { eventId } = await sales(order.id, 'shipped', 'parcel handed to the courier by hand');
    const event = await prisma.orderEvent.findUniqueOrThrow({ where: { id: eventId! } });
    expect(event).toMatchObject({
      kind: 'correction',
      staff_user_id: staff.id,
      details: {
        type: 'correction',
        from: 'pending',
        to: 'shipped',
        reason: 'parcel handed to the courier by hand',
      },
    });
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('shipped');
    expect(await reserved()).toBe(1);
  });
});
