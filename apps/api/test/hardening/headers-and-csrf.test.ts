/**
 * Security headers (the browser side is apps/web/e2e/security.spec.ts),
 * no CORS for foreign origins, and cookie-authenticated writes that refuse cross-site forms.
 */
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { prisma } from '../full-client.ts';
import { createCartLine, createGuest, createProduct, createStaff, truncateAll } from '../factories.ts';
import { errorShapeProblem } from './helpers.ts';

beforeEach(truncateAll);

const app = createApp();
const HOST = 'shop.vigor.test';
const EVIL = 'https://evil.example';

describe('security headers', () => {
  it.each(['/api/products', '/api/nothing-here', '/storage/products/none-320.webp', '/'])(
    '%s carries the helmet headers and a strict CSP',
    async (url) => {
      const res = await request(app).get(url);
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      const csp = Object.fromEntries(
        String(res.headers['content-security-policy'])
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      );
      expect(csp['default-src']).toEqual(["'self'"]);
      // Besides the store's own scripts, only the two ad pixels' origins (docs/ads.md).
      const pixels = ['https://connect.facebook.net', 'https://analytics.tiktok.com'];
      expect(csp['script-src']).toEqual(["'self'", ...pixels]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'", ...pixels, 'https://www.facebook.com']);
      expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    },
  );

  it('sets the guest cookie httpOnly and SameSite=Lax', async () => {
    const res = await request(app).post('/api/session/initialize');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/guest_session=[\w-]{43}/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe('CORS', () => {
  it('grants no foreign origin, neither on a request nor on a preflight', async () => {
    const guest = await createGuest();
    const simple = await request(app).get('/api/carts').set('Origin', EVIL).set('Cookie', guest.cookie);
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    expect(simple.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await request(app)
      .options('/api/carts')
      .set('Origin', EVIL)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });
});

/** The bodies of cross-site HTML forms: the three content types a browser sends without a preflight. */
const FORMS = {
  urlencoded: (req: request.Test, fields: Record<string, string>) =>
    req.type('form').send(new URLSearchParams(fields).toString()),
  // A real form sends its submit button too, so that even an empty form is multipart.
  multipart: (req: request.Test, fields: Record<string, string>) => {
    for (const [name, value] of Object.entries({ ...fields, submit: 'go' })) req.field(name, value);
    return req;
  },
  'text/plain': (req: request.Test, fields: Record<string, string>) =>
    req.set('Content-Type', 'text/plain').send(JSON.stringify(fields)),
};

describe('cross-site forms against cookie-authenticated writes', () => {
  async function fixture() {
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 10 }] });
    const guest = await createGuest();
    const line = await createCartLine(guest.id, product.id, 'M', 1);
    const customer = { customer_name: 'Victim', customer_phone: '0612345678', customer_city: 'Rabat' };
    const targets: [string, Record<string, string>][] = [
      ['/api/carts', { product_id: String(product.id), size: 'M', quantity: '3' }],
      ['/api/sales', { ...customer, cart_ids: String(line.id) }],
      ['/api/quick-cart', { product_id: String(product.id), size: 'M', quantity: '1' }],
      ['/api/quick-cart/submit-order', { ...customer, items: '' }],
      ['/api/session/initialize', {}],
      ['/api/session/update-activity', { current_page: '/pwned' }],
    ];
    return { product, guest, line, targets };
  }

  async function snapshot() {
    return {
      sessions: await prisma.guestSession.count(),
      cart: await prisma.cartItem.findMany({ orderBy: { id: 'asc' } }),
      quick: await prisma.quickCartItem.count(),
      orders: await prisma.order.count(),
      views: (await prisma.guestSession.aggregate({ _sum: { page_views: true } }))._sum.page_views,
    };
  }

  for (const [kind, encode] of Object.entries(FORMS)) {
    it(`refuses a ${kind} form posted from another site, changing nothing`, async () => {
      const { guest, targets } = await fixture();
      const before = await snapshot();
      for (const [url, fields] of targets) {
        for (const origin of [{ Origin: EVIL }, { Origin: 'null' }, { Referer: `${EVIL}/page` }]) {
          const res = await encode(
            request(app).post(url).set('Host', HOST).set(origin).set('Cookie', guest.cookie),
            fields,
          );
          expect([403, 415], `${kind} ${url} ${JSON.stringify(origin)}: ${res.status}`).toContain(res.status);
          expect(errorShapeProblem(res.body)).toBeNull();
          expect(res.headers['set-cookie']).toBeUndefined();
        }
        // The same form from our own origin is still not JSON: refused too.
        const same = await encode(
          request(app)
            .post(url)
            .set('Host', HOST)
            .set('Origin', `https://${HOST}`)
            .set('Cookie', guest.cookie),
          fields,
        );
        expect(same.status, `${kind} ${url} same-origin form`).toBe(415);
      }
      expect(await snapshot()).toEqual(before);
    });
  }

  it('refuses a JSON write sent from another origin (Origin, or Sec-Fetch-Site when Origin is absent)', async () => {
    const { product, guest } = await fixture();
    const before = await snapshot();
    const body = { product_id: product.id, size: 'M', quantity: 1 };
    const cross = await request(app)
      .post('/api/carts')
      .set('Host', HOST)
      .set('Origin', `http://${HOST}.evil.example`)
      .set('Cookie', guest.cookie)
      .send(body);
    expect(cross.status).toBe(403);
    const sameSite = await request(app)
      .post('/api/carts')
      .set('Host', HOST)
      .set('Sec-Fetch-Site', 'same-site')
      .set('Cookie', guest.cookie)
      .send(body);
    expect(sameSite.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('still serves the store own pages: same-origin JSON writes, and writes without Origin (curl, tests)', async () => {
    const { product, guest } = await fixture();
    const body = { product_id: product.id, size: 'M', quantity: 1 };
    for (const headers of [
      { Origin: `https://${HOST}` },
      { Origin: `http://${HOST}`, 'Sec-Fetch-Site': 'same-origin' },
      { Referer: `https://${HOST}/shop` },
      {},
    ]) {
      const res = await request(app)
        .post('/api/carts')
        .set('Host', HOST)
        .set(headers)
        .set('Cookie', guest.cookie)
        .send(body);
      expect(res.status, JSON.stringify(headers)).toBe(201);
    }
    // A body-less write (DELETE) from our own pages.
    const line = await prisma.cartItem.findFirstOrThrow({ where: { session_id: guest.id } });
    const del = await request(app)
      .delete(`/api/carts/${line.id}`)
      .set('Host', HOST)
      .set('Origin', `https://${HOST}`)
      .set('Cookie', guest.cookie);
    expect(del.status).toBe(200);
  });

  it('lets staff post multipart product forms, which carry a bearer token', async () => {
    const { bearer } = await createStaff('admin');
    const res = await request(app)
      .post('/api/products')
      .set('Host', HOST)
      .set('Origin', `https://${HOST}`)
      .set('Authorization', bearer)
      .field('name', 'Multipart hoodie')
      .field('price', '299')
      .field('type', 'hoodies')
      .field('status', 'available')
      .field('sizes', JSON.stringify([{ size: 'M', quantity: 3 }]));
    expect(res.status).toBe(201);
  });
});
