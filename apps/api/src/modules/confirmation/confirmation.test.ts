import type { DeskOrder, DeskOrderDetail, DeskQueueItem } from '@vigor/shared';
import { FRESH_CALL_MINUTES, QUEUE_SIZE } from '@vigor/shared';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { prisma } from '../../../test/full-client.ts';
import { api, createOrderRow, createProduct, createStaff, truncateAll } from '../../../test/factories.ts';
import { cancelUnansweredOrders } from './auto-cancel.ts';

beforeEach(truncateAll);

const HOUR = 3_600_000;

const TEMPLATES = { fr: 'Bonjour {name}', ar: 'مرحبا {name}' };

/** PUT /api/confirmation/settings: the defaults but for `changes`. */
function putSettings(bearer: string, changes: Record<string, unknown>) {
  return api()
    .put('/api/confirmation/settings')
    .set('Authorization', bearer)
    .send({
      auto_cancel_hours: 72,
      retry_after_hours: 2,
      whatsapp_after_attempts: 4,
      whatsapp_templates: TEMPLATES,
      ...changes,
    });
}

async function reserved(productId: number, size = 'M') {
  return (
    await prisma.productSize.findUniqueOrThrow({
      where: { product_id_size: { product_id: productId, size } },
    })
  ).reserved;
}

/** An order that holds its units, as the order service leaves it. */
async function heldOrder(
  product: { id: number; name: string },
  quantity: number,
  fields: Parameters<typeof createOrderRow>[1] = {},
  size = 'M',
) {
  await prisma.productSize.updateMany({
    where: { product_id: product.id, size },
    data: { reserved: { increment: quantity } },
  });
  return createOrderRow([{ product_id: product.id, size, quantity, price: 300, name: product.name }], fields);
}

