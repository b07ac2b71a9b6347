/**
 * WhatsApp confirmation (docs/whatsapp.md) against the Cloud API stand-in (test/whatsapp-cloud.ts),
 * which checks each request's documented shape and builds Meta's webhook bodies. Orders are placed
 * through POST /api/sales; their events reach WhatsApp through the order outbox, the sends and the
 * webhook's handling through the job queue, each run here when the test says so.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buttonPayloadOf,
  buttonReply,
  buttonTap,
  messageStatus,
  signature,
  startWhatsappCloud,
  textMessage,
  useWhatsappCloud,
} from '../../../test/whatsapp-cloud.ts';

const cloud = await startWhatsappCloud();
useWhatsappCloud(cloud);
const { api, createCartLine, createGuest, createProduct, createStaff, truncateAll } =
  await import('../../../test/factories.ts');
const { env } = await import('../../config/env.ts');
const { prisma } = await import('../../../test/full-client.ts');
const { runDueJobs, startJobQueue } = await import('../../lib/job-queue.ts');
const { deliverOrderEvents } = await import('../orders/index.ts');
const { forgetRiskModel } = await import('../risk/index.ts');
const { whatsappOrderEvent, whatsappSendTask } = await import('./whatsapp-sends.ts');
const { whatsappInboxTask } = await import('./whatsapp-webhook.ts');
const { markUnanswered, queueDeliveryDay } = await import('./whatsapp-timers.ts');

const PHONE_NUMBER_ID = '106540352242922';
const TOKEN = 'EAAGwhatsappToken1234567890';
const APP_SECRET = 'appsecret0123456789abcdef';
const SETTINGS = {
  phone_number_id: PHONE_NUMBER_ID,
  access_token: TOKEN,
  app_secret: APP_SECRET,
  verify_token: 'verify-me-123',
  templates: { en: 'order_confirm_en', fr: 'order_confirm_fr', ar: 'order_confirm_ar' },
  delivery_templates: { en: 'out_for_delivery_en', fr: 'out_for_delivery_fr', ar: 'out_for_delivery_ar' },
  bands: ['low', 'medium'],
  reply_hours: 2,
};

const sendTask = whatsappSendTask();
const inboxTask = whatsappInboxTask();
let queue: Awaited<ReturnType<typeof startJobQueue>>;
beforeAll(async () => {
  queue = await startJobQueue(env.DATABASE_URL, [], [sendTask, inboxTask], { workers: false });
});
afterAll(async () => {
  await queue.stop();
  await cloud.close();
});

let admin: Awaited<ReturnType<typeof createStaff>>;
beforeEach(async () => {
  await truncateAll();
  await prisma.$executeRaw`TRUNCATE order_risks, risk_models, whatsapp_messages, whatsapp_inbox, whatsapp_opt_outs`;
  forgetRiskModel();
  cloud.clear();
  admin = await createStaff('admin');
  await api().put('/api/admin/whatsapp').set('Authorization', admin.bearer).send(SETTINGS).expect(200);
});

/** One run of the order outbox to WhatsApp, then the sends due now. */
async function sendQueued() {
  await deliverOrderEvents({ whatsapp: whatsappOrderEvent });
  await runDueJobs(sendTask);
}

/** A storefront order of two hoodies (stock 5) in `language`, placed by a new guest. */
async function placeOrder(language: 'fr' | 'ar' | 'en', phone = '0612345678') {
  const product = await createProduct({
    price: 300,
    name_fr: 'Sweat Atlas',
    name_ar: 'سترة أطلس',
    sizes: [{ size: 'M', quantity: 5 }],
  });
  const guest = await createGuest();
  const line = await createCartLine(guest.id, product.id, 'M', 2);
  const res = await api()
    .post('/api/sales')
    .set('Cookie', guest.cookie)
    .send({
      customer_name: 'Amina',
      customer_phone: phone,
      customer_city: 'Rabat',
      // An address of its own: the same one under other phones would raise the band.
      customer_address: `${phone.slice(-3)} rue Oued Zem`,
      language,
      cart_ids: [line.id],
    })
    .expect(201);
  return { id: res.body.data.id as number, product };
}

/** Posts a webhook body as Meta does: signed with `secret` over its exact bytes. */
function postWebhook(body: object, secret = APP_SECRET) {
  const raw = JSON.stringify(body);
  return api()
    .post('/api/webhooks/whatsapp')
    .set('content-type', 'application/json')
    .set('x-hub-signature-256', signature(raw, secret))
    .send(raw);
}

