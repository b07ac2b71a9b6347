/**
 * Issue 7.5: login brute force and contact-form floods get 429, cannot dodge the limit with a
 * forged X-Forwarded-For, and the limit lifts after its window.
 */
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { prisma } from '../../src/lib/prisma.ts';
import { STAFF_PASSWORD, createStaff, truncateAll } from '../factories.ts';
import { errorShapeProblem } from './helpers.ts';

beforeEach(truncateAll);

const WINDOW_MS = 2000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Each request claims another client address: with no trusted proxy the header is ignored. */
let spoof = 0;
const spoofed = () => ({ 'X-Forwarded-For': `203.0.113.${++spoof % 250}` });

function expectTooMany(res: request.Response) {
  expect(res.status).toBe(429);
  expect(errorShapeProblem(res.body)).toBeNull();
  expect(res.headers['ratelimit']).toMatch(/r=0/);
}

describe('login brute force', () => {
  it('blocks guessing one name (even with the right password), across spoofed addresses, until the window ends', async () => {
    await createStaff('admin', 'amina');
    const app = createApp({ loginLimits: { windowMs: WINDOW_MS, perName: 4, perIp: 50 } });
    const guess = (password: string, nom = 'amina') =>
      request(app).post('/api/admin/login').set(spoofed()).send({ nom, password });

    for (let i = 0; i < 4; i++) expect((await guess(`guess-${i}`)).status).toBe(401);
    // Case and spaces do not make a new name.
    expectTooMany(await guess('guess-5', '  AMINA '));
    expectTooMany(await guess(STAFF_PASSWORD));
    await sleep(WINDOW_MS + 200);
    expect((await guess(STAFF_PASSWORD)).status).toBe(200);
  });

  it('blocks one address spraying many names, until the window ends', async () => {
    // Real accounts (cheap test hashes): unknown names would cost a full bcrypt round each.
    for (let i = 0; i < 8; i++) await createStaff('traffic_admin', `user-${i}`);
    await createStaff('admin', 'amina');
    const app = createApp({ loginLimits: { windowMs: WINDOW_MS, perName: 50, perIp: 6 } });
    const spray = (nom: string, password = 'Password123!') =>
      request(app).post('/api/admin/login').set(spoofed()).send({ nom, password });
    for (let i = 0; i < 6; i++) expect((await spray(`user-${i}`)).status).toBe(401);
    expectTooMany(await spray('user-7'));
    expectTooMany(await spray('amina', STAFF_PASSWORD));
    await sleep(WINDOW_MS + 200);
    expect((await spray('amina', STAFF_PASSWORD)).status).toBe(200);
  });

  it('does not count successful logins', async () => {
    await createStaff('admin', 'amina');
    const app = createApp({ loginLimits: { windowMs: 60_000, perName: 2, perIp: 2 } });
    for (let i = 0; i < 5; i++) {
      const res = await request(app)
        .post('/api/admin/login')
        .send({ nom: 'amina', password: STAFF_PASSWORD });
      expect(res.status).toBe(200);
    }
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
    const app = createApp({ messageLimits: { windowMs: WINDOW_MS, perIp: 3 } });
    const send = (body: object) => request(app).post('/api/messages').set(spoofed()).send(body);
    expect((await send(message(1))).status).toBe(201);
    expect((await send({ first_name: '' })).status).toBe(400);
    expect((await send(message(2))).status).toBe(201);
    for (let i = 3; i < 10; i++) expectTooMany(await send(message(i)));
    expect(await prisma.message.count()).toBe(2);
    await sleep(WINDOW_MS + 200);
    expect((await send(message(10))).status).toBe(201);
    expect(await prisma.message.count()).toBe(3);
  });

  it('holds under a parallel burst: exactly the limit gets through', async () => {
    const app = createApp({ messageLimits: { windowMs: 60_000, perIp: 5 } });
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => request(app).post('/api/messages').send(message(i))),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(await prisma.message.count()).toBe(5);
  });
});
