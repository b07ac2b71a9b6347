/**
 * The authorization matrix, generated from the permission table (packages/shared/src/permissions.ts)
 * and the app's own route table: every route is hit by every role and every kind of bad caller; a
 * route the permission table does not name fails the test, so a new route cannot ship unclassified.
 */
import express from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { authorize } from '../../src/middleware/authenticate.ts';
import { errorHandler } from '../../src/middleware/error-handler.ts';
import { can, STAFF_ROLES, ROUTE_ACCESS, type RouteAccess, type StaffRole } from '@vigor/shared';
import { env } from '../../src/config/env.ts';
import { prisma } from '../../src/lib/prisma.ts';
import { signStaffToken, verifyStaffToken } from '../../src/lib/tokens.ts';
import { createGuest, createStaff, truncateAll } from '../factories.ts';
import { errorShapeProblem, forgedTokens } from './helpers.ts';
import { apiRoutes, routeKey, urlFor } from './route-table.ts';

const ROLES = STAFF_ROLES;
const CALLERS = [
  'no token',
  'bad signature',
  'alg none',
  'expired token',
  'revoked token',
  'idle token',
  'disabled user',
  ...ROLES,
  'guest',
] as const;
type Caller = (typeof CALLERS)[number];

/** 'ok' means the caller got past authorization: any status but 401, 403 or 5xx. */
type Outcome = 401 | 403 | 'ok';

const isRole = (caller: Caller): caller is StaffRole => (ROLES as readonly string[]).includes(caller);

/** What the permission table says `caller` gets from a route of `access`. */
function expected(access: RouteAccess, caller: Caller): Outcome {
  if (access === 'public' || access === 'guest') return 'ok';
  // No caller here signs the body as the platform does.
  if (access === 'signed') return 401;
  if (isRole(caller)) return can(caller, access) ? 'ok' : 403;
  return 401;
}

// Generous limits: the matrix itself must not trip the login and contact-form limiters.
const app = createApp({
  loginLimits: { perIp: 10_000, perName: 10_000 },
  messageLimits: { perIp: 10_000 },
});
const routes = apiRoutes(app);

type Staff = Awaited<ReturnType<typeof createStaff>>;
const staff = {} as Record<StaffRole, Staff>;
let disabled: Staff;
let revoked: string;
let idle: string;

beforeAll(async () => {
  await truncateAll();
  for (const role of ROLES) staff[role] = await createStaff(role);
  disabled = await createStaff('admin');
  await prisma.staffUser.update({ where: { id: disabled.user.id }, data: { disabled_at: new Date() } });
  const admin = staff.admin.user;
  revoked = signStaffToken(admin.id, 'admin', 0);
  expect(
    (await request(app).post('/api/admin/logout').set('Authorization', `Bearer ${revoked}`)).status,
  ).toBe(200);
  idle = signStaffToken(admin.id, 'admin', 0);
  const idleSince = new Date(Date.now() - (env.STAFF_IDLE_SECONDS + 60) * 1000);
  const { jti, exp } = verifyStaffToken(idle)!;
  await prisma.staffTokenActivity.create({
    data: { jti, last_active_at: idleSince, expires_at: new Date(exp * 1000) },
  });
});

/**
 * A fresh token of the user's current version, claiming `role`: logout revokes the token it is
 * given, and "log out everywhere" moves the version on.
 */
async function tokenOf(user: Staff['user'], role: StaffRole = user.role): Promise<string> {
  const { token_version } = await prisma.staffUser.findUniqueOrThrow({ where: { id: user.id } });
  return signStaffToken(user.id, role, token_version);
}

/** The headers one caller sends. */
async function headersOf(caller: Caller): Promise<Record<string, string>> {
  const forged = forgedTokens(staff.admin.user.id, 'admin');
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  if (isRole(caller)) return bearer(await tokenOf(staff[caller].user));
  switch (caller) {
    case 'no token':
      return {};
    case 'bad signature':
      return bearer(forged.bad_signature);
    case 'alg none':
      return bearer(forged.alg_none);
    case 'expired token':
      return bearer(forged.expired);
    case 'revoked token':
      return bearer(revoked);
    case 'idle token':
      return bearer(idle);
    case 'disabled user':
      return bearer(signStaffToken(disabled.user.id, 'admin', 0));
    case 'guest':
      return { Cookie: (await createGuest()).cookie };
  }
}

async function call(method: string, path: string, headers: Record<string, string>) {
  const req = request(app)[method.toLowerCase() as 'get'](urlFor(path)).set(headers);
  return method === 'GET' || method === 'DELETE' ? req : req.send({});
}

describe('authorization matrix over the route table', () => {
  it('has a rule for every route, and no rule for a route that does not exist', () => {
    const keys = routes.map(routeKey);
    expect(keys.length).toBeGreaterThan(30);
    expect(
      keys.filter((k) => !Object.hasOwn(ROUTE_ACCESS, k)),
      'routes without a rule',
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_ACCESS).filter((k) => !keys.includes(k)),
      'rules for routes that do not exist',
    ).toEqual([]);
  });

  it.each(routes.map((r) => [routeKey(r), r] as const))('%s', async (_key, route) => {
    const rule = ROUTE_ACCESS[routeKey(route)]!;
    const mismatches: string[] = [];
    for (const caller of CALLERS) {
      const res = await call(route.method, route.path, await headersOf(caller));
      const want = expected(rule, caller);
      const got: 'ok' | number =
        res.status === 401 || res.status === 403 ? res.status : res.status < 500 ? 'ok' : res.status;
      if (got !== want) mismatches.push(`${caller}: expected ${want}, got ${res.status} ${res.text}`);
      if (res.status >= 400 && errorShapeProblem(res.body)) {
        mismatches.push(`${caller}: ${res.status} body is not the error shape: ${res.text}`);
      }
      // Staff and guest answers are personal: no browser or proxy may keep them (a shared
      // computer's Back button, a caching proxy).
      if (rule !== 'public' && res.headers['cache-control'] !== 'no-store') {
        mismatches.push(`${caller}: Cache-Control ${res.headers['cache-control']}, expected no-store`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('reads the role from the database, not from the token: a traffic_admin token claiming admin is 403', async () => {
    const claimingAdmin = await tokenOf(staff.traffic_admin.user, 'admin');
    const res = await request(app).get('/api/utilisateurs').set('Authorization', `Bearer ${claimingAdmin}`);
    expect(res.status).toBe(403);
  });

  it('refuses a token whose header names another algorithm even with a valid signature part', async () => {
    const good = await tokenOf(staff.admin.user);
    const [, payload, signature] = good.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'HS512', typ: 'JWT' })).toString('base64url');
    const res = await request(app)
      .get('/api/admin/me')
      .set('Authorization', `Bearer ${header}.${payload}.${signature}`);
    expect(res.status).toBe(401);
  });

  it('refuses every role, admin included, on a staff route the permission table does not name', async () => {
    const unnamed = express();
    unnamed.get('/api/not-in-the-table', authorize, (_req, res) => {
      res.json({ reached: true });
    });
    unnamed.use(errorHandler);
    for (const role of ROLES) {
      const res = await request(unnamed)
        .get('/api/not-in-the-table')
        .set(await headersOf(role));
      expect(res.status, role).toBe(403);
    }
    expect((await request(unnamed).get('/api/not-in-the-table')).status).toBe(401);
  });
});
