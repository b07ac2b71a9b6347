import type { DeskLead, DeskLeadDetail, DeskQueueItem } from '@vigor/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prisma } from '../../../test/full-client.ts';
import type { ApiOptions } from '../../routes.ts';
import { movableClock } from '../../../test/lead-clock.ts';
import {
  api,
  createCartLine,
  createGuest,
  createProduct,
  createStaff,
  quickOrderByNewGuest,
  truncateAll,
} from '../../../test/factories.ts';

beforeEach(async () => {
  await truncateAll();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

const MINUTE = 60_000;
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

async function guestWithCart(quantity = 2) {
  const product = await createProduct({ price: 250, sizes: [{ size: 'M', quantity: 5 }] });
  const guest = await createGuest();
  await createCartLine(guest.id, product.id, 'M', quantity);
  return { guest, product };
}

const saveLead = (cookie: string, body: Record<string, unknown>, options: ApiOptions = {}) =>
  api(options)
    .post('/api/leads')
    .set('Cookie', cookie)
    .send({ source: 'cart', ...body });

async function queue(bearer: string, options: ApiOptions = {}): Promise<DeskQueueItem[]> {
  const res = await api(options).get('/api/confirmation/queue').set('Authorization', bearer);
  expect(res.status).toBe(200);
  return res.body.data;
}
const leadsIn = (items: DeskQueueItem[]) => items.filter((i): i is DeskLead => i.kind === 'lead');

async function reserved(productId: number) {
  return (await prisma.productSize.findFirstOrThrow({ where: { product_id: productId } })).reserved;
}

describe('POST /api/leads', () => {
  it("keeps the session's cart lines with the phone, and the form's later calls replace them", async () => {
    const { guest, product } = await guestWithCart();
    const first = await saveLead(guest.cookie, { customer_phone: '06 12 34 56 78' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: 'Saved' });
    await saveLead(guest.cookie, { customer_phone: '0612345678', customer_name: 'Salma', language: 'fr' });
    const leads = await prisma.lead.findMany();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      session_id: guest.id,
      customer_phone: '+212612345678',
      customer_name: 'Salma',
      source: 'cart',
      language: 'fr',
      status: 'open',
      lines: [{ product_id: product.id, size: 'M', quantity: 2 }],
    });
  });

  it('keeps the address typed, which the desk shows on the lead; a later call without it keeps it', async () => {
    const { guest } = await guestWithCart();
    await saveLead(guest.cookie, { customer_phone: '0612345678', customer_address: ' 5 rue Atlas, Maarif ' });
    await saveLead(guest.cookie, { customer_phone: '0612345678', customer_name: 'Salma' });
    expect(await prisma.lead.findFirstOrThrow()).toMatchObject({
      customer_name: 'Salma',
      customer_address: '5 rue Atlas, Maarif',
    });
    const long = await saveLead(guest.cookie, {
      customer_phone: '0612345678',
      customer_address: 'a'.repeat(201),
    });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ customer_address: ['The address is at most 200 characters'] });

    const { bearer } = await createStaff();
    later(16 * MINUTE);
    const [lead] = leadsIn(await queue(bearer));
    expect(lead?.customer_address).toBe('5 rue Atlas, Maarif');
  });

  it('reads the quick cart for a quick order, refuses an empty one and a wrong phone', async () => {
    const product = await createProduct();
    const guest = await createGuest();
    expect(
      (await saveLead(guest.cookie, { customer_phone: '0612345678', source: 'quick-cart' })).status,
    ).toBe(422);
    await prisma.quickCartItem.create({
      data: { session_id: guest.id, product_id: product.id, size: 'L', quantity: 1 },
    });
    expect(
      (await saveLead(guest.cookie, { customer_phone: '0612345678', source: 'quick-cart' })).status,
    ).toBe(200);
    expect((await prisma.lead.findFirstOrThrow()).lines).toEqual([
      { product_id: product.id, size: 'L', quantity: 1 },
    ]);
    const wrong = await saveLead(guest.cookie, { customer_phone: '12345', source: 'quick-cart' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toHaveProperty('customer_phone');
    // Without a session there is nothing to keep.
    expect(
      (await api().post('/api/leads').send({ customer_phone: '0612345678', source: 'cart' })).status,
    ).toBe(422);
  });

  it('is removed by an order from the same session, or from the same phone', async () => {
    const { guest, product } = await guestWithCart(1);
    await saveLead(guest.cookie, { customer_phone: '0612345678' });
    const other = await createGuest();
    await createCartLine(other.id, product.id, 'M', 1);
    await saveLead(other.cookie, { customer_phone: '0699999999' });
    expect(await prisma.lead.count()).toBe(2);

    const line = await prisma.cartItem.findFirstOrThrow({ where: { session_id: guest.id } });
    const placed = await api()
      .post('/api/sales')
      .set('Cookie', guest.cookie)
      .send({
        customer_name: 'A',
        customer_phone: '0611111111',
        customer_city: 'Rabat',
        cart_ids: [line.id],
      });
    expect(placed.status).toBe(201);
    expect(await prisma.lead.findMany({ select: { session_id: true } })).toEqual([{ session_id: other.id }]);

    expect((await quickOrderByNewGuest('+212699999999', product.id)).status).toBe(201);
    expect(await prisma.lead.count()).toBe(0);
  });
});