describe('confirmation queue', () => {
  it('needs an admin', async () => {
    const traffic = await createStaff('traffic_admin');
    expect((await api().get('/api/confirmation/queue')).status).toBe(401);
    expect((await api().get('/api/confirmation/queue').set('Authorization', traffic.bearer)).status).toBe(
      403,
    );
  });

  it('lists pending, contacted and due callbacks oldest first, with cash to collect, history and flags', async () => {
    const { bearer } = await createStaff();
    const now = Date.now();
    const phone = '+212611111111';
    const old = await createOrderRow([{ product_id: null, size: 'M', quantity: 1, price: 300 }], {
      customer_phone: phone,
      status: 'refused',
      created_at: new Date(now - 400 * HOUR),
    });
    const first = await createOrderRow([{ product_id: null, size: 'M', quantity: 2, price: 200 }], {
      customer_phone: phone,
      delivery_fee: 30,
      created_at: new Date(now - 3 * HOUR),
    });
    const twin = await createOrderRow([{ product_id: null, size: 'M', quantity: 1, price: 200 }], {
      customer_phone: phone,
      status: 'contacted',
      created_at: new Date(now - 1 * HOUR),
    });
    const due = await createOrderRow([{ product_id: null, size: 'M', quantity: 1 }], {
      customer_phone: '+212622222222',
      status: 'contacted',
      callback_at: new Date(now - 60_000),
      created_at: new Date(now - 2 * HOUR),
    });
    await createOrderRow([{ product_id: null, size: 'M', quantity: 1 }], {
      status: 'contacted',
      callback_at: new Date(now + HOUR),
      created_at: new Date(now - 5 * HOUR),
    });
    await createOrderRow([{ product_id: null, size: 'M', quantity: 1 }], { status: 'confirmed' });

    const res = await api().get('/api/confirmation/queue').set('Authorization', bearer);
    expect(res.status).toBe(200);
    const queue = res.body.data as DeskOrder[];
    expect(queue.map((o) => o.id)).toEqual([first.id, due.id, twin.id]);
    expect(queue[0]).toMatchObject({
      // The WhatsApp message's {link} to the order's page.
      reference: (await prisma.order.findUniqueOrThrow({ where: { id: first.id } })).reference,
      total_amount: 400,
      delivery_fee: 30,
      cash_to_collect: 430,
      customer_city: 'Casablanca',
      claim: null,
      flags: { repeat: true, duplicate_of: [twin.id], risky: true },
      phone_summary: {
        counts: { contacted: 1, refused: 1 },
        recent: [
          { id: twin.id, status: 'contacted' },
          { id: old.id, status: 'refused' },
        ],
      },
    });
    expect(queue[1]!.flags).toEqual({ repeat: false, duplicate_of: [], risky: false });
  });

  it('puts the fresh orders and leads first, the last due first, then the others oldest first', async () => {
    const { bearer } = await createStaff();
    const now = Date.now();
    const MINUTE = 60_000;
    const order = (minutesAgo: number, fields: Parameters<typeof createOrderRow>[1] = {}) =>
      createOrderRow([{ product_id: null, size: 'M', quantity: 1 }], {
        created_at: new Date(now - minutesAgo * MINUTE),
        ...fields,
      });
    const lead = (minutesAgo: number) =>
      prisma.lead.create({
        data: {
          customer_phone: '+212677777777',
          source: 'cart',
          lines: [],
          updated_at: new Date(now - minutesAgo * MINUTE),
        },
      });
    const stale = await order(3 * 60);
    const twelve = await order(12);
    const two = await order(2);
    // Called once already (no answer, its next attempt has come): not fresh any more.
    const called = await order(5, {
      status: 'contacted',
      call_attempts: 1,
      callback_at: new Date(now - MINUTE),
    });
    // Due 15 minutes after the shopper last typed (the default delay).
    const dueNow = await lead(16);
    const dueLongAgo = await lead(15 + FRESH_CALL_MINUTES + 5);
    await lead(10); // not due yet
    const queue = async () => {
      const res = await api().get('/api/confirmation/queue').set('Authorization', bearer);
      expect(res.status).toBe(200);
      return (res.body.data as DeskQueueItem[]).map((i) => `${i.kind} ${i.id}`);
    };
    expect(await queue()).toEqual([
      `lead ${dueNow.id}`,
      `order ${two.id}`,
      `order ${twelve.id}`,
      `order ${stale.id}`,
      `lead ${dueLongAgo.id}`,
      `order ${called.id}`,
    ]);

    // More waiting orders than the queue shows do not crowd the fresh ones out.
    for (let i = 0; i < QUEUE_SIZE; i += 1) await order(4 * 60 + i);
    const full = await queue();
    expect(full).toHaveLength(QUEUE_SIZE);
    expect(full.slice(0, 3)).toEqual([`lead ${dueNow.id}`, `order ${two.id}`, `order ${twelve.id}`]);
    expect(full).not.toContain(`order ${called.id}`);
  });

  it("sums up a phone's history: counts and the newest few, whatever the number of its orders", async () => {
    const { bearer } = await createStaff();
    const phone = '+212655555555';
    const now = Date.now();
    const row = (status: 'delivered' | 'canceled' | 'pending' | 'confirmed', hoursAgo: number) => ({
      customer_name: 'Amina',
      customer_phone: phone,
      customer_city: 'Casablanca',
      total_amount: 100,
      delivery_fee: 0,
      status,
      created_at: new Date(now - hoursAgo * HOUR),
    });
    await prisma.order.createMany({
      data: Array.from({ length: 400 }, (_, i) => row(i % 2 ? 'delivered' : 'canceled', 1000 + i)),
    });
    // Open orders of the same phone: one 47 hours before, one 49 hours before (too far).
    const near = await createOrderRow([{ product_id: null, size: 'M', quantity: 1 }], {
      ...row('confirmed', 48),
    });
    await createOrderRow([{ product_id: null, size: 'M', quantity: 1 }], { ...row('confirmed', 50) });
    const fresh = await createOrderRow([{ product_id: null, size: 'M', quantity: 1 }], {
      ...row('pending', 1),
    });

    const res = await api().get('/api/confirmation/queue').set('Authorization', bearer);
    const order = (res.body.data as DeskOrder[]).find((o) => o.id === fresh.id)!;
    expect(order.phone_summary.counts).toEqual({ delivered: 200, canceled: 200, confirmed: 2 });
    expect(order.phone_summary.recent).toHaveLength(5);
    expect(order.phone_summary.recent[0]!.id).toBe(near.id);
    expect(order.flags).toEqual({ repeat: true, duplicate_of: [near.id], risky: true });
    // Each order of the phone in the queue costs a summary, not the 400 orders.
    expect(res.text.length).toBeLessThan(20_000);
  });
});

