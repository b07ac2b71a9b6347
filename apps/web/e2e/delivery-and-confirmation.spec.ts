import { type Page } from '@playwright/test';
import { expect, newBrowserContext, test } from './test.ts';
import type { OrderCreated, Product } from '@vigor/shared';
import {
  bearer,
  cents,
  findProduct,
  guestSessionOf,
  isBuyable,
  money,
  shot,
  sizeWithStock,
  staffToken,
  unitPrice,
  VIEWPORTS,
} from './helpers.ts';

/** The seeded delivery settings (migration 20261123050001_delivery_zones). */
const ZONE_FEES = 'Casablanca 20.00 dh, Other cities 35.00 dh';
const FREE_FROM = 599;

/** Puts `quantity` of a product's size into this browser's cart through the API (the same guest session). */
async function fillCart(page: Page, product: Product, size: string, quantity: number) {
  await page.goto('/');
  // The page starts the guest's session after it loads (lib/guest-session.ts). A line added before
  // that would start a session of its own, which the page's would then replace in the cookie.
  await guestSessionOf(page.context());
  const response = await page.request.post('/api/carts', {
    data: { product_id: product.id, size, quantity, print_placement: 'FRONT' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * On an order's page: each line's amount and each total on its label's row, every amount ending
 * on the same edge, and the rows no wider than `maxRow` pixels (amounts stay next to their
 * labels on a wide screen).
 */
async function expectAmountsBesideLabels(page: Page, maxRow: number) {
  const rows = await page.locator('.receipt__row').evaluateAll((elements) =>
    elements.map((row) => {
      const [label, amount] = [row.firstElementChild!, row.lastElementChild!].map((e) =>
        e.getBoundingClientRect(),
      );
      return {
        text: row.textContent,
        width: row.getBoundingClientRect().width,
        label: label!,
        amount: amount!,
      };
    }),
  );
  expect(rows.length).toBeGreaterThanOrEqual(4);
  const ends = new Set(rows.map((r) => Math.round(r.amount.right)));
  expect(ends.size, 'amounts end on one edge').toBe(1);
  for (const row of rows) {
    expect(row.width, `${row.text}: row width`).toBeLessThanOrEqual(maxRow);
    expect(Math.abs(row.amount.top - row.label.top), `${row.text}: amount on its label's line`).toBeLessThan(
      8,
    );
    expect(row.amount.left, `${row.text}: amount after its label`).toBeGreaterThanOrEqual(row.label.right);
  }
}

/** Units of a product that make a subtotal below the free-delivery threshold, and above it. */
function quantities(product: Product) {
  const price = unitPrice(product);
  return { below: 1, above: Math.ceil(FREE_FROM / price) };
}

for (const [device, options] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${device}`, () => {
    test.use(options);

    test('the fee follows the city below the threshold, is free above it, and the confirmation page survives a reload', async ({
      page,
      browser,
      request,
    }) => {
      const product = await findProduct(
        request,
        (p) => isBuyable(p, quantities(p).below + quantities(p).above) && unitPrice(p) < FREE_FROM,
        'product buyable enough times to reach free delivery',
      );
      const price = unitPrice(product);
      // One size holds both orders' units: the product read above does not see the first order.
      const { below, above } = quantities(product);
      const size = sizeWithStock(product, below + above)!;

      // Below the threshold: before a city, what each zone costs; then Casablanca 20, Marrakech 35.
      await fillCart(page, product, size, below);
      await page.goto('/cart');
      await expect(page.getByTestId('delivery')).toHaveText(ZONE_FEES);
      await expect(page.getByTestId('total')).toHaveText(`${money(price)} + delivery`);
      await page.getByRole('button', { name: 'CHECK OUT' }).click();
      const form = page.getByRole('form', { name: 'Delivery details' });
      const city = form.getByLabel('City');
      await city.fill('casablanca');
      await expect(page.getByTestId('delivery')).toHaveText(money(20));
      await expect(page.getByTestId('total')).toHaveText(money((cents(price) + 2000) / 100));
      await city.fill('مراكش');
      await expect(page.getByTestId('delivery')).toHaveText(money(35));
      await city.fill('Paris');
      await form.getByLabel('Full name').fill('Nadia Delivery');
      await form.getByLabel('Phone').fill('0611223344');
      await form.getByRole('button', { name: 'PLACE ORDER' }).click();
      await expect(form.getByRole('alert')).toHaveText('Choose your city from the list of delivery cities.');
      await city.fill('Marrakech');
      const placed = page.waitForResponse(
        (r) => r.url().endsWith('/api/sales') && r.request().method() === 'POST',
      );
      await form.getByRole('button', { name: 'PLACE ORDER' }).click();
      const order = ((await (await placed).json()) as OrderCreated).data;
      expect(order).toMatchObject({ customer_city: 'Marrakech', delivery_fee: 35 });

      const thanks = page.getByRole('dialog', { name: /THANK YOU FOR YOUR ORDER!/ });
      await expect(thanks).toContainText(`Order number #${order.id}`);
      await expect(thanks).toContainText(`Total to pay: ${money((cents(price) + 3500) / 100)}`);
      await shot(page, `${device}-01-thank-you`);
      // The order's page is addressed by a random reference, never by the order's number.
      expect(order.reference).toMatch(/^[\w-]{22}$/);
      await thanks.getByRole('link', { name: 'VIEW MY ORDER' }).click();
      await expect(page).toHaveURL(`/order/${order.reference}`);

      // Still there after a reload: the status as the shop knows it (not yet confirmed), what
      // comes next, each line and each amount next to its label.
      await page.reload();
      await expect(page.getByText(`Order number #${order.id} was received.`)).toBeVisible();
      await expect(page.getByTestId('order-status')).toContainText('Status: Waiting for our call');
      await expect(page.getByTestId('order-status')).toContainText(
        /We call you within 24 hours to confirm it/,
      );
      await expect(page.getByRole('main').getByText(/confirmed/i)).toHaveCount(0);
      await expect(page.getByTestId('delivery')).toHaveText(money(35));
      await expect(page.getByTestId('total')).toHaveText(money((cents(price) + 3500) / 100));
      await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
      await expectAmountsBesideLabels(page, device === 'phone' ? 375 : 480);
      await shot(page, `${device}-02-confirmation-page`);

      // The link opens in another browser too (the shopper's WhatsApp on another phone) and
      // follows the shop: confirmed on the desk, the page says it is being prepared.
      const token = await staffToken(request);
      const confirmed = await request.put(`/api/sales/${order.id}`, {
        headers: bearer(token),
        data: { status: 'confirmed' },
      });
      expect(confirmed.ok(), await confirmed.text()).toBe(true);
      const strangerContext = await newBrowserContext(browser);
      const stranger = await strangerContext.newPage();
      await stranger.goto(`/order/${order.reference}`);
      await expect(stranger.getByTestId('order-status')).toContainText('Status: Confirmed');
      await expect(stranger.getByTestId('order-status')).toContainText('we are preparing your parcel');
      await expect(stranger.getByText(/We call you within/)).toHaveCount(0);
      await expect(stranger.getByTestId('total')).toHaveText(money((cents(price) + 3500) / 100));
      // Counting order numbers finds nothing.
      await stranger.goto(`/order/${order.id}`);
      await expect(
        stranger.getByText('We cannot find this order. Please check the link you received.'),
      ).toBeVisible();
      await expect(stranger.getByText(`#${order.id}`)).toHaveCount(0);
      await strangerContext.close();

      // Above the threshold: free whatever the city.
      await fillCart(page, product, size, above);
      await page.goto('/cart');
      await expect(page.getByTestId('delivery')).toHaveText('Free');
      await page.getByRole('button', { name: 'CHECK OUT' }).click();
      await form.getByLabel('City').fill('Casablanca');
      await expect(page.getByTestId('delivery')).toHaveText('Free');
      await expect(page.getByTestId('total')).toHaveText(money((cents(price) * above) / 100));
    });

    test('a page loaded or opened by a link starts at its top; back restores that entry only', async ({
      page,
    }) => {
      await page.goto('/shop');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      const shopY = await page.evaluate(() => window.scrollY);

      // A fresh load of another page: the top, not the shop's position.
      await page.goto('/cart');
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      // A link inside the store opens the next page at its top too.
      await page.goto('/shop');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.evaluate((y) => window.scrollTo(0, y), shopY);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: /size guide/i })
        .click();
      await expect(page).toHaveURL('/size');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      // Back: the shop where it was left.
      await page.goBack();
      await expect(page).toHaveURL('/shop');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    });
  });
}
