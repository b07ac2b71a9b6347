/**
 * Property-based fuzzing of every JSON endpoint of the route table with random and
 * malformed bodies, queries, params and headers. Whatever arrives: never a 5xx, never a stack
 * trace or SQL in the answer, and every error is `{ message, errors? }`; malformed JSON is a 400.
 */
import { routeAccess } from '@vigor/shared';
import fc from 'fast-check';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { signStaffToken } from '../../src/lib/tokens.ts';
import { createGuest, createOrderRow, createProduct, createStaff, truncateAll } from '../factories.ts';
import { prisma } from '../../src/lib/prisma.ts';
import { errorShapeProblem, leakIn } from './helpers.ts';
import { apiRoutes, routeKey, type ApiRoute } from './route-table.ts';

const app = createApp({ loginLimits: { perIp: 1e6, perName: 1e6 }, messageLimits: { perIp: 1e6 } });
const routes = apiRoutes(app);
/** Routes that take the staff token; the others get a guest cookie. */
const STAFF_ONLY =
  /^(GET|PUT|DELETE) \/api\/(sales|messages)|\/api\/utilisateurs|\/api\/traffic|reset-all|\/api\/admin\/(me|logout)|^(POST|PUT|DELETE) \/api\/products/;

let ids: { product: number; cart: number; quick: number; order: number; message: number; staff: number };
let guestCookie: string;
let adminId = 0;

beforeAll(async () => {
  await truncateAll();
  const product = await createProduct({ sizes: [{ size: 'M', quantity: 500 }] });
  const guest = await createGuest();
  guestCookie = guest.cookie;
  const cart = await prisma.cartItem.create({
    data: { session_id: guest.id, product_id: product.id, size: 'M', quantity: 1 },
  });
  const quick = await prisma.quickCartItem.create({
    data: { session_id: guest.id, product_id: product.id, size: 'M', quantity: 1 },
  });
  const order = await createOrderRow([{ product_id: product.id, size: 'M', quantity: 1 }]);
  const message = await prisma.message.create({
    data: { first_name: 'A', last_name: 'B', email: 'a@b.ma', subject: 's', message: 'm' },
  });
  const staff = await createStaff('traffic_admin');
  adminId = (await createStaff('admin')).user.id;
  ids = {
    product: product.id,
    cart: cart.id,
    quick: quick.id,
    order: order.id,
    message: message.id,
    staff: staff.user.id,
  };
});

/** A body the route would accept: the starting point that mutations break one field at a time. */
function validBody(route: ApiRoute): Record<string, unknown> {
  const customer = { customer_name: 'Fuzz', customer_phone: '0612345678', customer_city: 'Oujda' };
  const bodies: Record<string, Record<string, unknown>> = {
    'POST /api/products': {
      name: 'F',
      price: 10,
      type: 'hoodies',
      status: 'available',
      sizes: [{ size: 'M', quantity: 1 }],
    },
    'POST /api/products/:id': {
      name: 'F',
      price: 10,
      type: 'hoodies',
      status: 'available',
      sizes: [{ size: 'M', quantity: 1 }],
      _method: 'PUT',
    },
    'PUT /api/products/:id': {
      name: 'F',
      price: 10,
      type: 'hoodies',
      status: 'available',
      sizes: [{ size: 'M', quantity: 1 }],
    },
    'PUT /api/products/:id/status': { status: 'available' },
    'POST /api/admin/login': { nom: 'fuzz', password: 'fuzz-password' },
    'POST /api/utilisateurs': { nom: 'fuzzer', password: 'long enough password', role: 'traffic_admin' },
    'PUT /api/utilisateurs/:id': { nom: 'renamed' },
    'POST /api/session/update-activity': { current_page: '/shop', user_agent: 'fuzz' },
    'POST /api/carts': { product_id: ids.product, size: 'M', quantity: 1, print_placement: 'FRONT' },
    'PUT /api/carts/:id': { quantity: 1, size: 'M' },
    'POST /api/quick-cart': { product_id: ids.product, size: 'M', quantity: 1 },
    'PUT /api/quick-cart/:id': { quantity: 1 },
    'POST /api/quick-cart/submit-order': {
      ...customer,
      items: [{ product_id: ids.product, size: 'M', quantity: 1 }],
    },
    'POST /api/sales': { ...customer, cart_ids: [ids.cart] },
    'PUT /api/sales/:id': { status: 'confirmed' },
    'POST /api/messages': { first_name: 'F', last_name: 'Z', email: 'f@z.ma', subject: 'S', message: 'M' },
    'PUT /api/messages/:id': { status: 'read' },
    // Oujda stays a delivery city, so the order bodies above stay valid.
    'PUT /api/admin/delivery': {
      free_from: 599,
      zones: [{ name: 'Z', fee: 20, cities: [{ name_fr: 'Oujda', name_ar: 'وجدة' }] }],
    },
  };
  return bodies[routeKey(route)] ?? {};
}