describe('risk flag', () => {
  it('flags a phone once one of its parcels is refused, and still once that parcel is returned', async () => {
    const { bearer } = await createStaff();
    const phone = '+212633333333';
    const parcel = await createOrderRow([{ product_id: null, size: 'M', quantity: 1 }], {
      customer_phone: phone,
      status: 'shipped',
      created_at: new Date(Date.now() - 100 * HOUR),
    });
    const fresh = await createOrderRow([{ product_id: null, size: 'M', quantity: 1 }], {
      customer_phone: phone,
    });
    const flags = async () => {
      const queue = (await api().get('/api/confirmation/queue').set('Authorization', bearer)).body
        .data as DeskOrder[];
      return queue.find((o) => o.id === fresh.id)!.flags.risky;
    };
    const mark = (outcome: string) =>
      api()
        .post('/api/shipping/outcomes')
        .set('Authorization', bearer)
        .send({ outcome, order_ids: [parcel.id] });

    expect(await flags()).toBe(false);
    expect((await mark('refused')).status).toBe(200);
    expect(await flags()).toBe(true);
    expect((await mark('returned')).body.data).toEqual([{ id: parcel.id, ok: true, status: 'returned' }]);
    expect(await flags()).toBe(true);
  });

  it('does not flag a phone whose parcels were delivered', async () => {
    const { bearer } = await createStaff();
    const phone = '+212644444444';
    await createOrderRow([{ product_id: null, size: 'M', quantity: 1 }], {
      customer_phone: phone,
      status: 'delivered',
      created_at: new Date(Date.now() - 100 * HOUR),
    });
    const fresh = await createOrderRow([{ product_id: null, size: 'M', quantity: 1 }], {
      customer_phone: phone,
    });
    const queue = (await api().get('/api/confirmation/queue').set('Authorization', bearer)).body
      .data as DeskOrder[];
    expect(queue.find((o) => o.id === fresh.id)!.flags).toEqual({
      repeat: true,
      duplicate_of: [],
      risky: false,
    });
  });
});