describe('leads on the desk', () => {
  it('show in the queue after the delay of the settings and leave it after 7 days', async () => {
    const { bearer } = await createStaff();
    const { guest } = await guestWithCart();
    await saveLead(guest.cookie, {
      customer_phone: '0612345678',
      customer_name: 'Salma',
      customer_city: 'Fes',
    });
    later(14 * MINUTE);
    expect(leadsIn(await queue(bearer))).toEqual([]);
    // Typing again moves the delay on.
    await saveLead(guest.cookie, { customer_phone: '0612345678', customer_name: 'Salma B' });
    later(14 * MINUTE);
    expect(leadsIn(await queue(bearer))).toEqual([]);
    later(MINUTE + 1);
    const [lead] = leadsIn(await queue(bearer));
    expect(lead).toMatchObject({
      kind: 'lead',
      customer_phone: '+212612345678',
      customer_name: 'Salma B',
      customer_city: 'Fes',
      total_amount: 500,
      lines: [{ size: 'M', quantity: 2, price: 250 }],
      claim: null,
    });

    await prisma.shopSettings.update({ where: { id: 1 }, data: { lead_delay_minutes: 60 } });
    expect(leadsIn(await queue(bearer))).toEqual([]);
    await prisma.shopSettings.update({ where: { id: 1 }, data: { lead_delay_minutes: 0 } });
    // New tokens: the first one has expired by then.
    later(7 * 24 * 60 * MINUTE - 16 * MINUTE);
    expect(leadsIn(await queue((await createStaff()).bearer))).toHaveLength(1);
    later(16 * MINUTE);
    expect(leadsIn(await queue((await createStaff()).bearer))).toEqual([]);
  });

  it('turn into a confirmed order in one action, under the same stock checks', async () => {
    const { bearer, user } = await createStaff();
    const { guest, product } = await guestWithCart();
    await saveLead(guest.cookie, { customer_phone: '0612345678' });
    later(16 * MINUTE);
    const [lead] = leadsIn(await queue(bearer));
    const convert = (quantity: number) =>
      api()
        .post(`/api/confirmation/leads/${lead!.id}/convert`)
        .set('Authorization', bearer)
        .send({
          customer_name: 'Salma',
          customer_phone: '0612345678',
          customer_city: 'Rabat',
          customer_address: 'Rue 5',
          items: [{ product_id: product.id, size: 'M', quantity }],
        });
    const short = await convert(6);
    expect(short.status).toBe(409);
    expect(short.body.invalid_items[0]).toMatchObject({ available_quantity: 5 });
    expect(await reserved(product.id)).toBe(0);
    expect(leadsIn(await queue(bearer))).toHaveLength(1);

    // More units than a shopper may order: staff are not limited.
    const done = await convert(5);
    expect(done.status).toBe(201);
    const orderId = done.body.data.order_id as number;
    expect(await reserved(product.id)).toBe(5);
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId }, include: { events: true } });
    expect(order).toMatchObject({
      status: 'confirmed',
      customer_phone: '+212612345678',
      customer_address: 'Rue 5',
    });
    expect(order.events.map((e) => e.kind).sort()).toEqual(['lead_converted', 'placed']);
    expect(order.events.find((e) => e.kind === 'lead_converted')).toMatchObject({
      staff_user_id: user.id,
      details: { from: 'pending', to: 'confirmed', lead_id: lead!.id },
    });
    expect(await queue(bearer)).toEqual([]);
    const detail = (await api().get(`/api/confirmation/leads/${lead!.id}`).set('Authorization', bearer)).body
      .data as DeskLeadDetail;
    expect(detail.status).toBe('converted');
    expect(detail.log).toEqual([
      expect.objectContaining({ kind: 'converted', details: { order_id: orderId } }),
    ]);
    expect((await convert(1)).status).toBe(409);
  });

  it('log no answer, close with a reason, and are held by one agent at a time', async () => {
    const amina = await createStaff();
    const samir = await createStaff();
    const { guest } = await guestWithCart();
    await saveLead(guest.cookie, { customer_phone: '0612345678' });
    later(16 * MINUTE);
    const [lead] = leadsIn(await queue(amina.bearer));
    const path = `/api/confirmation/leads/${lead!.id}`;
    expect((await api().post(`${path}/claim`).set('Authorization', amina.bearer)).status).toBe(200);
    const held = await api().post(`${path}/claim`).set('Authorization', samir.bearer);
    expect(held.status).toBe(409);
    expect(held.body.claim).toMatchObject({ staff_id: amina.user.id });
    expect(
      (await api().post(`${path}/calls`).set('Authorization', samir.bearer).send({ outcome: 'no_answer' }))
        .status,
    ).toBe(409);

    const noAnswer = await api()
      .post(`${path}/calls`)
      .set('Authorization', amina.bearer)
      .send({ outcome: 'no_answer' });
    expect(noAnswer.status).toBe(201);
    expect(noAnswer.body.data).toMatchObject({ call_attempts: 1, claim: null, status: 'open' });
    expect(leadsIn(await queue(amina.bearer))).toHaveLength(1);

    const closed = await api()
      .post(`${path}/calls`)
      .set('Authorization', samir.bearer)
      .send({ outcome: 'close', reason: 'not_interested' });
    expect(closed.status).toBe(201);
    expect(closed.body.data.status).toBe('closed');
    expect(closed.body.data.log.map((e: { kind: string }) => e.kind)).toEqual(['call', 'closed']);
    expect(await queue(amina.bearer)).toEqual([]);
  });

  it('take back a no answer or a closing for 10 seconds, for the agent who logged it', async () => {
    const amina = await createStaff();
    const samir = await createStaff();
    const { guest } = await guestWithCart();
    await saveLead(guest.cookie, { customer_phone: '0612345678' });
    later(16 * MINUTE);
    const [lead] = leadsIn(await queue(amina.bearer));
    const path = `/api/confirmation/leads/${lead!.id}`;
    const call = (body: object) => api().post(`${path}/calls`).set('Authorization', amina.bearer).send(body);
    const undo = (bearer: string, eventId: number) =>
      api().post(`${path}/undo`).set('Authorization', bearer).send({ event_id: eventId });

    const noAnswer = (await call({ outcome: 'no_answer' })).body.data as DeskLeadDetail;
    expect(noAnswer.call_attempts).toBe(1);
    expect((await undo(samir.bearer, noAnswer.log.at(-1)!.id)).status).toBe(409);
    const undone = await undo(amina.bearer, noAnswer.log.at(-1)!.id);
    expect(undone.status).toBe(201);
    expect(undone.body.data).toMatchObject({ call_attempts: 0, status: 'open' });

    const closed = (await call({ outcome: 'close', reason: 'not_interested' })).body.data as DeskLeadDetail;
    expect(closed.status).toBe('closed');
    later(15_001);
    const late = await undo(amina.bearer, closed.log.at(-1)!.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('An outcome can be undone for 10 seconds only.');
    const again = (await call({ outcome: 'close', reason: 'not_interested' })).status;
    // Already closed: a second closing is refused, the first stays.
    expect(again).toBe(409);

    const { guest: other } = await guestWithCart();
    await saveLead(other.cookie, { customer_phone: '0699999999' });
    later(16 * MINUTE);
    const second = leadsIn(await queue(amina.bearer)).find((l) => l.customer_phone === '+212699999999')!;
    const secondPath = `/api/confirmation/leads/${second.id}`;
    const closing = await api()
      .post(`${secondPath}/calls`)
      .set('Authorization', amina.bearer)
      .send({ outcome: 'close', reason: 'wrong_number' });
    const reopened = await api()
      .post(`${secondPath}/undo`)
      .set('Authorization', amina.bearer)
      .send({ event_id: (closing.body.data as DeskLeadDetail).log.at(-1)!.id });
    expect(reopened.status).toBe(201);
    expect(reopened.body.data).toMatchObject({ status: 'open' });
    expect((reopened.body.data as DeskLeadDetail).log.map((e) => e.kind)).toEqual(['closed', 'undone']);
    expect(leadsIn(await queue(amina.bearer)).map((l) => l.id)).toContain(second.id);
  });

  it("are stamped and made due by the leads' clock; claims and orders keep the system clock", async () => {
    const leadClock = movableClock();
    const { bearer } = await createStaff();
    const { guest, product } = await guestWithCart();
    await saveLead(guest.cookie, { customer_phone: '0612345678' }, { leadClock });
    later(MINUTE);
    expect((await quickOrderByNewGuest('0699999999', product.id)).status).toBe(201);
    expect(leadsIn(await queue(bearer, { leadClock }))).toEqual([]);

    // A quarter of an hour later on the leads' clock alone: due there, not on the system clock.
    leadClock.advance(15 * MINUTE);
    expect(leadsIn(await queue(bearer))).toEqual([]);
    const [lead] = leadsIn(await queue(bearer, { leadClock }));
    expect(lead).toMatchObject({ customer_phone: '+212612345678' });
    // Orders come before leads in the queue; a claim runs out on the system clock.
    const claimed = await api()
      .post(`/api/confirmation/leads/${lead!.id}/claim`)
      .set('Authorization', bearer);
    expect(claimed.status).toBe(200);
    expect((await queue(bearer, { leadClock })).map((i) => [i.kind, i.claim !== null])).toEqual([
      ['order', false],
      ['lead', true],
    ]);

    // A lead typed after the move waits its whole delay, as before.
    const { guest: next } = await guestWithCart();
    await saveLead(next.cookie, { customer_phone: '0677777777' }, { leadClock });
    later(14 * MINUTE);
    expect(leadsIn(await queue(bearer, { leadClock })).map((l) => l.customer_phone)).toEqual([
      '+212612345678',
    ]);
    later(MINUTE);
    expect(
      leadsIn(await queue(bearer, { leadClock }))
        .map((l) => l.customer_phone)
        .sort(),
    ).toEqual(['+212612345678', '+212677777777']);
  });
});
