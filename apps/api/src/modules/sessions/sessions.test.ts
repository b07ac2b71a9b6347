import { SESSION_RETENTION_DAYS } from '@vigor/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { prisma } from '../../../test/full-client.ts';
import {
  api,
  browser,
  createCartLine,
  createGuest,
  createOrderRow,
  createProduct,
  truncateAll,
} from '../../../test/factories.ts';
import { runMaintenance } from './sessions.maintenance.ts';
import { purgeIdleSessions } from './sessions.service.ts';

beforeEach(truncateAll);

const DAY_MS = 24 * 3600 * 1000;

describe('POST /api/session/initialize', () => {
  /** The session id the answer's cookie names. */
  const cookieId = (res: { headers: Record<string, unknown> }) =>
    /guest_session=([\w-]{43})/.exec(String(res.headers['set-cookie']))?.[1];

  it('creates a session with a random id in an httpOnly cookie only, and reuses a live one', async () => {
    const guest = browser();
    const first = await guest.post('/api/session/initialize');
    expect(first.status).toBe(200);
    // The id is never in the body: page scripts cannot read it.
    expect(first.body).toEqual({ success: true });
    const id = cookieId(first);
    expect(id).toMatch(/^[\w-]{43}$/);
    const cookie = first.headers['set-cookie']![0]!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(await prisma.guestSession.findUnique({ where: { id: id! } })).not.toBeNull();

    const second = await guest.post('/api/session/initialize');
    expect(second.body).toEqual({ success: true });
    expect(cookieId(second)).toBe(id);
    expect(await prisma.guestSession.count()).toBe(1);

    const other = await api().post('/api/session/initialize');
    expect(cookieId(other)).not.toBe(id);
  });

  it('replaces a cookie that names no session (unknown or malformed)', async () => {
    for (const value of ['x'.repeat(43), 'not-a-session', "'; DROP TABLE guest_sessions; --"]) {
      const res = await api()
        .post('/api/session/initialize')
        .set('Cookie', `guest_session=${encodeURIComponent(value)}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect(cookieId(res)).not.toBe(value);
    }
    expect(await prisma.guestSession.count()).toBe(3);
  });
});

describe('GET /api/test-session-debug', () => {
  it("tells whether the caller's session exists, and nothing more (the cookie is httpOnly)", async () => {
    expect((await api().get('/api/test-session-debug')).body).toEqual({ session_exists_in_db: false });
    const guest = await createGuest();
    expect((await api().get('/api/test-session-debug').set('Cookie', guest.cookie)).body).toEqual({
      session_exists_in_db: true,
    });
    await prisma.guestSession.delete({ where: { id: guest.id } });
    expect(
      (await api().get('/api/test-session-debug').set('Cookie', guest.cookie)).body.session_exists_in_db,
    ).toBe(false);
  });
});

describe('POST /api/session/update-activity', () => {
  it('records the page, browser, address and one page view per call', async () => {
    const guest = await createGuest({ last_activity: new Date(Date.now() - 3600_000) });
    const send = (body: object) =>
      api()
        .post('/api/session/update-activity')
        .set('Cookie', guest.cookie)
        .set('User-Agent', 'HeaderAgent/1')
        .send(body);
    expect((await send({ current_page: '/shop', user_agent: 'Mozilla/5.0 Firefox/130.0' })).body).toEqual({
      success: true,
    });
    await send({ current_page: '/cart' });
    const row = await prisma.guestSession.findUniqueOrThrow({ where: { id: guest.id } });
    expect(row).toMatchObject({ current_page: '/cart', user_agent: 'HeaderAgent/1', page_views: 2 });
    expect(row.ip_address).toMatch(/127\.0\.0\.1|::1/);
    expect(Date.now() - row.last_activity.getTime()).toBeLessThan(10_000);
  });

  it('creates a session when there is none, and refuses bad input without creating one', async () => {
    const bad = await api()
      .post('/api/session/update-activity')
      .send({ current_page: 'x'.repeat(301), admin: true });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['body', 'current_page']);
    expect(await prisma.guestSession.count()).toBe(0);

    const res = await api().post('/api/session/update-activity').send({});
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']?.[0]).toMatch(/^guest_session=/);
    expect(await prisma.guestSession.findFirstOrThrow()).toMatchObject({ current_page: '/', page_views: 1 });
  });
});

describe('idle session purge', () => {
  it(`deletes sessions idle for ${SESSION_RETENTION_DAYS} days with their lines, keeping their orders`, async () => {
    const product = await createProduct();
    const idle = await createGuest({
      last_activity: new Date(Date.now() - (SESSION_RETENTION_DAYS + 1) * DAY_MS),
    });
    const recent = await createGuest({
      last_activity: new Date(Date.now() - (SESSION_RETENTION_DAYS - 1) * DAY_MS),
    });
    await createCartLine(idle.id, product.id);
    await createCartLine(recent.id, product.id);
    const order = await createOrderRow([{ product_id: product.id, size: 'M', quantity: 1 }], {
      session: { connect: { id: idle.id } },
    });
    await prisma.revokedToken.createMany({
      data: [
        { jti: 'old', expires_at: new Date(Date.now() - 1000) },
        { jti: 'live', expires_at: new Date(Date.now() + 3600_000) },
      ],
    });
    await prisma.staffTokenActivity.createMany({
      data: [
        { jti: 'old', last_active_at: new Date(), expires_at: new Date(Date.now() - 1000) },
        { jti: 'live', last_active_at: new Date(), expires_at: new Date(Date.now() + 3600_000) },
      ],
    });

    expect(await purgeIdleSessions()).toBe(1);
    expect((await prisma.guestSession.findMany()).map((s) => s.id)).toEqual([recent.id]);
    expect(await prisma.cartItem.count()).toBe(1);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).session_id).toBeNull();

    await runMaintenance();
    expect((await prisma.revokedToken.findMany()).map((t) => t.jti)).toEqual(['live']);
    expect((await prisma.staffTokenActivity.findMany()).map((t) => t.jti)).toEqual(['live']);
  });
});
