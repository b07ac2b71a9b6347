/**
 * The ad platforms' settings and server events, against local stand-ins of Meta's Graph API and
 * TikTok's Business API that check every request's documented shape (test/ad-platforms.ts). Orders
 * are placed and moved through the orders module; their events reach the ads through the order
 * outbox, and the ads' sends through the job queue: both run here when a test says so, without
 * waiting for the queue's workers or retry delays (the scheduled run is in orders/outbox.test.ts).
 */
import { createHash } from 'node:crypto';
import type { OrderStatus } from '@vigor/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  metaError,
  startAdPlatforms,
  tiktokAnswer,
  useAdPlatforms,
  type ServerEvent,
} from '../../../test/ad-platforms.ts';

// The platforms' addresses are configuration, read once when the app's modules load.
const platforms = await startAdPlatforms();
useAdPlatforms(platforms);
const { api, createCartLine, createGuest, createProduct, createStaff, orderLines, truncateAll } =
  await import('../../../test/factories.ts');
const { env } = await import('../../config/env.ts');
const { prisma } = await import('../../../test/full-client.ts');
const { runDueJobs, startJobQueue } = await import('../../lib/job-queue.ts');
const { deliverOrderEvents, readOrderEvent, transitionOrder } = await import('../orders/index.ts');

const { AD_SENDS_RESUME_SECONDS, adSendTask, adSendsResumeTask, reportOrderEvent, resumeDeadSends } =
  await import('./ad-sends.ts');

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const META_TOKEN = 'EAAGmetaToken1234567890';
const TIKTOK_TOKEN = 'tiktokToken1234567890/+=';
const settings = {
  meta_pixel_id: '123456789012345',
  meta_access_token: META_TOKEN,
  meta_test_event_code: 'TEST123',
  tiktok_pixel_code: 'C4PIXELCODE12345',
  tiktok_access_token: TIKTOK_TOKEN,
  tiktok_test_event_code: '',
  purchase_on: 'confirmed',
};

const sendTask = adSendTask();
const resumeTask = adSendsResumeTask();
let queue: Awaited<ReturnType<typeof startJobQueue>>;
beforeAll(async () => {
  // The send queue as the server makes it, without workers: the tests run its jobs.
  // The resume task scheduled once a year: its runs here are the tests' own.
  queue = await startJobQueue(env.DATABASE_URL, [{ ...resumeTask, cron: '0 0 1 1 *' }], [sendTask], {
    workers: false,
  });
});
afterAll(async () => {
  await queue.stop();
  await platforms.close();
});

/** One run of the order outbox, to its declared subscribers (the ads among them). */
const deliverOrderEventsToAds = () => deliverOrderEvents({ ads: reportOrderEvent });
/** Runs the ad sends queued and due now, as the queue's worker would. */
const runSends = () => runDueJobs(sendTask);
/** Makes the sends waiting for their retry delay due now: the queue's clock moved forward. */
const retryDelaysPassed = () =>
  prisma.$executeRaw`UPDATE pgboss.job SET start_after = now() WHERE name = ${sendTask.name} AND state = 'retry'`;

let admin: Awaited<ReturnType<typeof createStaff>>;
beforeEach(async () => {
  await truncateAll();
  platforms.clear();
  platforms.recover();
  admin = await createStaff('admin');
});
// The settings row is not part of truncateAll: back to the migration's defaults.
afterEach(async () => {
  await prisma.adSettings.update({
    where: { id: 1 },
    data: {
      meta_pixel_id: null,
      meta_access_token: null,
      meta_test_event_code: null,
      tiktok_pixel_code: null,
      tiktok_access_token: null,
      tiktok_test_event_code: null,
      purchase_on: 'confirmed',
    },
  });
});

const putSettings = (body: object) =>
  api().put('/api/admin/ads').set('Authorization', admin.bearer).send(body);

const UA = 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0';
const FBP = 'fb.1.1732800000000.1234567890';

/**
 * A storefront order of two lines (2 × 399 + 1 × 250), placed by a guest with a browser, who
 * landed from an ad: Meta's and TikTok's click ids in the address, the pixels' cookies set.
 */
