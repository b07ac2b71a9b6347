import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { DEFAULT_SIZES } from '@vigor/shared';
import {
  addToCartAndOpenCart,
  expectNoSidewaysScroll,
  findProduct,
  isBuyable,
  logIn,
  shot,
  sizeWithStock,
} from './helpers.ts';

const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
}

/** The element lies inside the phone's first screen (nothing scrolled). */
async function expectOnFirstScreen(locator: Locator) {
  const { x, y, width, height } = await box(locator);
  expect(x).toBeGreaterThanOrEqual(0);
  expect(x + width).toBeLessThanOrEqual(PHONE.width);
  expect(y).toBeGreaterThanOrEqual(0);
  expect(y + height).toBeLessThanOrEqual(PHONE.height);
}

/**
 * Every amount on the page ("449.00 dh"): how many are shown, and those that break across lines or
 * could (their text is allowed to wrap).
 */
async function pricesOnPage(page: Page) {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let shown = 0;
    const wrapped: string[] = [];
    const canWrap: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\d[\d.,]*\s*dh\b/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (lines.size === 0) continue;
        shown += 1;
        if (lines.size > 1) wrapped.push(match[0]);
        // A no-break space between the number and "dh" holds them together as well as nowrap.
        const joined = /\d\u00a0dh$/.test(match[0]);
        if (!joined && getComputedStyle(node.parentElement!).whiteSpace !== 'nowrap') canWrap.push(match[0]);
      }
    }
    return { shown, wrapped, canWrap };
  });
}

test('prices never wrap between the number and dh: shop, product, cart and checkout', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, (p) => isBuyable(p), 'buyable product');
  const expectPricesOnOneLine = async (atLeast: number) => {
    const prices = await pricesOnPage(page);
    expect(prices.shown, 'prices on the page').toBeGreaterThanOrEqual(atLeast);
    expect(prices.wrapped, 'prices broken across lines').toEqual([]);
    expect(prices.canWrap, 'prices allowed to wrap').toEqual([]);
  };

  await page.goto('/shop');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectPricesOnOneLine(2);

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expectPricesOnOneLine(1);

  await page.getByRole('radio', { name: sizeWithStock(product), exact: true }).check();
  await addToCartAndOpenCart(page);
  await page.getByRole('button', { name: 'CHECK OUT' }).click();
  await expect(page.getByRole('form', { name: 'Delivery details' })).toBeVisible();
  // The line, subtotal, each zone's fee and the total.
  await expectPricesOnOneLine(4);
});

test('the first screen of / shows the slogan, BUY NOW and the start of the first product row', async ({
  page,
}) => {
  await page.goto('/');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectOnFirstScreen(page.getByRole('heading', { level: 1 }));
  await expectOnFirstScreen(page.getByRole('link', { name: 'BUY NOW' }));
  const hoodies = page.getByRole('region', { name: 'HOODIES' });
  await expectOnFirstScreen(hoodies.getByRole('heading', { name: 'HOODIES' }));
  // The start of the first cards: their top and at least 120 px of their pictures.
  const first = hoodies.getByRole('article').first();
  await expect(first).toBeVisible();
  const card = await box(first);
  expect(card.y + 120).toBeLessThanOrEqual(PHONE.height);
  await expectNoSidewaysScroll(page);
  await shot(page, 'phone-first-screen');
});

test('the size guide shows every column of its tables and every size the shop sells, in English and Arabic', async ({
  page,
}) => {
  await page.goto('/size');
  const panel = page.getByRole('tabpanel');
  const check = async (table: Locator, columns: number) => {
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveCount(columns);
    for (const header of await table.getByRole('columnheader').all()) {
      const { x, width } = await box(header);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(PHONE.width);
    }
    const { scrollWidth, clientWidth } = await panel.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expectNoSidewaysScroll(page);
  };
  const hoodies = page.getByRole('table', { name: 'Hoodie measurements (cm)' });
  await check(hoodies, 5);
  await expect(hoodies.getByRole('rowheader')).toHaveText([...DEFAULT_SIZES]);
  await shot(page, 'phone-size-guide-hoodies');
  await page.getByRole('tab', { name: 'Beanies' }).click();
  await check(page.getByRole('table', { name: 'Beanie measurements (cm)' }), 3);

  await page.getByRole('button', { name: 'العربية' }).click();
  await page.getByRole('tab', { name: 'هوديز' }).click();
  const arabic = page.getByRole('table', { name: 'قياسات الهودي (سم)' });
  await check(arabic, 5);
  await expect(arabic.getByRole('rowheader')).toHaveText([...DEFAULT_SIZES]);
  await shot(page, 'phone-size-guide-arabic');
  await page.getByRole('tab', { name: 'قبعات' }).click();
  await check(page.getByRole('table', { name: 'قياسات القبعة (سم)' }), 3);
});