const statusOf = async (id: number) =>
  (await prisma.$queryRaw<{ status: string }[]>`SELECT status::text FROM orders WHERE id = ${id}`)[0]!.status;
const reservedOf = async (productId: number) =>
  (await prisma.productSize.findFirstOrThrow({ where: { product_id: productId } })).reserved;
const deskQueue = async () =>
  (await api().get('/api/confirmation/queue').set('Authorization', admin.bearer).expect(200)).body.data as {
    id: number;
    kind: string;
    whatsapp: {
      outcome: string | null;
      stopped: boolean;
      conversation: { body: string; effect: string }[];
    } | null;
  }[];

describe('GET/PUT /api/admin/whatsapp', () => {
  it('is for admins, never answers a secret, and refuses the high band', async () => {
    const agent = await createStaff('agent');
    await api().get('/api/admin/whatsapp').set('Authorization', agent.bearer).expect(403);
    const res = await api().get('/api/admin/whatsapp').set('Authorization', admin.bearer).expect(200);
    expect(res.body.data).toMatchObject({ access_token_saved: true, app_secret_saved: true, reply_hours: 2 });
    expect(res.text).not.toContain(TOKEN);
    expect(res.text).not.toContain(APP_SECRET);
    const bad = await api()
      .put('/api/admin/whatsapp')
      .set('Authorization', admin.bearer)
      .send({ ...SETTINGS, bands: ['high'], reply_hours: 0 })
      .expect(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['bands.0', 'reply_hours']));
  });

  it('answers Meta’s verification challenge with the verify token only', async () => {
    const ok = await api()
      .get(
        '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verify-me-123&hub.challenge=1158201444',
      )
      .expect(200);
    expect(ok.text).toBe('1158201444');
    await api()
      .get('/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1')
      .expect(403);
  });
});

describe('a French order confirmed by a tap', () => {
  it('sends the French template with Confirm and Cancel payloads, and a signed tap confirms it once', async () => {
    const { id } = await placeOrder('fr');
    await sendQueued();
    expect(cloud.refused).toEqual([]);
    expect(cloud.sent).toHaveLength(1);
    const [sent] = cloud.sent;
    expect(sent!).toMatchObject({ phoneNumberId: PHONE_NUMBER_ID, token: TOKEN });
    expect(sent!.message).toMatchObject({
      to: '212612345678',
      template: { name: 'order_confirm_fr', language: { code: 'fr' } },
    });
    expect(sent!.message.template.components![0]).toEqual({
      type: 'body',
      parameters: [
        { type: 'text', text: 'Amina' },
        { type: 'text', text: `#${id}` },
        { type: 'text', text: '2 × Sweat Atlas M' },
        { type: 'text', text: '600,00 DH' },
      ],
    });
    expect(buttonPayloadOf(sent!.message, 0)).toBe(`CONFIRM:${id}`);
    expect(buttonPayloadOf(sent!.message, 1)).toBe(`CANCEL:${id}`);
    // Awaiting the tap: not the desk's yet.
    expect((await deskQueue()).map((i) => i.id)).not.toContain(id);

    const tap = buttonTap(PHONE_NUMBER_ID, '212612345678', sent!.wamid, `CONFIRM:${id}`, 'Confirmer');
    await postWebhook(tap).expect(200);
    // Meta delivers the same notification again.
    await postWebhook(tap).expect(200);
    expect(await runDueJobs(inboxTask)).toBe(2);
    expect(await statusOf(id)).toBe('confirmed');
    const events = await prisma.orderEvent.findMany({ where: { order_id: id, kind: 'status' } });
    expect(events.map((e) => e.details)).toEqual([
      { type: 'status', from: 'pending', to: 'confirmed', cause: 'whatsapp' },
    ]);
    const apart = await api()
      .get('/api/confirmation/whatsapp-confirmed')
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(apart.body.data.map((o: { order_id: number }) => o.order_id)).toEqual([id]);
    const detail = await api().get(`/api/sales/${id}`).set('Authorization', admin.bearer).expect(200);
    expect(detail.body.data.history.at(-1)).toMatchObject({ kind: 'status', who: null });

    // The order's moved on: a later tap changes nothing and says so.
    const late = buttonTap(PHONE_NUMBER_ID, '212612345678', sent!.wamid, `CANCEL:${id}`, 'Annuler');
    await postWebhook(late).expect(200);
    await runDueJobs(inboxTask);
    expect(await statusOf(id)).toBe('confirmed');
    const effects = await prisma.whatsappMessage.findMany({
      where: { order_id: id, direction: 'in' },
      orderBy: { id: 'asc' },
    });
    expect(effects.map((m) => m.effect)).toEqual([
      'Confirmed the order',
      'Order already confirmed: nothing changed',
    ]);
  });

  it('refuses a forged signature and changes nothing', async () => {
    const { id } = await placeOrder('fr');
    await sendQueued();
    const tap = buttonTap(
      PHONE_NUMBER_ID,
      '212612345678',
      cloud.sent[0]!.wamid,
      `CONFIRM:${id}`,
      'Confirmer',
    );
    await postWebhook(tap, 'not-the-app-secret').expect(401);
    await api().post('/api/webhooks/whatsapp').set('content-type', 'application/json').send(tap).expect(401);
    expect(await prisma.whatsappInbox.count()).toBe(0);
    expect(await runDueJobs(inboxTask)).toBe(0);
    expect(await statusOf(id)).toBe('pending');
  });
});