async function placeOrder(phone = '0612345678', eventId: string | null = 'ev-7f3c2a2b9d') {
  const hoodie = await createProduct({ price: 399, sizes: [{ size: 'M', quantity: 10 }] });
  const beanie = await createProduct({ price: 250, type: 'beanies', sizes: [{ size: 'M', quantity: 10 }] });
  const guest = await createGuest({ current_page: '/checkout' });
  const withPixels = `${guest.cookie}; _fbp=${FBP}; _ttp=ttp-cookie-1`;
  await api()
    .post('/api/session/update-activity')
    .set('Cookie', withPixels)
    .set('User-Agent', UA)
    .send({
      current_page: '/',
      landing: {
        query: '?utm_source=facebook&utm_campaign=summer-drop&fbclid=ABC&ttclid=E.C.P.tt1',
        referrer: '',
      },
    })
    .expect(200);
  const lines = [
    await createCartLine(guest.id, hoodie.id, 'M', 2),
    await createCartLine(guest.id, beanie.id),
  ];
  const res = await orderLines(guest, [])
    .set('Cookie', withPixels)
    .set('User-Agent', UA)
    .send({
      customer_name: 'Amina El-Idrissi',
      customer_phone: phone,
      customer_city: 'Rabat',
      cart_ids: lines.map((l) => l.id),
      ...(eventId && { event_id: eventId }),
    })
    .expect(201);
  const order = await prisma.order.findUniqueOrThrow({ where: { id: res.body.data.id as number } });
  await prisma.guestSession.update({ where: { id: guest.id }, data: { current_page: '/checkout' } });
  return { order, hoodie, beanie, guest };
}

const sendsOf = (orderId: number) =>
  prisma.adSend.findMany({ where: { order_id: orderId }, orderBy: [{ event: 'asc' }, { platform: 'asc' }] });

/** Moves an order as the SALES dropdown does (a correction with its reason): the orders module records the event. */
const moveOrder = (orderId: number, to: OrderStatus, reason?: string) =>
  transitionOrder({
    orderId,
    to,
    cause: 'sales',
    staff: { id: admin.user.id, role: 'admin' },
    details: { ...(reason && { reason }) },
  });

/** When the order's last event was recorded: the time its server event carries. */
const lastEventTime = async (orderId: number) =>
  (await prisma.orderEvent.findFirstOrThrow({ where: { order_id: orderId }, orderBy: { id: 'desc' } }))
    .created_at;

/** Runs the sends due now; then the platforms have received `count` events in all. */
async function eventsArrived(count: number) {
  await runSends();
  expect(platforms.events).toHaveLength(count);
}

const metaEvents = () =>
  platforms.events.filter((e): e is Extract<ServerEvent, { platform: 'meta' }> => e.platform === 'meta');
const tiktokEvents = () =>
  platforms.events.filter((e): e is Extract<ServerEvent, { platform: 'tiktok' }> => e.platform === 'tiktok');

