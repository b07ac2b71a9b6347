/**
 * The authorization matrix. Every route of the app's own route table is hit with every
 * kind of caller; a route without a rule here fails the test, so a new route cannot ship unclassified.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { signStaffToken } from '../../src/lib/tokens.ts';
import { createGuest, createStaff, truncateAll } from '../factories.ts';
import { errorShapeProblem, forgedTokens } from './helpers.ts';
import { apiRoutes, routeKey, urlFor } from './route-table.ts';

/** public: anyone; guest: the guest_session cookie (or none); staff: either role; traffic: traffic_admin or admin. */
type Rule = 'public' | 'guest' | 'staff' | 'traffic' | 'admin';

const EXPECTED: Record<string, Rule> = {
  'GET /api/health': 'public',
  'GET /api/products': 'public',
  'GET /api/products/home': 'public',
  'GET /api/products/:id': 'public',
  'GET /api/products/:id/recommendations': 'public',
  'POST /api/products': 'admin',
  'POST /api/products/:id': 'admin',
  'PUT /api/products/:id': 'admin',
  'PUT /api/products/:id/status': 'admin',
  'DELETE /api/products/:id': 'admin',
  'POST /api/admin/login': 'public',
  'POST /api/admin/logout': 'staff',
  'GET /api/admin/me': 'staff',
  'GET /api/admin/reports': 'admin',
  'GET /api/admin/ads': 'admin',
  'PUT /api/admin/ads': 'admin',
  'GET /api/admin/ads/sends': 'admin',
  'GET /api/admin/outbox': 'admin',
  'PUT /api/admin/outbox/settings': 'admin',
  'POST /api/admin/outbox/set-aside/:subscriber/:eventId/try-again': 'admin',
  'GET /api/ads/pixels': 'public',
  'GET /api/admin/order-limits': 'admin',
  'PUT /api/admin/order-limits': 'admin',
  'POST /api/admin/order-limits/clear-phone': 'admin',
  'GET /api/admin/blocklist': 'admin',
  'POST /api/admin/blocklist': 'admin',
  'DELETE /api/admin/blocklist/:id': 'admin',
  'GET /api/utilisateurs': 'admin',
  'POST /api/utilisateurs': 'admin',
  'PUT /api/utilisateurs/:id': 'admin',
  'DELETE /api/utilisateurs/:id': 'admin',
  'POST /api/session/initialize': 'guest',
  'GET /api/test-session-debug': 'guest',
  'POST /api/session/update-activity': 'guest',
  'GET /api/traffic-dashboard/active-users': 'traffic',
  'POST /api/session/reset-all': 'traffic',
  'GET /api/carts': 'guest',
  'POST /api/carts': 'guest',
  'PUT /api/carts/:id': 'guest',
  'DELETE /api/carts/:id': 'guest',
  'GET /api/quick-cart': 'guest',
  'POST /api/quick-cart': 'guest',
  'DELETE /api/quick-cart/clear': 'guest',
  'POST /api/quick-cart/submit-order': 'guest',
  'PUT /api/quick-cart/:id': 'guest',
  'DELETE /api/quick-cart/:id': 'guest',
  'POST /api/sales': 'guest',
  'GET /api/sales/receipt/:reference': 'public',
  'POST /api/leads': 'guest',
  'GET /api/sales': 'admin',
  'GET /api/sales/:id': 'admin',
  'POST /api/sales/bulk/status': 'admin',
  'PUT /api/sales/:id': 'admin',
  'DELETE /api/sales/:id': 'admin',
  'POST /api/messages': 'public',
  'GET /api/messages': 'admin',
  'PUT /api/messages/:id': 'admin',
  'DELETE /api/messages/:id': 'admin',
  'GET /api/delivery': 'public',
  'GET /api/order-limits': 'public',
  'PUT /api/admin/delivery': 'admin',
  'GET /api/confirmation/queue': 'admin',
  'GET /api/confirmation/orders/:id': 'admin',
  'POST /api/confirmation/orders/:id/claim': 'admin',
  'DELETE /api/confirmation/orders/:id/claim': 'admin',
  'POST /api/confirmation/orders/:id/calls': 'admin',
  'POST /api/confirmation/orders/:id/undo': 'admin',
  'PATCH /api/confirmation/orders/:id': 'admin',
  'GET /api/confirmation/leads/:id': 'admin',
  'POST /api/confirmation/leads/:id/claim': 'admin',
  'DELETE /api/confirmation/leads/:id/claim': 'admin',
  'POST /api/confirmation/leads/:id/calls': 'admin',
  'POST /api/confirmation/leads/:id/undo': 'admin',
  'POST /api/confirmation/leads/:id/convert': 'admin',
  'GET /api/confirmation/settings': 'admin',
  'PUT /api/confirmation/settings': 'admin',
  'GET /api/shipping/carriers': 'admin',
  'POST /api/shipping/carriers': 'admin',
  'PUT /api/shipping/carriers/:id': 'admin',
  'GET /api/shipping/batches': 'admin',
  'POST /api/shipping/batches': 'admin',
  'GET /api/shipping/batches/:id': 'admin',
  'POST /api/shipping/outcomes': 'admin',
  'GET /api/shipping/payouts': 'admin',
  'POST /api/shipping/payouts': 'admin',
  'GET /api/shipping/payouts/:id': 'admin',
  'POST /api/shipping/payouts/:id/void': 'admin',
  'GET /api/shipping/carrier-integrations': 'admin',
  'PUT /api/shipping/carriers/:id/integration': 'admin',
  'GET /api/shipping/carriers/:id/cities': 'admin',
  'POST /api/shipping/carriers/:id/cities/fetch': 'admin',
  'PUT /api/shipping/carriers/:id/cities': 'admin',
  'POST /api/shipping/carriers/:id/sync': 'admin',
  'GET /api/shipping/carriers/:id/statement': 'admin',
  'GET /api/shipping/parcels': 'admin',
  'GET /api/shipping/batches/:id/carrier-labels': 'admin',
};

