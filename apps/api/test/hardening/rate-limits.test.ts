/**
 * Login brute force, contact-form floods and guest-session floods get 429, cannot dodge the limit
 * with a forged X-Forwarded-For, and the limit lifts after its window. The counters live in
 * PostgreSQL (src/lib/rate-limit.ts), which stamps them with the process's clock: the window's end
 * is reached by moving that clock, not by waiting.
 */
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/app.ts';
import { prisma } from '../../src/lib/prisma.ts';
import { STAFF_PASSWORD, createStaff, truncateAll } from '../factories.ts';
import { errorShapeProblem } from './helpers.ts';

beforeEach(async () => {
  await truncateAll();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

const WINDOW_SECONDS = 60;
const afterTheWindow = () => vi.setSystemTime(Date.now() + WINDOW_SECONDS * 1000 + 1);
/** Each request claims another client address: with no trusted proxy the header is ignored. */
let spoof = 0;
const spoofed = () => ({ 'X-Forwarded-For': `203.0.113.${++spoof % 250}` });

function expectTooMany(res: request.Response) {
  expect(res.status).toBe(429);
  expect(errorShapeProblem(res.body)).toBeNull();
  expect(res.headers['ratelimit']).toMatch(/r=0/);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('login brute force', () => {
  it('blocks guessing one name and spraying from one address, not successes, until the window ends, in any process', async () => {
    // Real accounts (cheap test hashes): unknown names would cost a full bcrypt round each.
    for (let i = 0; i < 4; i++) await createStaff('traffic_admin', `user-${i}`);
    await createStaff('admin', 'amina');
    // Two apps share nothing but PostgreSQL, like two processes behind a balancer: requests
    // alternate between them, so the counters hold whichever process answers.
    const loginLimits = { windowSeconds: WINDOW_SECONDS, perName: 3, perIp: 8 };
    const [first, second] = [createApp({ loginLimits }), createApp({ loginLimits })];
    let sent = 0;
    const login = (nom: string, password: string) =>
      request(sent++ % 2 ? second : first)
        .post('/api/admin/login')
        .set(spoofed())
        .send({ nom, password });

    // Successful logins are given back: they never use up the limit.
    for (let i = 0; i < 5; i++) expect((await login('amina', STAFF_PASSWORD)).status).toBe(200);

    // One name: three guesses, then even the right password is refused; case and spaces do not
    // make a new name.
    for (let i = 0; i < 3; i++) expect((await login('amina', `guess-${i}`)).status).toBe(401);
    const refused = await login('  AMINA ', 'guess-4');
    expectTooMany(refused);
    expect(refused.body).toEqual({ message: expect.stringMatching(/Trop de tentatives/) });
    expectTooMany(await login('amina', STAFF_PASSWORD));

    // One address spraying names: 5 failures so far, 3 more allowed, then every name is refused.
    for (let i = 0; i < 3; i++) expect((await login(`user-${i}`, 'Password123!')).status).toBe(401);
    expectTooMany(await login('user-3', STAFF_PASSWORD));

    afterTheWindow();
    expect((await login('amina', STAFF_PASSWORD)).status).toBe(200);
    expect((await login('user-3', STAFF_PASSWORD)).status).toBe(200);
  });
});

describe('contact-form flood', () => {
  const message = (n: number) => ({
    first_name: 'Flood',
    last_name: 'Bot',
    email: `bot${n}@example.com`,
    subject: `Spam ${n}`,
    message: 'Buy now',
  });

  it('answers 429 past the limit (invalid posts count too), stores nothing more, and lifts after the window', async () => {
    const app = createApp({ messageLimits: { windowSeconds: WINDOW_SECONDS, perIp: 3 } });
    const send = (body: object) => request(app).post('/api/messages').set(spoofed()).send(body);
    expect((await send(message(1))).status).toBe(201);
    expect((await send({ first_name: '' })).status).toBe(400);
    expect((await send(message(2))).status).toBe(201);
    for (let i = 3; i < 10; i++) expectTooMany(await send(message(i)));
    expect(await prisma.message.count()).toBe(2);
    afterTheWindow();
    expect((await send(message(10))).status).toBe(201);
    expect(await prisma.message.count()).toBe(3);
  });

  it('holds under a parallel burst: exactly the limit gets through', async () => {
    const app = createApp({ messageLimits: { windowSeconds: WINDOW_SECONDS, perIp: 5 } });
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => request(app).post('/api/messages').send(message(i))),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(await prisma.message.count()).toBe(5);
  });
});

describe('guest-session flood', () => {
  it('lets one address start only so many sessions; the traffic dashboard counts only those', async () => {
    const app = createApp({ sessionLimits: { limit: 5, windowSeconds: WINDOW_SECONDS } });
    // Cookie-less clients, as a flood script is: each request would start a session.
    const flood = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 3 === 0
          ? request(app).post('/api/session/initialize').set(spoofed())
          : request(app).post('/api/session/update-activity').set(spoofed()).send({ current_page: '/' }),
      ),
    );
    const statuses = flood.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    for (const res of flood.filter((r) => r.status !== 200)) expectTooMany(res);
    // Adding to a cart without a session is a new session too.
    expectTooMany(await request(app).post('/api/carts').send({}));
    expect(await prisma.guestSession.count()).toBe(5);

    // A visitor who keeps its cookie is not a new session: it is never refused.
    const kept = flood.find((res) => res.status === 200)!.headers['set-cookie']![0]!.split(';')[0]!;
    for (let i = 0; i < 3; i++) {
      const res = await request(app)
        .post('/api/session/update-activity')
        .set('Cookie', kept)
        .send({ current_page: `/page-${i}` });
      expect(res.status).toBe(200);
    }

    const { bearer } = await createStaff('traffic_admin');
    const dashboard = await request(app)
      .get('/api/traffic-dashboard/active-users')
      .set('Authorization', bearer);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.data.stats.totalActive).toBe(5);

    afterTheWindow();
    expect((await request(app).post('/api/session/initialize')).status).toBe(200);
  });
});