describe('call outcomes', () => {
  it('logs every outcome with the agent and moves the status; cancel frees the units', async () => {
    const { bearer, user } = await createStaff('admin', 'nadia');
    const product = await createProduct({ name: 'Shadow', sizes: [{ size: 'M', quantity: 5 }] });
    const order = await heldOrder(product, 2);
    const call = (body: object) =>
      api().post(`/api/confirmation/orders/${order.id}/calls`).set('Authorization', bearer).send(body);

    expect((await call({ outcome: 'no_answer' })).body.data).toMatchObject({
      status: 'contacted',
      call_attempts: 1,
    });
    expect((await call({ outcome: 'no_answer', note: 'voicemail' })).body.data.call_attempts).toBe(2);
    const later = new Date(Date.now() + 2 * HOUR).toISOString();
    for (const farOff of ['9999-12-31T10:00:00Z', '+010000-01-01T00:00:00Z', '1999-12-31T10:00:00Z']) {
      const refused = await call({ outcome: 'call_back', callback_at: farOff });
      expect(refused.status, farOff).toBe(400);
      expect(refused.body.errors, farOff).toHaveProperty('callback_at');
    }
    const callBack = await call({ outcome: 'call_back', callback_at: later });
    expect(callBack.body.data).toMatchObject({ status: 'contacted', callback_at: later });
    const canceled = await call({ outcome: 'canceled', reason: 'too_expensive', note: 'found cheaper' });
    expect(canceled.status).toBe(201);
    const detail = canceled.body.data as DeskOrderDetail;
    expect(detail.status).toBe('canceled');
    expect(await reserved(product.id)).toBe(0);
    expect(
      detail.log.map(({ event: { type, ...details }, staff_name }) => [type, staff_name, details]),
    ).toEqual([
      [
        'call',
        'nadia',
        {
          outcome: 'no_answer',
          attempt: 1,
          next_attempt_at: expect.any(String),
          from: 'pending',
          to: 'contacted',
        },
      ],
      [
        'call',
        'nadia',
        {
          outcome: 'no_answer',
          attempt: 2,
          next_attempt_at: expect.any(String),
          note: 'voicemail',
          from: 'contacted',
          to: 'contacted',
        },
      ],
      ['call', 'nadia', { outcome: 'call_back', callback_at: later, from: 'contacted', to: 'contacted' }],
      [
        'call',
        'nadia',
        {
          outcome: 'canceled',
          reason: 'too_expensive',
          note: 'found cheaper',
          from: 'contacted',
          to: 'canceled',
        },
      ],
    ]);
    expect(await prisma.orderEvent.count({ where: { staff_user_id: user.id } })).toBe(4);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).cancel_reason).toBe(
      'too_expensive',
    );

    // The order left the queue: there is no call to log any more.
    expect((await call({ outcome: 'confirmed' })).status).toBe(409);
    expect((await call({ outcome: 'canceled' })).status).toBe(400);
  });

  it('plans the next attempt after no answer: out of the queue for the set hours, then back', async () => {
    const { bearer } = await createStaff();
    const order = await createOrderRow([{ product_id: null, size: 'M', quantity: 1 }]);
    const queueIds = async () =>
      (
        (await api().get('/api/confirmation/queue').set('Authorization', bearer)).body.data as DeskOrder[]
      ).map((o) => o.id);
    const noAnswer = () =>
      api()
        .post(`/api/confirmation/orders/${order.id}/calls`)
        .set('Authorization', bearer)
        .send({ outcome: 'no_answer' });

    const before = Date.now();
    const first = (await noAnswer()).body.data as DeskOrderDetail;
    const planned = Date.parse(first.callback_at!) - before;
    expect(planned).toBeGreaterThanOrEqual(2 * HOUR);
    expect(planned).toBeLessThan(2 * HOUR + 60_000);
    expect(first.log.at(-1)!.event).toMatchObject({ attempt: 1, next_attempt_at: first.callback_at });
    expect(await queueIds()).toEqual([]);

    // The time comes: the order is back in the queue.
    await prisma.order.update({
      where: { id: order.id },
      data: { callback_at: new Date(Date.now() - 1000) },
    });
    expect(await queueIds()).toEqual([order.id]);

    // Another delay in settings plans the next attempt with it.
    onTestFinished(async () => {
      await prisma.shopSettings.update({
        where: { id: 1 },
        data: { retry_after_hours: 2, whatsapp_after_attempts: 4 },
      });
    });
    const settings = await putSettings(bearer, { retry_after_hours: 5 });
    expect(settings.status).toBe(200);
    const second = (await noAnswer()).body.data as DeskOrderDetail;
    expect(second.call_attempts).toBe(2);
    expect(Date.parse(second.callback_at!) - Date.now()).toBeGreaterThan(4.9 * HOUR);
  });

  it('confirms an order and takes it out of the queue', async () => {
    const { bearer } = await createStaff();
    const order = await createOrderRow([{ product_id: null, size: 'M', quantity: 1 }]);
    const res = await api()
      .post(`/api/confirmation/orders/${order.id}/calls`)
      .set('Authorization', bearer)
      .send({ outcome: 'confirmed' });
    expect(res.body.data.status).toBe('confirmed');
    expect((await api().get('/api/confirmation/queue').set('Authorization', bearer)).body.data).toEqual([]);
  });
});

