/**
 * Leads obey the blocklist and the limits (docs/product.md "Leads"): no lead for a blocked phone
 * or a refused attempt (the refusal is logged instead), limits of their own on new leads, and a
 * queue where no number of leads pushes an order out.
 */
import { BLOCKED_ORDER_MESSAGE, QUEUE_SIZE, type DeskLead, type DeskQueueItem } from '@vigor/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prisma } from '../../../test/full-client.ts';
import {
  api,
  createCartLine,
  createGuest,
  createProduct,
  createStaff,
  setOrderLimits,
  truncateAll,
} from '../../../test/factories.ts';

beforeEach(async () => {
  await truncateAll();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

const MINUTE = 60_000;
/** Past the default delay after which a lead is due. */
const leadsAreDue = () => vi.setSystemTime(Date.now() + 16 * MINUTE);

/** A new guest (a new cart session) with one line of `productId`. */
async function shopperWithCart(productId: number) {
  const guest = await createGuest();
  await createCartLine(guest.id, productId, 'M', 1);
  return guest;
}

const saveLead = (cookie: string, phone: string, language?: 'fr') =>
  api()
    .post('/api/leads')
    .set('Cookie', cookie)
    .send({ source: 'cart', customer_phone: phone, customer_name: 'Salma', ...(language && { language }) });

async function orderCart(guest: { id: string; cookie: string }, phone: string) {
  const line = await prisma.cartItem.findFirstOrThrow({ where: { session_id: guest.id } });
  return api()
    .post('/api/sales')
    .set('Cookie', guest.cookie)
    .send({ customer_name: 'Salma', customer_phone: phone, customer_city: 'Rabat', cart_ids: [line.id] });
}

async function queue(bearer: string): Promise<DeskQueueItem[]> {
  const res = await api().get('/api/confirmation/queue').set('Authorization', bearer);
  expect(res.status).toBe(200);
  return res.body.data;
}
const leadsIn = (items: DeskQueueItem[]) => items.filter((i): i is DeskLead => i.kind === 'lead');

/** The desk turns lead `leadId` into an order of one unit of `productId` for `phone`. */
const convertLead = (bearer: string, leadId: number, productId: number, phone: string) =>
  api()
    .post(`/api/confirmation/leads/${leadId}/convert`)
    .set('Authorization', bearer)
    .send({
      customer_name: 'Salma',
      customer_phone: phone,
      customer_city: 'Rabat',
      items: [{ product_id: productId, size: 'M', quantity: 1 }],
    });

/** PUT /api/confirmation/settings as an admin in SETTINGS, with the lead limits given. */
async function setLeadLimits(bearer: string, limits: Record<string, number>) {
  const current = (await api().get('/api/confirmation/settings').set('Authorization', bearer)).body.data;
  const res = await api()
    .put('/api/confirmation/settings')
    .set('Authorization', bearer)
    .send({ ...current, ...limits });
  expect(res.status).toBe(200);
}

describe('a blocked phone', () => {
  it('cannot turn its lead into an order, leaves no lead however often it tries, and its refusals are logged', async () => {
    const { bearer } = await createStaff();
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 10 }] });
    const blockedPhone = '0612345678';
    // Typed before the phone was blocked: a lead the desk may still see.
    const earlier = await shopperWithCart(product.id);
    expect((await saveLead(earlier.cookie, blockedPhone)).status).toBe(200);
    const blocked = await api()
      .post('/api/admin/blocklist')
      .set('Authorization', bearer)
      .send({ phone: blockedPhone, reason: 'Refused three parcels' });
    expect(blocked.status).toBe(201);

    leadsAreDue();
    const { bearer: desk } = await createStaff();
    const [lead] = leadsIn(await queue(desk));
    expect(lead!.flags).toMatchObject({ blocked: true });
    // Typing another phone does not get round it: the lead's phone is blocked.
    const convert = await convertLead(desk, lead!.id, product.id, '0677777777');
    expect(convert.status).toBe(409);
    expect(convert.body.message).toBe(
      '+212612345678 is on the blocklist (Refused three parcels): no order can be placed for it.',
    );
    expect(await prisma.order.count()).toBe(0);
    expect(await prisma.lead.findFirstOrThrow({ select: { status: true } })).toEqual({ status: 'open' });

    // Three attempts, each from a new cart: the form keeps the phone, the order is refused.
    for (let attempt = 0; attempt < 3; attempt++) {
      const guest = await shopperWithCart(product.id);
      const kept = await saveLead(guest.cookie, blockedPhone);
      // Answered as any other: the shopper is never told the phone is blocked.
      expect(kept.status).toBe(200);
      expect(kept.body).toEqual({ success: true, message: 'Saved' });
      expect(await prisma.lead.count({ where: { session_id: guest.id } })).toBe(0);
      const refused = await orderCart(guest, blockedPhone);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(BLOCKED_ORDER_MESSAGE);
    }
    // A session whose lead had another phone loses it when its order, with the blocked phone, is refused.
    const switched = await shopperWithCart(product.id);
    await saveLead(switched.cookie, '0699999999');
    expect((await orderCart(switched, blockedPhone)).status).toBe(422);

    expect(await prisma.blockedOrder.count()).toBe(4);
    // The phone tried again and was refused: its earlier lead went with the attempt.
    expect(await prisma.lead.count()).toBe(0);
    leadsAreDue();
    expect(leadsIn(await queue((await createStaff()).bearer))).toEqual([]);
  });
});

