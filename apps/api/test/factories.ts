/** Builders for API tests: real rows in the test file's own database. */
import { rm } from 'node:fs/promises';
import bcrypt from 'bcryptjs';
import type { Prisma } from '@vigor/db/client';
import {
  DEFAULT_LEAD_DELAY_MINUTES,
  DEFAULT_LEAD_LIMITS,
  DEFAULT_ORDER_LIMITS,
  DEFAULT_OUTBOX_FAILURES_BEFORE_SET_ASIDE,
  linesTotal,
  type OrderLimits,
  type StaffRole,
} from '@vigor/shared';
import request from 'supertest';
import { createApp } from '../src/app.ts';
import { env } from '../src/config/env.ts';
import type { ApiOptions } from '../src/routes.ts';
import { prisma } from './full-client.ts';
import { signStaffToken } from '../src/lib/tokens.ts';

export { MANY_ORDERS_FROM_ONE_CLIENT } from './order-limits.ts';

export const STAFF_PASSWORD = 'correct horse battery';
// Hashed once at a low cost: the cost itself is tested in users tests through the API.
const staffHash = bcrypt.hashSync(STAFF_PASSWORD, 4);
let sequence = 0;
const next = () => ++sequence;

export function api(options: ApiOptions = {}) {
  return request(createApp(options));
}

/** An agent keeps cookies between requests, like one browser (one guest session). */
export function browser(options: ApiOptions = {}) {
  return request.agent(createApp(options));
}

export async function createStaff(role: StaffRole = 'admin', nom = `${role}-${next()}`) {
  const user = await prisma.staffUser.create({ data: { nom, role, password_hash: staffHash } });
  const token = signStaffToken(user.id, role, user.token_version);
  return { user, token, bearer: `Bearer ${token}` };
}

type SizeSpec = { size: string; quantity: number | null; reserved?: number };

export async function createProduct(
  overrides: Partial<Prisma.ProductCreateInput> & { sizes?: SizeSpec[] } = {},
) {
  const { sizes = [], ...fields } = overrides;
  return prisma.product.create({
    data: {
      name: `Product ${next()}`,
      type: 'hoodies',
      price: 399,
      ...fields,
      sizes: { create: sizes.map((s, position) => ({ ...s, position })) },
    },
    include: { sizes: true },
  });
}

/** Empties every table and the storage folder of this test file. */
export async function truncateAll() {
  await rm(env.STORAGE_DIR, { recursive: true, force: true });
  await prisma.$executeRawUnsafe(
    'TRUNCATE products, product_sizes, staff_users, revoked_tokens, staff_token_activity, audit_log, rate_limits, guest_sessions, cart_items, quick_cart_items, orders, order_items, order_events, order_event_subscribers, order_claims, messages, carriers, shipment_batches, carrier_payouts, blocklist, blocked_orders, limit_refusals, order_count_clearings, leads, lead_events RESTART IDENTITY CASCADE',
  );
  await prisma.shopSettings.update({
    where: { id: 1 },
    data: {
      ...DEFAULT_ORDER_LIMITS,
      ...DEFAULT_LEAD_LIMITS,
      lead_delay_minutes: DEFAULT_LEAD_DELAY_MINUTES,
      outbox_failures_before_set_aside: DEFAULT_OUTBOX_FAILURES_BEFORE_SET_ASIDE,
    },
  });
}

/**
 * Sets order limits through the shop's settings row, as an admin would in SETTINGS: for tests
 * that place more orders from one phone, session or address (127.0.0.1) than a shopper may.
 */
export async function setOrderLimits(limits: Partial<OrderLimits>) {
  await prisma.shopSettings.update({ where: { id: 1 }, data: limits });
}

/** A guest session row; `cookie` is the header that makes a request act as that guest. */
export async function createGuest(overrides: Partial<Prisma.GuestSessionCreateInput> = {}) {
  const { newSessionId } = await import('../src/middleware/guest-session.ts');
  const session = await prisma.guestSession.create({ data: { id: newSessionId(), ...overrides } });
  return { session, id: session.id, cookie: `guest_session=${session.id}` };
}

export async function createCartLine(sessionId: string, productId: number, size = 'M', quantity = 1) {
  return prisma.cartItem.create({ data: { session_id: sessionId, product_id: productId, size, quantity } });
}

/** POST /api/sales as `guest` (a createGuest result) for its cart lines, with a valid customer. */
export function orderLines(guest: { cookie: string }, cartIds: number[], customerCity = 'Rabat') {
  return api().post('/api/sales').set('Cookie', guest.cookie).send({
    customer_name: 'Amina',
    customer_phone: '0612345678',
    customer_city: customerCity,
    cart_ids: cartIds,
  });
}

/** A quick order of one unit in size M of `productId` by a new guest (a session of its own). */
export async function quickOrderByNewGuest(phone: string, productId: number) {
  const guest = await createGuest();
  return api()
    .post('/api/quick-cart/submit-order')
    .set('Cookie', guest.cookie)
    .send({
      customer_name: 'Amina',
      customer_phone: phone,
      customer_city: 'Rabat',
      items: [{ product_id: productId, size: 'M', quantity: 1 }],
    });
}

type OrderItemSpec = {
  product_id: number | null;
  size: string;
  quantity: number;
  price?: number;
  name?: string;
};

/**
 * An order row as the order service would have stored it. It does not touch
 * product_sizes.reserved: give the sizes the matching `reserved` when the test needs it.
 */
export async function createOrderRow(
  items: OrderItemSpec[],
  fields: Partial<Omit<Prisma.OrderCreateInput, 'items'>> = {},
) {
  const total = linesTotal(items.map((i) => ({ unitPrice: i.price ?? 100, quantity: i.quantity })));
  return prisma.order.create({
    data: {
      customer_name: 'Amina Alaoui',
      customer_phone: '+212612345678',
      customer_city: 'Casablanca',
      total_amount: total,
      delivery_fee: 0,
      ...fields,
      items: {
        create: items.map((i) => ({
          product_id: i.product_id,
          product_name: i.name ?? `Item ${next()}`,
          size: i.size,
          quantity: i.quantity,
          price: i.price ?? 100,
          original_price: i.price ?? 100,
        })),
      },
    },
    include: { items: true },
  });
}