const CALLERS = [
  'no token',
  'bad signature',
  'alg none',
  'expired token',
  'revoked token',
  'traffic_admin',
  'admin',
  'guest',
] as const;
type Caller = (typeof CALLERS)[number];

/** 'ok' means the caller got past authorization: any status but 401, 403 or 5xx. */
type Outcome = 401 | 403 | 'ok';

function expected(rule: Rule, caller: Caller): Outcome {
  if (rule === 'public' || rule === 'guest') return 'ok';
  if (caller === 'admin') return 'ok';
  if (caller === 'traffic_admin') return rule === 'admin' ? 403 : 'ok';
  return 401;
}

// Generous limits: the matrix itself must not trip the login and contact-form limiters.
const app = createApp({
  loginLimits: { perIp: 10_000, perName: 10_000 },
  messageLimits: { perIp: 10_000 },
});
const routes = apiRoutes(app);

let admin: Awaited<ReturnType<typeof createStaff>>;
let traffic: Awaited<ReturnType<typeof createStaff>>;
let revoked: string;

beforeAll(async () => {
  await truncateAll();
  admin = await createStaff('admin');
  traffic = await createStaff('traffic_admin');
  revoked = signStaffToken(admin.user.id, 'admin', 0);
  expect(
    (await request(app).post('/api/admin/logout').set('Authorization', `Bearer ${revoked}`)).status,
  ).toBe(200);
});

/** The headers one caller sends. Staff tokens are fresh each time: logout revokes the one it is given. */
async function headersOf(caller: Caller): Promise<Record<string, string>> {
  const forged = forgedTokens(admin.user.id, 'admin');
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
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
    case 'traffic_admin':
      return bearer(signStaffToken(traffic.user.id, 'traffic_admin', 0));
    case 'admin':
      return bearer(signStaffToken(admin.user.id, 'admin', 0));
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
      keys.filter((k) => !(k in EXPECTED)),
      'routes without a rule',
    ).toEqual([]);
    expect(
      Object.keys(EXPECTED).filter((k) => !keys.includes(k)),
      'rules for routes that do not exist',
    ).toEqual([]);
  });

  it.each(routes.map((r) => [routeKey(r), r] as const))('%s', async (_key, route) => {
    const rule = EXPECTED[routeKey(route)]!;
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
    const claimingAdmin = signStaffToken(traffic.user.id, 'admin', 0);
    const res = await request(app).get('/api/utilisateurs').set('Authorization', `Bearer ${claimingAdmin}`);
    expect(res.status).toBe(403);
  });

  it('refuses a token whose header names another algorithm even with a valid signature part', async () => {
    const good = signStaffToken(admin.user.id, 'admin', 0);
    const [, payload, signature] = good.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'HS512', typ: 'JWT' })).toString('base64url');
    const res = await request(app)
      .get('/api/admin/me')
      .set('Authorization', `Bearer ${header}.${payload}.${signature}`);
    expect(res.status).toBe(401);
  });
});
