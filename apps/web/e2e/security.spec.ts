/**
 * In a real browser: the built store runs under its Content-Security-Policy with no
 * violation, and another site can neither read the API (no CORS) nor make a shopper's browser
 * write to it with a cross-site form. Server-side twin: apps/api/test/hardening/headers-and-csrf.test.ts.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { allProducts, logIn } from './helpers.ts';

const EVIL = 'http://evil.test';

/** Collects CSP violations (the DOM event) and console errors from the first script on. */
async function watch(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = ((window as unknown as { __csp?: string[] }).__csp ??= []);
      list.push(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return async () => [
    ...problems,
    ...(await page.evaluate<string[]>(() => (window as unknown as { __csp?: string[] }).__csp ?? [])).map(
      (v) => `CSP: ${v}`,
    ),
  ];
}

test('the storefront and the back office run under the CSP with no violation', async ({ page, request }) => {
  const products = await allProducts(request);
  expect(products.length).toBeGreaterThan(0);
  const problems = await watch(page);

  const home = await page.goto('/');
  const csp = home!.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("object-src 'none'");
  expect(home!.headers()['x-content-type-options']).toBe('nosniff');
  expect(home!.headers()['x-frame-options']).toBe('SAMEORIGIN');

  const pages = ['/', '/shop', '/hoodies', '/beanies', `/product/${products[0]!.id}`, '/cart', '/QuickCart'];
  for (const path of [...pages, '/contact', '/about', '/size', '/privacy', '/terms']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await problems(), path).toEqual([]);
  }

  // The back office: login, orders dashboard, traffic dashboard.
  await logIn(page, 'admin');
  await page.waitForURL(/admin-dashboard/);
  await page.waitForLoadState('networkidle');
  await page.goto('/traffic-dashboard');
  await page.waitForLoadState('networkidle');
  expect(await problems(), 'back office').toEqual([]);
});

test('an inline script injected into the page is blocked by the CSP', async ({ page }) => {
  await page.goto('/');
  const ran = await page.evaluate(async () => {
    const seen = new Promise<string>((resolve) =>
      document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), {
        once: true,
      }),
    );
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    return {
      directive: await seen,
      injected: (window as unknown as { __injected?: boolean }).__injected ?? false,
    };
  });
  expect(ran.injected).toBe(false);
  expect(ran.directive).toMatch(/script-src/);
});

test('another site cannot read the API nor post a form with the shopper cookie', async ({
  page,
  baseURL,
}) => {
  // The shopper has a guest session on the store.
  await page.goto('/');
  const init = await page.request.post('/api/session/initialize');
  expect(init.ok()).toBe(true);
  const before = await (await page.request.get('/api/carts')).json();
  const product = (await (await page.request.get('/api/products?per_page=1')).json()).data[0];

  // A page on another site, served by the test itself.
  const forms = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
  await page.route(`${EVIL}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><body>
        ${forms
          .map(
            (
              enctype,
              i,
            ) => `<form id="f${i}" method="POST" action="${baseURL}/api/carts" enctype="${enctype}">
              <input name="product_id" value="${product.id}"><input name="size" value="M">
              <input name="quantity" value="5"></form>`,
          )
          .join('')}
      </body></html>`,
    }),
  );
  await page.goto(`${EVIL}/shop`);

  // Reading with the shopper's cookies, or writing JSON: the browser's CORS check stops both.
  const reads = await page.evaluate(async (origin) => {
    const attempt = async (init: RequestInit) => {
      try {
        const res = await fetch(`${origin}/api/carts`, { credentials: 'include', ...init });
        return `status ${res.status}`;
      } catch {
        return 'blocked';
      }
    };
    return [
      await attempt({}),
      await attempt({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }),
    ];
  }, baseURL);
  expect(reads).toEqual(['blocked', 'blocked']);

  // Each kind of form the page can post without asking: refused by the server.
  for (let i = 0; i < forms.length; i++) {
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url() === `${baseURL}/api/carts` && r.request().method() === 'POST'),
      page.evaluate((id) => (document.getElementById(id) as HTMLFormElement).submit(), `f${i}`),
    ]);
    expect(response.status(), forms[i]).toBe(403);
    await page.waitForURL(`${baseURL}/api/carts`);
    await page.goto(`${EVIL}/shop`);
  }

  const after = await (await page.request.get('/api/carts')).json();
  expect(after).toEqual(before);
});