describe('claims', () => {
  it('lets one agent hold an order, shows the holder to the other, and expires by itself', async () => {
    const nadia = await createStaff('admin', 'nadia');
    const karim = await createStaff('admin', 'karim');
    const order = await createOrderRow([{ product_id: null, size: 'M', quantity: 1 }]);
    const claim = (who: { bearer: string }) =>
      api().post(`/api/confirmation/orders/${order.id}/claim`).set('Authorization', who.bearer);

    // Both open the order at the same moment: exactly one gets it.
    const [a, b] = await Promise.all([claim(nadia), claim(karim)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [winner, loser] = a.status === 200 ? [nadia, karim] : [karim, nadia];
    const lost = a.status === 200 ? b : a;
    expect(lost.body.claim).toMatchObject({ staff_id: winner.user.id, staff_name: winner.user.nom });
    expect(lost.body.message).toBe(`${winner.user.nom} is working on this order.`);

    const queue = await api().get('/api/confirmation/queue').set('Authorization', loser.bearer);
    expect(queue.body.data[0].claim).toMatchObject({ staff_name: winner.user.nom });
    // The other agent can neither log a call nor edit it.
    const call = await api()
      .post(`/api/confirmation/orders/${order.id}/calls`)
      .set('Authorization', loser.bearer)
      .send({ outcome: 'confirmed' });
    expect(call.status).toBe(409);
    const edit = await api()
      .patch(`/api/confirmation/orders/${order.id}`)
      .set('Authorization', loser.bearer)
      .send({ customer_name: 'X' });
    expect(edit.status).toBe(409);
    expect((await claim(winner)).status).toBe(200);

    // The claim runs out without anyone letting go.
    await prisma.orderClaim.update({
      where: { order_id: order.id },
      data: { expires_at: new Date(Date.now() - 1000) },
    });
    expect((await claim(loser)).body.data).toMatchObject({ staff_id: loser.user.id });
    await api().delete(`/api/confirmation/orders/${order.id}/claim`).set('Authorization', loser.bearer);
    expect((await claim(winner)).status).toBe(200);
    expect(
      (await api().post('/api/confirmation/orders/9999/claim').set('Authorization', nadia.bearer)).status,
    ).toBe(404);
  });

  it('refuses to claim an order that is already canceled', async () => {
    const { bearer } = await createStaff();
    const order = await createOrderRow([{ product_id: null, size: 'M', quantity: 1 }], {
      status: 'canceled',
    });
    const res = await api().post(`/api/confirmation/orders/${order.id}/claim`).set('Authorization', bearer);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A canceled order cannot be claimed.');
    expect(await prisma.orderClaim.count()).toBe(0);
  });
});

describe('edits during the call', () => {
  it('changes a size and a quantity, moves exactly the units, reprices from the database and audits', async () => {
    const { bearer, user } = await createStaff();
    const product = await createProduct({
      name: 'Shadow',
      price: 449,
      prix_reduction: 399,
      sizes: [
        { size: 'M', quantity: 5 },
        { size: 'L', quantity: 3 },
      ],
    });
    const beanie = await createProduct({ name: 'Cap', type: 'beanies', price: 99 });
    const order = await heldOrder(product, 2);
    const edit = (body: object) =>
      api().patch(`/api/confirmation/orders/${order.id}`).set('Authorization', bearer).send(body);

    const res = await edit({
      items: [
        { product_id: product.id, size: 'L', quantity: 1 },
        { product_id: beanie.id, size: 'S', quantity: 2 },
      ],
      customer_name: 'Amina B.',
      customer_phone: '07 00 00 00 01',
      customer_address: 'Rue 12, Maarif',
      delivery_note: 'Call before coming',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      customer_name: 'Amina B.',
      customer_phone: '+212700000001',
      customer_address: 'Rue 12, Maarif',
      delivery_note: 'Call before coming',
      total_amount: 597,
      // Casablanca's zone fee below the free-delivery threshold.
      delivery_fee: 20,
      cash_to_collect: 617,
    });
    expect(await reserved(product.id, 'M')).toBe(0);
    expect(await reserved(product.id, 'L')).toBe(1);
    const event = await prisma.orderEvent.findFirstOrThrow({ where: { order_id: order.id, kind: 'edit' } });
    expect(event.staff_user_id).toBe(user.id);
    expect(event.details).toMatchObject({
      customer_name: { from: 'Amina Alaoui', to: 'Amina B.' },
      items: { before: ['2 x Shadow M'], after: ['1 x Shadow L', '2 x Cap S'] },
      total_amount: { from: 600, to: 597 },
    });

    // Short of units: 409 with what is left, and nothing changes.
    const short = await edit({ items: [{ product_id: product.id, size: 'L', quantity: 5 }] });
    expect(short.status).toBe(409);
    expect(short.body.invalid_items).toEqual([
      { product_name: 'Shadow', size: 'L', requested_quantity: 4, available_quantity: 2 },
    ]);
    expect(await reserved(product.id, 'L')).toBe(1);
    expect(await prisma.orderItem.count({ where: { order_id: order.id } })).toBe(2);
    expect(await prisma.orderEvent.count({ where: { order_id: order.id } })).toBe(1);

    expect((await edit({ customer_phone: '123' })).status).toBe(400);
    expect((await edit({ customer_city: 'Paris' })).status).toBe(400);
    expect((await edit({})).status).toBe(400);
  });

  it('checks sizes like orders do: case-insensitive, and 400 for a size the product does not sell', async () => {
    const { bearer } = await createStaff();
    const product = await createProduct({
      name: 'Shadow',
      sizes: [
        { size: 'M', quantity: 5 },
        { size: 'XL', quantity: 3 },
      ],
    });
    const cap = await createProduct({ name: 'Cap', type: 'beanies', price: 99 });
    const order = await heldOrder(product, 1);
    const edit = (items: object[]) =>
      api().patch(`/api/confirmation/orders/${order.id}`).set('Authorization', bearer).send({ items });

    const bogus = await edit([{ product_id: product.id, size: 'BOGUS-<b>', quantity: 1 }]);
    expect(bogus.status).toBe(400);
    expect(bogus.body.errors).toEqual({ 'items.0.size': ['Choose one of the sizes M, XL.'] });
    // A product without counted sizes sells the default ones only.
    const noSize = await edit([{ product_id: cap.id, size: 'XXXXL', quantity: 1 }]);
    expect(noSize.status).toBe(400);
    expect(noSize.body.errors).toEqual({ 'items.0.size': ['Choose one of the sizes S, M, L, XL, XXL.'] });
    expect(await prisma.orderEvent.count({ where: { order_id: order.id } })).toBe(0);

    const res = await edit([
      { product_id: product.id, size: 'xl', quantity: 1 },
      { product_id: cap.id, size: 'm', quantity: 1 },
    ]);
    expect(res.status).toBe(200);
    expect((res.body.data as DeskOrderDetail).items.map((i) => [i.product.name, i.size])).toEqual([
      ['Shadow', 'XL'],
      ['Cap', 'M'],
    ]);
    expect(await reserved(product.id, 'XL')).toBe(1);
    expect(await reserved(product.id, 'M')).toBe(0);
  });

  it('refuses to edit an order that has shipped', async () => {
    const { bearer } = await createStaff();
    const order = await createOrderRow([{ product_id: null, size: 'M', quantity: 1 }], { status: 'shipped' });
    const res = await api()
      .patch(`/api/confirmation/orders/${order.id}`)
      .set('Authorization', bearer)
      .send({ customer_name: 'X' });
    expect(res.status).toBe(409);
  });
});

describe('automatic cancel', () => {
  it('cancels orders unanswered past the delay once, frees their units and logs the reason', async () => {
    const product = await createProduct({ name: 'Shadow', sizes: [{ size: 'M', quantity: 5 }] });
    const now = new Date('2026-11-23T12:00:00Z');
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
    const stale = await heldOrder(product, 2, { created_at: at(73) });
    const staleContacted = await heldOrder(product, 1, { status: 'contacted', created_at: at(100) });
    const fresh = await heldOrder(product, 1, { created_at: at(71) });
    const promised = await heldOrder(product, 1, {
      status: 'contacted',
      created_at: at(80),
      callback_at: new Date(now.getTime() + HOUR),
    });
    await heldOrder(product, 1, { status: 'confirmed', created_at: at(200) });
    expect(await reserved(product.id)).toBe(6);

    // Two processes running the task at once still cancel each order once.
    const runs = await Promise.all([cancelUnansweredOrders(72, now), cancelUnansweredOrders(72, now)]);
    expect(runs.flat().sort()).toEqual([stale.id, staleContacted.id].sort());
    expect(await cancelUnansweredOrders(72, now)).toEqual([]);
    expect(await reserved(product.id)).toBe(3);
    const statuses = await prisma.order.findMany({ select: { id: true, status: true, cancel_reason: true } });
    expect(statuses.find((o) => o.id === stale.id)).toMatchObject({
      status: 'canceled',
      cancel_reason: 'no_answer',
    });
    expect(statuses.find((o) => o.id === fresh.id)!.status).toBe('pending');
    expect(statuses.find((o) => o.id === promised.id)!.status).toBe('contacted');
    const events = await prisma.orderEvent.findMany({ where: { kind: 'status' } });
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      staff_user_id: null,
      details: { type: 'status', cause: 'auto_cancel', reason: 'no_answer', after_hours: 72, to: 'canceled' },
    });

    // A shorter delay set in settings reaches the fresh order.
    expect(await cancelUnansweredOrders(24, now)).toEqual([fresh.id]);
  });
});