describe('the order limits', () => {
  it('keep no lead for a shopper they refused, and log the refusal', async () => {
    await setOrderLimits({ orders_per_phone_per_day: 1 });
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 10 }] });
    const phone = '0655555555';
    const first = await shopperWithCart(product.id);
    expect((await orderCart(first, phone)).status).toBe(201);

    const again = await shopperWithCart(product.id);
    // The phone has no order left today: a lead for it would be one the shopper cannot place.
    expect((await saveLead(again.cookie, phone)).status).toBe(200);
    expect(await prisma.lead.count()).toBe(0);
    const other = await shopperWithCart(product.id);
    await saveLead(other.cookie, '0611111111');
    expect(await prisma.lead.count()).toBe(1);
    const refused = await orderCart(other, phone);
    expect(refused.status).toBe(429);
    expect(await prisma.lead.count()).toBe(0);
    expect(
      await prisma.limitRefusal.findMany({
        select: { limit: true, phone: true, session_id: true, ip: true },
      }),
    ).toEqual([
      { limit: 'orders_per_phone_per_day', phone: '+212655555555', session_id: other.id, ip: '127.0.0.1' },
    ]);
    leadsAreDue();
    expect(leadsIn(await queue((await createStaff()).bearer))).toEqual([]);
  });
});

describe('limits on new leads', () => {
  it('refuse a lead flood from one address (logged), and no number of leads pushes the real order out', async () => {
    const { bearer } = await createStaff();
    await setLeadLimits(bearer, { leads_per_address_per_hour: 10 });
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 10 }] });
    const buyer = await shopperWithCart(product.id);
    const placed = await orderCart(buyer, '0622222222');
    expect(placed.status).toBe(201);

    // 60 leads from 127.0.0.1, each from a new cart session, all at once.
    const flood = async (n: number, from: number) => {
      const guests = await Promise.all(Array.from({ length: n }, () => shopperWithCart(product.id)));
      const phone = (i: number) => `07${String(10_000_000 + from + i).padStart(8, '0')}`;
      return Promise.all(guests.map((guest, i) => saveLead(guest.cookie, phone(i))));
    };
    const statuses = (await flood(60, 0)).map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    expect(await prisma.lead.count()).toBe(10);
    expect(await prisma.limitRefusal.count({ where: { limit: 'leads_per_address_per_hour' } })).toBe(50);

    leadsAreDue();
    const desk = (await createStaff()).bearer;
    const first = await queue(desk);
    expect(first[0]).toMatchObject({ kind: 'order', id: placed.body.data.id });
    expect(leadsIn(first)).toHaveLength(10);

    // With the limit out of the way, more leads than the queue holds: the order stays first.
    await setLeadLimits(desk, { leads_per_address_per_hour: 1000 });
    expect((await flood(60, 100)).every((res) => res.status === 200)).toBe(true);
    expect(await prisma.lead.count()).toBe(70);
    leadsAreDue();
    const full = await queue((await createStaff()).bearer);
    expect(full).toHaveLength(QUEUE_SIZE);
    expect(full[0]).toMatchObject({ kind: 'order', id: placed.body.data.id });
    expect(leadsIn(full)).toHaveLength(QUEUE_SIZE - 1);
  });

  it('count new leads per session: the same lead typed again is not a new one', async () => {
    const { bearer } = await createStaff();
    await setLeadLimits(bearer, { leads_per_session_per_day: 2 });
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 10 }] });
    const guest = await shopperWithCart(product.id);
    for (let i = 0; i < 5; i++) expect((await saveLead(guest.cookie, '0633333333')).status).toBe(200);
    expect((await orderCart(guest, '0633333333')).status).toBe(201);
    await createCartLine(guest.id, product.id, 'M', 1);
    expect((await saveLead(guest.cookie, '0644444444')).status).toBe(200);
    expect(await prisma.lead.count()).toBe(1);
    await prisma.lead.deleteMany();
    const third = await saveLead(guest.cookie, '0644444444');
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect(await prisma.lead.count()).toBe(0);
    expect(await prisma.limitRefusal.findMany({ select: { limit: true, session_id: true } })).toEqual([
      { limit: 'leads_per_session_per_day', session_id: guest.id },
    ]);
  });
});

it('a lead typed on the French pages becomes a French order', async () => {
  const { bearer } = await createStaff();
  const product = await createProduct({ sizes: [{ size: 'M', quantity: 10 }] });
  const guest = await shopperWithCart(product.id);
  await saveLead(guest.cookie, '0612345678', 'fr');
  leadsAreDue();
  const [lead] = leadsIn(await queue(bearer));
  const converted = await convertLead(bearer, lead!.id, product.id, '0612345678');
  expect(converted.status).toBe(201);
  const order = await prisma.order.findUniqueOrThrow({ where: { id: converted.body.data.order_id } });
  expect(order.language).toBe('fr');
});