describe('an Arabic order canceled by a tap', () => {
  it('cancels with the WhatsApp reason and gives its units back', async () => {
    const { id, product } = await placeOrder('ar');
    await sendQueued();
    const [sent] = cloud.sent;
    expect(sent!.message.template).toMatchObject({ name: 'order_confirm_ar', language: { code: 'ar' } });
    expect(sent!.message.template.components![0]).toMatchObject({
      parameters: [{}, {}, { text: '2 × سترة أطلس M' }, { text: '600,00 درهم' }],
    });
    expect(await reservedOf(product.id)).toBe(2);
    // An interactive reply button carries the same payload as its id.
    await postWebhook(buttonReply(PHONE_NUMBER_ID, '212612345678', `CANCEL:${id}`, 'إلغاء')).expect(200);
    await runDueJobs(inboxTask);
    expect(await statusOf(id)).toBe('canceled');
    expect(await reservedOf(product.id)).toBe(0);
    const detail = await api().get(`/api/sales/${id}`).set('Authorization', admin.bearer).expect(200);
    expect(detail.body.data.history.at(-1).details).toEqual({
      type: 'status',
      from: 'pending',
      to: 'canceled',
      cause: 'whatsapp',
      reason: 'canceled by the customer on WhatsApp',
    });
  });
});

describe('back to the desk', () => {
  it('puts an order without a reply in the set time in the queue, flagged no answer', async () => {
    const { id } = await placeOrder('fr');
    await sendQueued();
    expect(await markUnanswered(new Date(Date.now() + 60 * 60_000))).toBe(0);
    expect((await deskQueue()).map((i) => i.id)).not.toContain(id);
    expect(await markUnanswered(new Date(Date.now() + 2 * 60 * 60_000 + 60_000))).toBe(1);
    const item = (await deskQueue()).find((i) => i.id === id);
    expect(item?.whatsapp?.outcome).toBe('no_answer');
  });

  it('puts an order with another reply in the queue with the conversation; STOP ends messages to the phone', async () => {
    const { id } = await placeOrder('fr');
    await sendQueued();
    await postWebhook(textMessage(PHONE_NUMBER_ID, '212612345678', 'Je peux payer demain ?')).expect(200);
    await runDueJobs(inboxTask);
    let item = (await deskQueue()).find((i) => i.id === id)!;
    expect(item.whatsapp!.outcome).toBe('replied');
    expect(item.whatsapp!.conversation.map((l) => l.body)).toEqual([
      expect.stringContaining(`Order #${id}`),
      'Je peux payer demain ?',
    ]);

    await postWebhook(textMessage(PHONE_NUMBER_ID, '212612345678', 'Arrêt')).expect(200);
    await runDueJobs(inboxTask);
    item = (await deskQueue()).find((i) => i.id === id)!;
    expect(item.whatsapp!.stopped).toBe(true);
    const next = await placeOrder('fr');
    await sendQueued();
    expect(cloud.sent).toHaveLength(1);
    expect(await prisma.whatsappSend.findFirst({ where: { order_id: next.id } })).toMatchObject({
      status: 'skipped',
      reason: expect.stringContaining('STOP'),
    });
  });

  it('sends nothing to a blocklisted phone', async () => {
    // Blocked once the order was placed: the order exists, the message never goes.
    const order = await placeOrder('fr', '0666666666');
    await api()
      .post('/api/admin/blocklist')
      .set('Authorization', admin.bearer)
      .send({ phone: '0666666666', reason: 'refused twice' })
      .expect(201);
    await sendQueued();
    expect(cloud.sent).toEqual([]);
    expect(await prisma.whatsappSend.findFirst({ where: { order_id: order.id } })).toMatchObject({
      status: 'skipped',
      reason: 'Phone on the blocklist',
    });
  });
});