function validId(route: ApiRoute): number {
  if (route.path.startsWith('/api/carts')) return ids.cart;
  if (route.path.startsWith('/api/quick-cart')) return ids.quick;
  if (route.path.startsWith('/api/sales')) return ids.order;
  if (route.path.startsWith('/api/messages')) return ids.message;
  if (route.path.startsWith('/api/utilisateurs')) return ids.staff;
  return ids.product;
}

const FIELDS = [
  'product_id',
  'quantity',
  'size',
  'price',
  'print_placement',
  'cart_ids',
  'customer_name',
  'customer_phone',
  'customer_city',
  'free_from',
  'zones',
  'items',
  'original_cart_item_id',
  'nom',
  'password',
  'role',
  'status',
  'name',
  'description',
  'prix_reduction',
  'type',
  'color',
  'sizes',
  '_method',
  'first_name',
  'last_name',
  'email',
  'subject',
  'message',
  'current_page',
  'user_agent',
  'q',
  'page',
  'per_page',
  'sort',
  'constructor',
  'toString',
  'hasOwnProperty',
];

/** Strings that break naive code: NUL, lone surrogates, SQL and LIKE syntax, paths, huge numbers. */
const nastyString = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '\u0000',
      'M\u0000',
      '\ud800',
      'a\udfffb',
      "' OR 1=1 --",
      '"; DROP TABLE orders; --',
      '%',
      '_',
      '\\',
      '%_%',
      '../../etc/passwd',
      '${7*7}',
      '<script>alert(1)</script>',
      ' ',
      '',
      'null',
      'NaN',
      'Infinity',
      '-1',
      '0',
      '1e400',
      '2147483648',
      '9007199254740993',
      '0x1f',
      '1.5',
      '+212612345678',
      'M ',
      ' m',
      '\u202eM',
      'İ',
      'canceled',
      'admin',
      '__proto__',
      'x'.repeat(6000),
    ),
  },
  // Control characters (NUL above all: PostgreSQL text cannot hold it) inside otherwise valid text.
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 6 }),
        fc.constantFrom('\u0000', '\u0001', '\u001f', '\u007f', '\r\n'),
        fc.string({ maxLength: 6 }),
      )
      .map(([a, c, b]) => `${a}${c}${b}`),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.integer(),
      fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE, 99, 100),
      fc.double({ noNaN: true }),
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], [{}], [[1]], { size: 'M' }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Bodies: random JSON, random objects over the API's field names, or a valid body with one field broken. */
const bodyFor = (route: ApiRoute): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
    {
      weight: 2,
      arbitrary: fc.dictionary(
        fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 8 })),
        nastyValue,
        {
          maxKeys: 6,
        },
      ),
    },
    {
      weight: 4,
      arbitrary: fc
        .tuple(
          fc.oneof(fc.constantFrom(...Object.keys(validBody(route)), 'extra'), fc.constantFrom(...FIELDS)),
          nastyValue,
        )
        .map(([key, value]) => ({ ...validBody(route), [key]: value })),
    },
    { weight: 1, arbitrary: fc.constant(validBody(route)) },
  );

/**
 * Percent-encodes every UTF-8 byte, so that any string (lone surrogates included) makes a URL;
 * cut to 1000 bytes so that the URL stays under Node's header size limit (a 431 from Node itself).
 */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8').subarray(0, 1000)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

