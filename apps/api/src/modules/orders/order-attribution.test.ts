/**
 * Where an order came from (docs/product.md, "Attribution"): the guest session keeps its first
 * page and its last ad click from the storefront's page views, and every way an order is placed
 * (cart, quick order, a lead converted on the desk) keeps a copy, read by GET /api/sales/:id and
 * shown in SALES.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { prisma } from '../../../test/full-client.ts';
import {
  api,
  createCartLine,
  createGuest,
  createProduct,
  createStaff,
  orderLines,
  truncateAll,
} from '../../../test/factories.ts';

beforeEach(truncateAll);

const FBP = 'fb.1.1732800000000.1234567890';
const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/604.1';

/** A page view as the storefront reports it, with the pixels' cookies the browser holds. */
const pageView = (cookie: string, body: object) =>
  api()
    .post('/api/session/update-activity')
    .set('Cookie', `${cookie}; _fbp=${FBP}; _ttp=ttp-1`)
    .send(body)
    .expect(200);

async function guestFromAd() {
  const product = await createProduct({ price: 300, sizes: [{ size: 'M', quantity: 20 }] });
  const guest = await createGuest();
  await pageView(guest.cookie, {
    current_page: '/',
    landing: {
      query: '?utm_source=facebook&utm_medium=paid&utm_campaign=summer-drop&fbclid=ABC',
      referrer: 'https://l.facebook.com/',
    },
  });
  await pageView(guest.cookie, { current_page: `/product/${product.id}` });
  return { guest, product };
}

async function placedFromCart(guest: { id: string; cookie: string }, productId: number) {
  const line = await createCartLine(guest.id, productId);
  const res = await orderLines(guest, [line.id]).set('User-Agent', UA).expect(201);
  return res.body.data.id as number;
}

describe('order attribution', () => {
  it('keeps the landing and the ad click on the order, read by GET /api/sales/:id and the SALES list', async () => {
    const { guest, product } = await guestFromAd();
    const orderId = await placedFromCart(guest, product.id);
    const { bearer } = await createStaff('admin');
    const detail = await api().get(`/api/sales/${orderId}`).set('Authorization', bearer).expect(200);
    expect(detail.body.data.source_label).toBe('Meta · summer-drop');
    expect(detail.body.data.attribution).toEqual({
      utm_source: 'facebook',
      utm_medium: 'paid',
      utm_campaign: 'summer-drop',
      utm_content: null,
      utm_term: null,
      landing_path: '/',
      referrer_host: 'l.facebook.com',
      fbc: expect.stringMatching(/^fb\.1\.\d{13}\.ABC$/),
      fbp: FBP,
      ttclid: null,
      ttp: 'ttp-1',
      clicked_at: expect.any(String),
    });
    // The shopper's browser of the moment of the order, kept for the ad events, never shown.
    expect(await prisma.orderAttribution.findUniqueOrThrow({ where: { order_id: orderId } })).toMatchObject({
      user_agent: UA,
      client_ip: expect.stringMatching(/127\.0\.0\.1|::1/),
    });
    expect(JSON.stringify(detail.body)).not.toContain(UA);
    const list = await api().get('/api/sales').set('Authorization', bearer).expect(200);
    expect(list.body.data.find((o: { id: number }) => o.id === orderId).source_label).toBe(
      'Meta · summer-drop',
    );
  });

  it('forgets an ad click older than 7 days at order time, and keeps where the session came from', async () => {
    const { guest, product } = await guestFromAd();
    await prisma.sessionAttribution.update({
      where: { session_id: guest.id },
      data: { clicked_at: new Date(Date.now() - 8 * 24 * 3_600_000) },
    });
    const orderId = await placedFromCart(guest, product.id);
    expect(await prisma.orderAttribution.findUniqueOrThrow({ where: { order_id: orderId } })).toMatchObject({
      utm_campaign: 'summer-drop',
      fbc: null,
      clicked_at: null,
      fbp: FBP,
    });
  });

  it("copies it on a quick order and on a lead converted on the desk (the lead's session's)", async () => {
    const { guest, product } = await guestFromAd();
    const quick = await api()
      .post('/api/quick-cart/submit-order')
      .set('Cookie', guest.cookie)
      .send({
        customer_name: 'Amina',
        customer_phone: '0612345678',
        customer_city: 'Rabat',
        items: [{ product_id: product.id, size: 'M', quantity: 1 }],
      })
      .expect(201);
    expect(
      await prisma.orderAttribution.findUnique({ where: { order_id: quick.body.data.id } }),
    ).toMatchObject({
      utm_campaign: 'summer-drop',
    });

    const tiktok = await createGuest();
    await pageView(tiktok.cookie, {
      current_page: '/',
      user_agent: UA,
      landing: { query: '?utm_source=tiktok&utm_campaign=winter&ttclid=E.C.P.tt', referrer: '' },
    });
    await createCartLine(tiktok.id, product.id);
    await api()
      .post('/api/leads')
      .set('Cookie', tiktok.cookie)
      .send({ source: 'cart', customer_phone: '0677777777' })
      .expect(200);
    await prisma.shopSettings.update({ where: { id: 1 }, data: { lead_delay_minutes: 0 } });
    const lead = await prisma.lead.findFirstOrThrow({ where: { session_id: tiktok.id } });
    const { bearer } = await createStaff('admin');
    const converted = await api()
      .post(`/api/confirmation/leads/${lead.id}/convert`)
      .set('Authorization', bearer)
      .send({
        customer_name: 'Salma',
        customer_phone: '0677777777',
        customer_city: 'Rabat',
        customer_address: 'Rue 5',
        items: [{ product_id: product.id, size: 'M', quantity: 1 }],
      })
      .expect(201);
    const orderId = converted.body.data.order_id as number;
    expect(await prisma.orderAttribution.findUniqueOrThrow({ where: { order_id: orderId } })).toMatchObject({
      utm_source: 'tiktok',
      ttclid: 'E.C.P.tt',
      // The staff member's request is not the shopper's: the session's last known browser.
      user_agent: UA,
    });
  });
});