describe('sends', () => {
  it('retries Meta’s transient errors and sends once; a refusal fails and returns the order to the desk', async () => {
    const { id } = await placeOrder('en');
    cloud.failNext(130429, 1);
    await sendQueued();
    expect(cloud.sent).toEqual([]);
    expect(await prisma.whatsappSend.findFirst({ where: { order_id: id } })).toMatchObject({
      status: 'pending',
      reason: expect.stringContaining('130429'),
    });
    // The retry delay passed; the outbox delivering again queues nothing new.
    await prisma.$executeRaw`UPDATE pgboss.job SET start_after = now() WHERE name = ${sendTask.name} AND state = 'retry'`;
    await sendQueued();
    await runDueJobs(sendTask);
    expect(cloud.sent).toHaveLength(1);
    expect(await prisma.whatsappSend.findFirst({ where: { order_id: id } })).toMatchObject({
      status: 'sent',
      attempts: 2,
    });

    const other = await placeOrder('en', '0677777777');
    cloud.failNext(131047, 1);
    await sendQueued();
    expect(await prisma.whatsappSend.findFirst({ where: { order_id: other.id } })).toMatchObject({
      status: 'failed',
      outcome: null,
    });
    expect((await deskQueue()).map((i) => i.id)).toContain(other.id);
    // Meta reports the first message failed after all: that order goes back to the desk too.
    const wamid = cloud.sent[0]!.wamid;
    await postWebhook(
      messageStatus(PHONE_NUMBER_ID, wamid, '212612345678', 'failed', [
        { code: 131026, title: 'Message undeliverable' },
      ]),
    ).expect(200);
    await runDueJobs(inboxTask);
    expect((await deskQueue()).map((i) => i.id)).toContain(id);
  });

  it('loses nothing across a restart: a queued send and a kept webhook are done by the next process', async () => {
    const { id } = await placeOrder('fr');
    await deliverOrderEvents({ whatsapp: whatsappOrderEvent });
    // The process stops with the send queued; a new one starts the queue again.
    await queue.stop();
    queue = await startJobQueue(env.DATABASE_URL, [], [sendTask, inboxTask], { workers: false });
    expect(await runDueJobs(sendTask)).toBe(1);
    const tap = buttonTap(
      PHONE_NUMBER_ID,
      '212612345678',
      cloud.sent[0]!.wamid,
      `CONFIRM:${id}`,
      'Confirmer',
    );
    await postWebhook(tap).expect(200);
    await queue.stop();
    queue = await startJobQueue(env.DATABASE_URL, [], [sendTask, inboxTask], { workers: false });
    expect(await runDueJobs(inboxTask)).toBe(1);
    expect(await statusOf(id)).toBe('confirmed');
  });

  it('never sends to a high-band order, and sends the delivery-day message once', async () => {
    await prisma.$executeRaw`INSERT INTO orders (customer_name, customer_phone, customer_city, total_amount, delivery_fee, status, updated_at)
      SELECT 'X', '+212688888888', 'Rabat', 100, 0, 'refused', now() FROM generate_series(1, 3)`;
    const high = await placeOrder('fr', '0688888888');
    await sendQueued();
    expect(cloud.sent).toEqual([]);
    expect(await prisma.whatsappSend.findFirst({ where: { order_id: high.id } })).toMatchObject({
      status: 'skipped',
    });

    const { id } = await placeOrder('fr', '0699999999');
    await prisma.$executeRaw`UPDATE orders SET status = 'shipped' WHERE id = ${id}`;
    const carrier = await prisma.carrier.create({ data: { name: 'Ozon Express' } });
    await prisma.parcel.create({
      data: {
        order_id: id,
        carrier_id: carrier.id,
        reference: `VIGOR-${id}`,
        carrier_status: 'Mise en distribution',
        carrier_status_at: new Date(),
      },
    });
    expect(await queueDeliveryDay()).toBe(1);
    expect(await queueDeliveryDay()).toBe(0);
    await runDueJobs(sendTask);
    expect(cloud.sent.map((s) => s.message.template.name)).toEqual(['out_for_delivery_fr']);
  });
});