test('the back office at 375 px: a title on every page, tabs on screen, orders as stacked cards', async ({
  page,
  request,
}) => {
  // At least one order in the list, with a long item name and phone like real ones.
  const product = await findProduct(request, (p) => isBuyable(p), 'buyable product');
  expect((await request.post('/api/session/initialize')).ok()).toBe(true);
  const line = await request.post('/api/carts', {
    data: { product_id: product.id, size: sizeWithStock(product), quantity: 1 },
  });
  expect(line.status()).toBe(201);
  const placed = await request.post('/api/sales', {
    data: {
      customer_name: 'Fatima-Zahra El Ouazzani',
      customer_phone: '0661-00-11-22',
      customer_city: 'Casablanca',
      cart_ids: [((await line.json()) as { data: { id: number } }).data.id],
    },
  });
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as { data: { id: number } }).data.id;

  await page.goto('/admin');
  await expect(page).toHaveTitle('Connexion administrateur | VIGOR admin');
  await logIn(page, 'admin');
  await expect(page).toHaveURL('/admin-dashboard');
  await expect(page).toHaveTitle('Sales | VIGOR admin');

  // Every tab of the admin (STAFF and LOG too) is on the screen (they wrap), none hidden past the edge.
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(9);
  for (const tab of await tabs.all()) {
    const { x, width } = await box(tab);
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(PHONE.width);
  }

  // An order: its fields stacked inside the screen, the status dropdown reachable without scrolling sideways.
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
    .first();
  await expect(row).toBeVisible();
  for (const part of [
    row.getByRole('rowheader'),
    row.getByRole('combobox', { name: /Status of order/ }),
    row.getByRole('link', { name: /^Call / }),
  ]) {
    const { x, width } = await box(part);
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(PHONE.width);
  }
  const table = page.getByRole('table', { name: /Sales orders/ });
  const sideways = await table.evaluate((el) => {
    const wrap = el.parentElement!;
    return { scrollWidth: wrap.scrollWidth, clientWidth: wrap.clientWidth };
  });
  expect(sideways.scrollWidth).toBeLessThanOrEqual(sideways.clientWidth);
  await expectNoSidewaysScroll(page);
  await shot(page, 'phone-back-office-sales');

  // Confirmed, the order waits in the shipping tab's list, whose rows must fit the screen too.
  await page.getByLabel(`Status of order #${orderId}`).selectOption('confirmed');
  await expect(
    page.getByRole('status').filter({ hasText: `Order #${orderId} is now confirmed.` }),
  ).toBeVisible();

  for (const [name, title] of [
    // The desk's title counts its queue: "(3) Confirmation desk".
    ['CONFIRM', /^\(\d+\) Confirmation desk \| VIGOR admin$/],
    ['PRODUCTS', 'Products'],
    ['MESSAGES', 'Messages'],
    ['SHIPPING', 'Shipping'],
    ['REPORTS', 'Reports'],
    ['SETTINGS', 'Settings'],
  ] as const) {
    await page.getByRole('tab', { name }).click();
    await expect(page).toHaveTitle(typeof title === 'string' ? `${title} | VIGOR admin` : title);
    // Measured with the tab's data on screen, not its loading line.
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    if (name === 'SHIPPING') await expect(page.getByLabel(`Ship order #${orderId}`)).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
  await shot(page, 'phone-back-office-settings');
});