const paramFor = (route: ApiRoute) =>
  fc.oneof(
    fc.constant(String(validId(route))),
    fc.integer().map(String),
    nastyString.map(encode),
    fc.constantFrom('%', '%E0%A4%A', '%00', '%2e%2e%2f', '..%2f..%2fpackage.json', '1%20', '01', '1.0'),
  );

const queryArb = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom('q', 'page', 'per_page', 'sort', 'type', 'status', 'x', 'q[]', '__proto__'),
        fc.string({ maxLength: 6 }),
      ),
      fc.oneof(
        nastyString,
        fc.constantFrom('1', '100', '101', '0', 'name-desc', 'hoodies', 'canceled', 'unread', '%', '%zz'),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) =>
    pairs.map(([k, v]) => `${encode(k)}=${/^%/.test(v) && v.length < 5 ? v : encode(v)}`).join('&'),
  );

/** What HTTP allows in a header value: printable ASCII and Latin-1. */
const headerText = (maxLength: number) =>
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((c) => c < 0x7f || c >= 0xa0)
      .map((c) => String.fromCharCode(c)),
    maxLength,
  });
const headerArb = fc.record(
  {
    idempotency: fc.oneof(
      fc.constantFrom('short', 'valid-key-123456', 'x'.repeat(101), 'has space in it', 'clé-clé-clé'),
      headerText(30),
    ),
    cookie: fc.oneof(
      fc.constant(''),
      fc.constantFrom('guest_session=', 'guest_session=%', 'guest_session=a;guest_session=b', '%%%=;;'),
      headerText(50).map((s) => `guest_session=${s}`),
    ),
    authorization: fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Basic YTpi',
      'Bearer a.b.c',
      'Bearer ....',
      `Bearer ${'a'.repeat(5000)}.b.c`,
    ),
  },
  { requiredKeys: [] },
);

type Sent = { url: string; body?: unknown; raw?: string; headers: Record<string, string> };

/** The problems with one answer, or [] when it is fine. */
function problems(res: request.Response, sent: Sent): string[] {
  const found: string[] = [];
  if (res.status >= 500) found.push(`status ${res.status}`);
  if (res.status >= 400) {
    const shape = errorShapeProblem(res.body);
    if (shape) found.push(`error shape: ${shape}`);
    if (!/application\/json/.test(String(res.headers['content-type']))) found.push('error is not JSON');
    const leak = leakIn(res.text);
    // Text the request itself carried may be echoed (e.g. an unknown field's name): not a leak.
    if (leak && !JSON.stringify(sent).includes(leak.split(': ').slice(1).join(': ')))
      found.push(`leak ${leak}`);
  }
  return found.length ? [`${sent.url} -> ${res.status} ${res.text.slice(0, 300)}`, ...found] : [];
}

function send(route: ApiRoute, sent: Sent) {
  let req = request(app)[route.method.toLowerCase() as 'post'](sent.url).set(sent.headers);
  if (sent.raw !== undefined) req = req.set('Content-Type', 'application/json').send(sent.raw);
  else if (sent.body !== undefined)
    req = req.set('Content-Type', 'application/json').send(JSON.stringify(sent.body));
  return req;
}

/**
 * A fresh admin token of the admin's current version: logout revokes the token it gets, and
 * "log out everywhere" moves the version on.
 */
async function adminBearer(): Promise<string> {
  const { token_version } = await prisma.staffUser.findUniqueOrThrow({ where: { id: adminId } });
  return `Bearer ${signStaffToken(adminId, 'admin', token_version)}`;
}

async function credentials(
  route: ApiRoute,
  extra: { cookie?: string; authorization?: string },
): Promise<Record<string, string>> {
  if (STAFF_ONLY.test(routeKey(route))) return { Authorization: await adminBearer() };
  const headers: Record<string, string> = { Cookie: extra.cookie || guestCookie };
  if (extra.authorization) headers.Authorization = extra.authorization;
  return headers;
}