describe('GET/PUT /api/admin/ads', () => {
  it('is for admins only', async () => {
    expect((await api().get('/api/admin/ads')).status).toBe(401);
    const traffic = await createStaff('traffic_admin');
    expect((await api().get('/api/admin/ads').set('Authorization', traffic.bearer)).status).toBe(403);
    expect(
      (await api().put('/api/admin/ads').set('Authorization', traffic.bearer).send(settings)).status,
    ).toBe(403);
  });

  it('saves the settings and never answers with a token, which stays saved until replaced or emptied', async () => {
    const initial = await api().get('/api/admin/ads').set('Authorization', admin.bearer).expect(200);
    expect(initial.body.data).toEqual({
      meta_pixel_id: null,
      meta_access_token_saved: false,
      meta_test_event_code: null,
      tiktok_pixel_code: null,
      tiktok_access_token_saved: false,
      tiktok_test_event_code: null,
      purchase_on: 'confirmed',
    });
    const saved = await putSettings({ ...settings, purchase_on: 'delivered' }).expect(200);
    expect(saved.body.data).toEqual({
      meta_pixel_id: '123456789012345',
      meta_access_token_saved: true,
      meta_test_event_code: 'TEST123',
      tiktok_pixel_code: 'C4PIXELCODE12345',
      tiktok_access_token_saved: true,
      tiktok_test_event_code: null,
      purchase_on: 'delivered',
    });
    expect(saved.text).not.toContain(META_TOKEN);
    expect(saved.text).not.toContain(TIKTOK_TOKEN);

    // Tokens left out are kept; an empty one is removed.
    const { meta_access_token: _m, tiktok_access_token: _t, ...withoutTokens } = settings;
    await putSettings(withoutTokens).expect(200);
    expect(await prisma.adSettings.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({
      meta_access_token: META_TOKEN,
      tiktok_access_token: TIKTOK_TOKEN,
    });
    const emptied = await putSettings({ ...withoutTokens, tiktok_access_token: '' }).expect(200);
    expect(emptied.body.data).toMatchObject({
      meta_access_token_saved: true,
      tiktok_access_token_saved: false,
    });

    const read = await api().get('/api/admin/ads').set('Authorization', admin.bearer).expect(200);
    expect(read.text).not.toContain(META_TOKEN);
  });

  it('refuses malformed ids, tokens, codes and purchase statuses field by field', async () => {
    const res = await putSettings({
      meta_pixel_id: 'abc',
      meta_access_token: 'short',
      meta_test_event_code: 'no spaces allowed',
      tiktok_pixel_code: '!!',
      purchase_on: 'shipped',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'meta_access_token',
      'meta_pixel_id',
      'meta_test_event_code',
      'purchase_on',
      'tiktok_pixel_code',
    ]);
    expect((await putSettings({ ...settings, extra: 1 })).status).toBe(400);
  });

  it('keeps every other setting when only one key is retyped', async () => {
    await putSettings(settings).expect(200);
    await putSettings({ tiktok_access_token: 'tiktokToken-new-0987654321' }).expect(200);
    expect(await prisma.adSettings.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({
      meta_pixel_id: '123456789012345',
      meta_access_token: META_TOKEN,
      meta_test_event_code: 'TEST123',
      tiktok_pixel_code: 'C4PIXELCODE12345',
      tiktok_access_token: 'tiktokToken-new-0987654321',
      purchase_on: 'confirmed',
    });
  });

  it('tests a connection with the test event code and answers in plain French', async () => {
    const test = (platform: string) =>
      api().post('/api/admin/ads/test').set('Authorization', admin.bearer).send({ platform });
    expect((await test('meta')).status).toBe(400);
    await putSettings(settings).expect(200);
    const ok = await test('meta').expect(200);
    expect(ok.body.data).toEqual({
      connected: true,
      message:
        "Connexion réussie : Meta a reçu l'événement de test. Il apparaît dans le Gestionnaire d'événements, onglet « Tester les événements ».",
    });
    expect(metaEvents()).toHaveLength(1);
    expect(metaEvents()[0]).toMatchObject({ test_event_code: 'TEST123', event: { event_name: 'Lead' } });
    // TikTok has no test code saved: a test would count as a real customer.
    const noCode = await test('tiktok').expect(400);
    expect(noCode.body.errors).toEqual({ platform: ['Code de test manquant.'] });
    await putSettings({ tiktok_test_event_code: 'TEST456' }).expect(200);
    platforms.answerNext('tiktok', tiktokAnswer(40001, `bad token ${TIKTOK_TOKEN}`));
    expect((await test('tiktok').expect(200)).body.data).toEqual({
      connected: false,
      message:
        "TikTok refuse le jeton d'accès : il est expiré ou mal copié. Créez-en un nouveau et enregistrez-le.",
    });
    platforms.answerNext('meta', metaError(4));
    expect((await test('meta')).body.data.message).toBe(
      'Meta est momentanément indisponible ou reçoit trop de demandes. Réessayez dans quelques minutes.',
    );
    platforms.answerNext(
      'tiktok',
      tiktokAnswer(40002, `Invalid pixel code, token ${TIKTOK_TOKEN.slice(0, 20)}`),
    );
    const refused = await test('tiktok');
    expect(refused.body.data.message).toMatch(
      /^TikTok a refusé l'événement de test\. Sa réponse : HTTP 200: code 40002 Invalid pixel code/,
    );
    expect(refused.text).not.toContain(TIKTOK_TOKEN.slice(0, 10));
    expect((await test('google')).status).toBe(400);
  });

  it('tells the storefront which pixels to load, with their scripts and without tokens', async () => {
    expect((await api().get('/api/ads/pixels').expect(200)).body.data).toEqual({ meta: null, tiktok: null });
    await putSettings(settings).expect(200);
    const res = await api().get('/api/ads/pixels').expect(200);
    expect(res.body.data).toEqual({
      meta: { pixel_id: '123456789012345', script_url: `${platforms.url}/meta/fbevents.js` },
      tiktok: { pixel_code: 'C4PIXELCODE12345', script_url: `${platforms.url}/tiktok/events.js` },
    });
    expect(res.text).not.toContain(META_TOKEN);
  });
});

describe('server events', () => {
  it("never names an order page's reference: a Purchase sent after the shopper opened it says /order", async () => {
    await putSettings(settings).expect(200);
    const { order } = await placeOrder();
    expect(await deliverOrderEventsToAds()).toBe(1);
    await eventsArrived(2);
    // The thank-you links to the order page; the shopper opens it (in French) before the call.
    await api()
      .post('/api/session/update-activity')
      .set('Cookie', `guest_session=${order.session_id}`)
      .send({
        current_page: `/fr/order/${order.reference}`,
        user_agent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0',
      })
      .expect(200);
    await moveOrder(order.id, 'contacted');
    await moveOrder(order.id, 'confirmed');
    expect(await deliverOrderEventsToAds()).toBe(2);
    await eventsArrived(4);
    expect(metaEvents()[1]!.event).toMatchObject({
      event_name: 'Purchase',
      event_source_url: 'http://localhost/fr/order',
    });
    expect(tiktokEvents()[1]!.event).toMatchObject({
      event: 'CompletePayment',
      page: { url: 'http://localhost/fr/order' },
    });
    expect(JSON.stringify(platforms.events)).not.toContain(order.reference);
  });

  it('reports a placed order as a Lead and its confirmation as a Purchase, in the documented shapes', async () => {
    await putSettings(settings).expect(200);
    const { order, hoodie, beanie, guest } = await placeOrder();
    const { client_ip: ip } = await prisma.orderAttribution.findUniqueOrThrow({
      where: { order_id: order.id },
    });
    // The shopper's address and browser change before the send: the events carry the order's.
    await prisma.guestSession.update({
      where: { id: guest.id },
      data: { ip_address: '10.9.9.9', user_agent: 'Another browser' },
    });
    expect(await deliverOrderEventsToAds()).toBe(1);
    await eventsArrived(2);
    expect(platforms.refused).toEqual([]);

    const phone = sha256('212612345678');
    const [meta] = metaEvents();
    expect(meta).toMatchObject({ pixel: '123456789012345', token: META_TOKEN, test_event_code: 'TEST123' });
    const { fbc, ...userData } = meta!.event.user_data;
    // Meta's click id: fb.1.<milliseconds of the click>.<fbclid>.
    expect(fbc).toMatch(/^fb\.1\.\d{13}\.ABC$/);
    expect({ ...meta!.event, user_data: userData }).toEqual({
      event_name: 'Lead',
      event_time: Math.floor(order.created_at.getTime() / 1000),
      event_id: 'ev-7f3c2a2b9d',
      action_source: 'website',
      event_source_url: 'http://localhost/checkout',
      user_data: {
        ph: [phone],
        fn: [sha256('amina')],
        ln: [sha256('elidrissi')],
        ct: [sha256('rabat')],
        country: [sha256('ma')],
        external_id: [phone],
        client_ip_address: ip,
        client_user_agent: UA,
        fbp: FBP,
      },
      custom_data: {
        value: 1048,
        currency: 'MAD',
        content_type: 'product',
        contents: [
          { id: String(hoodie.id), quantity: 2, item_price: 399 },
          { id: String(beanie.id), quantity: 1, item_price: 250 },
        ],
        order_id: String(order.id),
      },
    });
    const [tiktok] = tiktokEvents();
    // No test code saved for TikTok: none sent.
    expect(tiktok).toMatchObject({
      pixel: 'C4PIXELCODE12345',
      token: TIKTOK_TOKEN,
      test_event_code: undefined,
    });
    expect(tiktok!.event).toEqual({
      event: 'PlaceAnOrder',
      event_time: Math.floor(order.created_at.getTime() / 1000),
      event_id: 'ev-7f3c2a2b9d',
      user: {
        // TikTok hashes the phone in E.164, with its "+".
        phone: sha256('+212612345678'),
        external_id: phone,
        ttclid: 'E.C.P.tt1',
        ttp: 'ttp-cookie-1',
        ip,
        user_agent: UA,
      },
      properties: {
        value: 1048,
        currency: 'MAD',
        content_type: 'product',
        contents: [
          { content_id: String(hoodie.id), quantity: 2, price: 399 },
          { content_id: String(beanie.id), quantity: 1, price: 250 },
        ],
        order_id: String(order.id),
      },
      page: { url: 'http://localhost/checkout' },
    });

    await moveOrder(order.id, 'contacted');
    await moveOrder(order.id, 'confirmed');
    const confirmedAt = await lastEventTime(order.id);
    expect(await deliverOrderEventsToAds()).toBe(2);
    await eventsArrived(4);
    expect(metaEvents()[1]!.event).toMatchObject({
      event_name: 'Purchase',
      event_id: 'ev-7f3c2a2b9d',
      event_time: Math.floor(confirmedAt.getTime() / 1000),
      custom_data: { value: 1048, currency: 'MAD' },
    });
    expect(tiktokEvents()[1]!.event).toMatchObject({ event: 'CompletePayment', event_id: 'ev-7f3c2a2b9d' });
    expect((await sendsOf(order.id)).map((s) => [s.event, s.platform, s.status, s.attempts])).toEqual([
      ['lead', 'meta', 'sent', 1],
      ['lead', 'tiktok', 'sent', 1],
      ['purchase', 'meta', 'sent', 1],
      ['purchase', 'tiktok', 'sent', 1],
    ]);

    // Confirmed again after a step back (a correction): no second Purchase.
    await moveOrder(order.id, 'contacted', 'the customer wants to think again');
    await moveOrder(order.id, 'confirmed');
    expect(await deliverOrderEventsToAds()).toBe(2);
    // A handler is safe to repeat as well: the placement and the confirmation handed over again.
    const events = await prisma.orderEvent.findMany({
      where: { order_id: order.id },
      orderBy: { id: 'asc' },
    });
    await prisma.$transaction(async (tx) => {
      for (const e of events)
        await reportOrderEvent(
          { id: e.id, orderId: e.order_id, createdAt: e.created_at, payload: readOrderEvent(e) },
          tx,
        );
    });
    expect(await prisma.adSend.count()).toBe(4);
    expect(
      await prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'ad-send' AND state IN ('created', 'retry', 'active')`,
    ).toEqual([{ n: 0 }]);
    expect(platforms.events).toHaveLength(4);
  });

  it('reports a purchase on delivery when the settings say so, and nothing at confirmation', async () => {
    await putSettings({ ...settings, purchase_on: 'delivered' }).expect(200);
    const { order } = await placeOrder('0612345679', null);
    await moveOrder(order.id, 'confirmed');
    await deliverOrderEventsToAds();
    await eventsArrived(2);
    expect(metaEvents().map((e) => e.event.event_name)).toEqual(['Lead']);
    expect((await sendsOf(order.id)).map((s) => s.event)).toEqual(['lead', 'lead']);
    await moveOrder(order.id, 'shipped', 'handed to the courier by hand');
    // A 30 dh delivery fee the shopper pays the courier.
    await prisma.order.update({ where: { id: order.id }, data: { delivery_fee: 30 } });
    await moveOrder(order.id, 'delivered');
    const deliveredAt = await lastEventTime(order.id);
    await deliverOrderEventsToAds();
    await eventsArrived(4);
    // No event id from the browser (an order taken another way): one made from the order.
    expect(new Set(platforms.events.map((e) => e.event.event_id))).toEqual(new Set([`order-${order.id}`]));
    expect(metaEvents().map((e) => e.event.event_name)).toEqual(['Lead', 'Purchase']);
    // At delivery the value is the cash collected (goods and delivery fee: no payout yet), at the
    // time of the delivery.
    const placed = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    const cash = Number(placed.total_amount) + 30;
    expect(metaEvents().map((e) => e.event.custom_data?.value)).toEqual([Number(placed.total_amount), cash]);
    expect(metaEvents()[1]!.event.event_time).toBe(Math.floor(deliveredAt.getTime() / 1000));
    expect(tiktokEvents()[1]!.event).toMatchObject({
      event_time: Math.floor(deliveredAt.getTime() / 1000),
      properties: { value: cash },
    });
  });

  it('records skipped events with their reason: canceled, duplicate, blocked phone, reached after 7 days', async () => {
    await putSettings(settings).expect(200);
    // Placed 8 days ago (reported then), confirmed today.
    const { order: late } = await placeOrder('0633333333');
    await deliverOrderEventsToAds();
    await eventsArrived(2);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3_600_000);
    await prisma.order.update({ where: { id: late.id }, data: { created_at: eightDaysAgo } });
    await moveOrder(late.id, 'confirmed');

    const { order: canceled } = await placeOrder('0611111111');
    await moveOrder(canceled.id, 'canceled');

    const { order: first } = await placeOrder('0622222222');
    const { order: twin } = await placeOrder('0622222222');

    const { order: blocked } = await placeOrder('0666666666');
    await prisma.blocklistEntry.create({ data: { phone: '+212666666666', reason: 'refuses every parcel' } });

    await deliverOrderEventsToAds();
    // The first of the two orders of one phone is reported.
    await eventsArrived(4);
    const skipped = await prisma.adSend.findMany({
      where: { status: 'skipped' },
      orderBy: [{ order_id: 'asc' }, { platform: 'asc' }],
    });
    expect(skipped.map((s) => [s.order_id, s.event, s.platform, s.reason])).toEqual([
      [late.id, 'purchase', 'meta', 'too_late'],
      [late.id, 'purchase', 'tiktok', 'too_late'],
      [canceled.id, 'lead', 'meta', 'canceled'],
      [canceled.id, 'lead', 'tiktok', 'canceled'],
      [twin.id, 'lead', 'meta', 'duplicate'],
      [twin.id, 'lead', 'tiktok', 'duplicate'],
      [blocked.id, 'lead', 'meta', 'blocked_phone'],
      [blocked.id, 'lead', 'tiktok', 'blocked_phone'],
    ]);
    expect(platforms.events.map((e) => e.event.event_id)).toEqual(Array(4).fill('ev-7f3c2a2b9d'));
    expect((await sendsOf(first.id)).map((s) => s.status)).toEqual(['sent', 'sent']);

    const report = await api().get('/api/admin/ads/sends').set('Authorization', admin.bearer).expect(200);
    expect(report.body.data.last_7_days).toEqual({ pending: 0, sent: 4, skipped: 8, failed: 0 });
    expect(report.body.data.recent).toHaveLength(12);
    expect(report.body.data.recent[0]).toMatchObject({ order_id: blocked.id, status: 'skipped' });
  });

  it('reports nothing to a platform that is not configured', async () => {
    await putSettings({ ...settings, tiktok_pixel_code: '' }).expect(200);
    const { order } = await placeOrder();
    await deliverOrderEventsToAds();
    await eventsArrived(1);
    expect(platforms.events[0]!.platform).toBe('meta');
    expect((await sendsOf(order.id)).map((s) => s.platform)).toEqual(['meta']);
  });

  it("keeps a platform's refusal as failed at once, with its words and none of the token, whole, cut or URL-encoded", async () => {
    await putSettings(settings).expect(200);
    // Meta refuses the token and echoes its first 24 characters; TikTok echoes it URL-encoded.
    platforms.answerNext(
      'meta',
      metaError(190, 400, `Invalid OAuth access token: ${META_TOKEN.slice(0, 24)}…`),
    );
    platforms.answerNext(
      'tiktok',
      tiktokAnswer(40001, `Access token ${encodeURIComponent(TIKTOK_TOKEN)} is incorrect`),
    );
    const { order } = await placeOrder();
    await deliverOrderEventsToAds();
    expect(await runSends()).toBe(2);
    const [meta, tiktok] = await sendsOf(order.id);
    expect(meta).toMatchObject({
      status: 'failed',
      attempts: 1,
      reason: 'HTTP 400: code 190 Invalid OAuth access token: ••••…',
    });
    expect(tiktok).toMatchObject({
      status: 'failed',
      attempts: 1,
      reason: 'HTTP 200: code 40001 Access token •••• is incorrect',
    });
    const report = await api().get('/api/admin/ads/sends').set('Authorization', admin.bearer).expect(200);
    for (const secret of [META_TOKEN.slice(0, 12), TIKTOK_TOKEN.slice(4, 16)])
      expect(report.text).not.toContain(secret);
  });

  it('tries again what the platforms say will pass (TikTok 40100 with HTTP 200, Meta code 4 with 400) and delivers each once', async () => {
    await putSettings(settings).expect(200);
    platforms.answerNext('tiktok', tiktokAnswer(40100));
    platforms.answerNext('meta', metaError(4));
    const { order } = await placeOrder();
    await deliverOrderEventsToAds();
    expect(await runSends()).toBe(2);
    expect(platforms.events).toEqual([]);
    expect((await sendsOf(order.id)).map((s) => [s.status, s.attempts, s.reason])).toEqual([
      ['pending', 1, 'HTTP 400: code 4 (#4) Application request limit reached'],
      ['pending', 1, 'HTTP 200: code 40100 Too many requests. Please retry in some time.'],
    ]);
    await retryDelaysPassed();
    expect(await runSends()).toBe(2);
    expect(platforms.events.map((e) => e.platform).sort()).toEqual(['meta', 'tiktok']);
    expect((await sendsOf(order.id)).map((s) => [s.status, s.attempts, s.reason])).toEqual([
      ['sent', 2, null],
      ['sent', 2, null],
    ]);
    expect(platforms.requests).toEqual({ meta: 2, tiktok: 2 });
  });

  it("counts TikTok's partial success (20001) as sent, keeping TikTok's words", async () => {
    await putSettings({ ...settings, meta_pixel_id: '' }).expect(200);
    platforms.answerNext('tiktok', tiktokAnswer(20001));
    const { order } = await placeOrder();
    await deliverOrderEventsToAds();
    await runSends();
    expect((await sendsOf(order.id)).map((s) => [s.status, s.reason])).toEqual([
      ['sent', 'code 20001 Partial success'],
    ]);
  });

  it('sends many waiting events of a platform in one request, and a batch refused as a whole event by event', async () => {
    await putSettings({ ...settings, tiktok_pixel_code: '' }).expect(200);
    await placeOrder('0611111112');
    await placeOrder('0611111113');
    await placeOrder('0611111114');
    expect(await deliverOrderEventsToAds()).toBe(3);
    // The first job takes the three waiting events; the two other jobs find theirs sent.
    expect(await runSends()).toBe(3);
    expect(platforms.requests.meta).toBe(1);
    expect(platforms.events).toHaveLength(3);
    expect((await prisma.adSend.findMany()).map((s) => s.status)).toEqual(['sent', 'sent', 'sent']);

    platforms.clear();
    await placeOrder('0611111115');
    await placeOrder('0611111116');
    await deliverOrderEventsToAds();
    platforms.answerNext('meta', metaError(100));
    await runSends();
    // Refused together, then one by one: both arrive, in three requests.
    expect(platforms.requests.meta).toBe(3);
    expect(platforms.events).toHaveLength(2);
  });
});

describe('a worker that dies while sending', () => {
  it("leaves its rows claimed; the sweep's next run, at most 30 s away, sends them once, and the job's late retry sends nothing", async () => {
    await putSettings(settings).expect(200);
    const { order } = await placeOrder();
    await deliverOrderEventsToAds();
    // The worker took the jobs and claimed the rows, then its process was killed: the jobs stay
    // active (pg-boss expires them after 15 minutes) and the rows pending.
    await prisma.$executeRaw`UPDATE pgboss.job SET state = 'active', started_on = now() WHERE name = ${sendTask.name} AND state = 'created'`;
    await prisma.adSend.updateMany({ data: { claimed_until: new Date(Date.now() + 20_000) } });
    expect(await resumeDeadSends()).toBe(0);
    // Its claim passes 20 seconds later: the sweep's next run sends the rows, and asks for the run
    // after it 30 s later, so a claim is resent within 50 s of the kill.
    await prisma.adSend.updateMany({ data: { claimed_until: new Date(Date.now() - 1) } });
    await resumeTask.run();
    expect(platforms.events).toHaveLength(2);
    expect((await sendsOf(order.id)).map((s) => s.status)).toEqual(['sent', 'sent']);
    await expect
      .poll(
        async () =>
          await prisma.$queryRaw<{ delay: number }[]>`
            SELECT round(extract(epoch FROM start_after - created_on))::int AS delay FROM pgboss.job
            WHERE name = ${resumeTask.name} AND state = 'created'`,
        { interval: 20 },
      )
      .toEqual([{ delay: AD_SENDS_RESUME_SECONDS }]);
    // pg-boss's expiry finally hands the jobs back: they find their rows sent.
    await prisma.$executeRaw`UPDATE pgboss.job SET state = 'retry', start_after = now() WHERE name = ${sendTask.name} AND state = 'active'`;
    expect(await runSends()).toBe(2);
    expect(platforms.events).toHaveLength(2);
  });
});

describe('a platform that is down', () => {
  it('delays events and loses none: once it answers again, every event arrives exactly once', async () => {
    await putSettings(settings).expect(200);
    platforms.failWith(500);
    await placeOrder('0644444444');
    await placeOrder('0655555555');
    expect(await deliverOrderEventsToAds()).toBe(2);
    // Each of the four events fails twice before the platforms come back; a failed send waits for
    // its retry delay before it is due again.
    expect(await runSends()).toBe(4);
    expect(await runSends()).toBe(0);
    await retryDelaysPassed();
    expect(await runSends()).toBe(4);
    expect(platforms.events).toEqual([]);
    expect(
      await prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'ad-send' AND state = 'retry'`,
    ).toEqual([{ n: 4 }]);
    platforms.recover();
    await retryDelaysPassed();
    expect(await runSends()).toBe(4);
    const sends = await prisma.adSend.findMany();
    expect(sends.map((s) => [s.status, s.attempts])).toEqual(Array(4).fill(['sent', 3]));
    const arrived = platforms.events.map((e) => `${e.platform} ${e.event.event_id}`).sort();
    expect(arrived).toEqual(
      ['meta ev-7f3c2a2b9d', 'meta ev-7f3c2a2b9d', 'tiktok ev-7f3c2a2b9d', 'tiktok ev-7f3c2a2b9d'].sort(),
    );
    expect(
      platforms.events
        .map((e) => (e.platform === 'meta' ? e.event.user_data.ph![0] : e.event.user.external_id))
        .sort(),
    ).toEqual(
      [sha256('212644444444'), sha256('212644444444'), sha256('212655555555'), sha256('212655555555')].sort(),
    );
  });
});