describe('desk settings', () => {
  it('keeps the auto-cancel delay and the WhatsApp templates, built-in texts until set', async () => {
    const { bearer } = await createStaff();
    const read = await api().get('/api/confirmation/settings').set('Authorization', bearer);
    expect(read.body.data).toMatchObject({
      auto_cancel_hours: 72,
      retry_after_hours: 2,
      whatsapp_after_attempts: 4,
    });
    expect(read.body.data.whatsapp_templates.fr).toContain('{name}');
    const saved = await putSettings(bearer, {
      auto_cancel_hours: 48,
      retry_after_hours: 3,
      whatsapp_after_attempts: 6,
    });
    expect(saved.body.data).toEqual({
      auto_cancel_hours: 48,
      retry_after_hours: 3,
      whatsapp_after_attempts: 6,
      whatsapp_templates: TEMPLATES,
      lead_delay_minutes: 15,
    });
    const leads = await putSettings(bearer, {
      whatsapp_templates: { fr: 'x', ar: 'y' },
      lead_delay_minutes: 0,
    });
    expect(leads.body.data.lead_delay_minutes).toBe(0);
    const bad = await putSettings(bearer, {
      auto_cancel_hours: 0,
      retry_after_hours: 0,
      whatsapp_after_attempts: 21,
      whatsapp_templates: { fr: '', ar: 'x' },
      lead_delay_minutes: 1441,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'auto_cancel_hours',
      'lead_delay_minutes',
      'retry_after_hours',
      'whatsapp_after_attempts',
      'whatsapp_templates.fr',
    ]);
  });
});