describe('fuzzing every JSON endpoint', () => {
  it('covers the whole route table', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it.each(routes.map((r) => [routeKey(r), r] as const))(
    '%s: never 5xx, never a leak, always the error shape',
    async (_key, route) => {
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      await fc.assert(
        fc.asyncProperty(
          paramFor(route),
          queryArb,
          hasBody ? bodyFor(route) : fc.constant(undefined),
          headerArb,
          async (param, query, body, extra) => {
            const path = route.path.replace(/:\w+/g, param);
            const headers = await credentials(route, extra);
            if (extra.idempotency) headers['Idempotency-Key'] = extra.idempotency;
            const sent: Sent = { url: query ? `${path}?${query}` : path, body, headers };
            const res = await send(route, sent);
            expect(problems(res, sent)).toEqual([]);
          },
        ),
        { numRuns: 30 },
      );
    },
  );

  it('answers malformed JSON with 400 on every route', async () => {
    const malformed = fc.oneof(
      // An empty body is no body at all (body-parser gives {}), not malformed JSON.
      fc.string({ maxLength: 40 }).filter((s) => {
        if (!s.trim()) return false;
        try {
          JSON.parse(s);
          return false;
        } catch {
          return true;
        }
      }),
      fc.constantFrom(
        '{',
        '{"a":',
        '[1,]',
        "{'a':1}",
        '{"a":1}}',
        '\u0000{}',
        '{"a":"\\x"}',
        'nul',
        '{"a":NaN}',
        '"text"',
        '42',
        'null',
        'true',
      ),
      fc.jsonValue().map((v) => `${JSON.stringify({ v })}garbage`),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), malformed, async (route, raw) => {
        const sent: Sent = {
          url: route.path.replace(/:\w+/g, '1'),
          raw,
          headers: await credentials(route, {}),
        };
        const res = await send(route, sent);
        // A signed route checks the signature of the raw body before reading it (docs/whatsapp.md):
        // an unsigned body is refused whatever it holds.
        const expected = routeAccess(routeKey(route)) === 'signed' ? 401 : 400;
        expect(res.status, `${routeKey(route)} ${JSON.stringify(raw)}`).toBe(expected);
        expect(problems(res, sent)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('refuses deep nesting, prototype keys and oversized bodies without harm', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    const cases: [string, number[]][] = [
      [deep, [400]],
      ['{"__proto__":{"admin":true},"nom":"x","password":"y"}', [400]],
      ['{"constructor":{"prototype":{"admin":true}},"nom":"x","password":"y"}', [400]],
      [JSON.stringify({ nom: 'x', password: 'y'.repeat(200_000) }), [413]],
    ];
    for (const [raw, statuses] of cases) {
      const route = { method: 'POST', path: '/api/admin/login' };
      const sent: Sent = { url: route.path, raw, headers: {} };
      const res = await send(route, sent);
      expect(statuses).toContain(res.status);
      expect(problems(res, sent)).toEqual([]);
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

describe('field names that shadow Object.prototype', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'a field named %s gets its own errors entry, as JSON',
    async (field) => {
      const raw = `{"${field}":"\\u0000","nom":"x","password":"y"}`;
      const res = await request(app)
        .post('/api/admin/login')
        .set('Content-Type', 'application/json')
        .send(raw);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(errorShapeProblem(res.body)).toBeNull();
      const query = await request(app).get(`/api/products?${field}=%00`);
      expect(query.status).toBe(400);
      expect(query.body.errors).toHaveProperty([field]);
    },
  );
});

describe('prices the database would round', () => {
  it.each([
    [{ price: 0.001 }, 'price'],
    [{ price: 10, prix_reduction: Number.MIN_VALUE }, 'prix_reduction'],
    [{ price: 10, prix_reduction: 9.999 }, 'prix_reduction'],
  ])('%j is a 400 on %s, not a check-constraint 500', async (prices, field) => {
    const res = await request(app)
      .post('/api/products')
      .set('Authorization', await adminBearer())
      .send({
        name: 'Cents',
        type: 'hoodies',
        status: 'available',
        sizes: [{ size: 'M', quantity: 1 }],
        ...prices,
      });
    expect(res.status, res.text).toBe(400);
    expect(res.body.errors).toHaveProperty([field]);
  });
});
