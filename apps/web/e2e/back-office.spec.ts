import { readFile } from 'node:fs/promises';
import { type Browser, type Locator, type Page } from '@playwright/test';
import { expect, newBrowserContext, test } from './test.ts';
import {
  deliveryFee,
  sumAmounts,
  type DeliverySettings,
  type OrderCreated,
  type Product,
} from '@vigor/shared';
import { salesColumns } from '../src/features/admin-orders/lib/sales-columns.ts';
import { openInSpreadsheetEngine } from '../src/test/libreoffice.ts';
import { E2E_STAFF } from './fixtures.ts';
import {
  adminOrder,
  bearer,
  findProduct,
  guestSessionOf,
  isBuyable,
  logIn,
  money,
  shot,
  sizeWithStock,
  solidPng,
  staffToken,
  unitPrice,
} from './helpers.ts';

/** The storefront's product page as a new shopper (fresh browser context, no cache) sees it. */
async function asShopper<T>(browser: Browser, path: string, look: (page: Page) => Promise<T>): Promise<T> {
  const context = await newBrowserContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(path);
    return await look(page);
  } finally {
    await context.close();
  }
}

test('a wrong password shows the French message and keeps the staff member on /admin', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('main')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Connexion administrateur' })).toBeVisible();
  // The name field has the focus: staff type at once.
  await expect(page.getByLabel('Nom', { exact: true })).toBeFocused();
  // Both fields are required.
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByLabel('Nom', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Mot de passe')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Nom', { exact: true }).fill(E2E_STAFF.admin.nom);
  await page.getByLabel('Mot de passe').fill('not the password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText('Nom ou mot de passe incorrect');
  await expect(page).toHaveURL('/admin');
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await shot(page, '01-login-wrong-password');

  // Without a token the dashboards send the browser back to the login screen.
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL('/admin');
  await page.goto('/traffic-dashboard');
  await expect(page).toHaveURL('/admin');
});

test('the admin sees a just-placed order, changes its status and exports the sales spreadsheet', async ({
  page,
  request,
}) => {
  // A shopper orders through the API (its own guest session, in this request context's cookies).
  const product = await findProduct(request, (p) => isBuyable(p), 'buyable product');
  const size = sizeWithStock(product) as string;
  expect((await request.post('/api/session/initialize')).ok()).toBe(true);
  const line = await request.post('/api/carts', { data: { product_id: product.id, quantity: 1, size } });
  expect(line.status()).toBe(201);
  const lineId = ((await line.json()) as { data: { id: number } }).data.id;
  const customer = `Hamza Backoffice ${Date.now()}`;
  const placed = await request.post('/api/sales', {
    data: {
      customer_name: customer,
      customer_phone: '0661-00-11-22',
      customer_city: 'Tanger',
      cart_ids: [lineId],
    },
    headers: { 'Idempotency-Key': `e2e-back-office-${Date.now()}` },
  });
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as OrderCreated).data.id;
  const price = unitPrice(product);
  // The fee the shop's delivery zones charge to Tanger for this subtotal.
  const delivery = (await (await request.get('/api/delivery')).json()) as { data: DeliverySettings };
  const fee = deliveryFee(delivery.data, 'Tanger', price)!;

  await logIn(page, 'admin');
  await expect(page).toHaveURL('/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'VIGOR ADMIN' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'SALES' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.bo-stat').filter({ hasText: 'Total Revenue' })).toContainText(/\d+\.\d{2} dh/);

  // The newest order is on the first page; the search narrows it to this one.
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `#${orderId}` }) });
  await expect(row).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(customer);
  await expect(page.getByText('1 order found')).toBeVisible();
  await expect(row).toContainText(customer);
  await expect(row).toContainText('+212661001122');
  await expect(row).toContainText('Tanger');
  await expect(row).toContainText(product.name);
  await expect(row).toContainText(`Size ${size} · Qty 1`);
  await expect(row).toContainText(`To collect: ${money(sumAmounts([price, fee]))}`);
  await expect(row.getByRole('link', { name: `Call ${customer}` })).toHaveAttribute(
    'href',
    'tel:+212661001122',
  );
  const status = row.getByLabel(`Status of order #${orderId}`);
  await expect(status).toHaveValue('pending');
  await shot(page, '02-sales-order');

  await status.selectOption('confirmed');
  await expect(
    page.getByRole('status').filter({ hasText: `Order #${orderId} is now confirmed.` }),
  ).toBeVisible();
  await expect(status).toHaveValue('confirmed');
  await expect(status).toBeEnabled();
  const token = await staffToken(request);
  expect((await adminOrder(request, token, orderId)).status).toBe('confirmed');
  // The filter counts follow.
  await page.getByRole('button', { name: /^✔?\s*Confirmed/ }).click();
  await expect(row).toBeVisible();

  // Export to Excel: the current search and filter, read back by LibreOffice in a French locale.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vigor-sales-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const { 'sales.xlsx': sheet = [] } = await openInSpreadsheetEngine({
    'sales.xlsx': await readFile(await download.path()),
  });
  expect(sheet.map((row) => row.length)).toEqual([12, 12]);
  expect(sheet[0]!.map((c) => c.shown)).toEqual(salesColumns.map((c) => c.header));
  const cells = sheet[1]!;
  expect(cells[0]).toMatchObject({ type: 'float', value: String(orderId) });
  expect(cells[1]!.type).toBe('date');
  expect(cells.slice(2, 6).map((c) => [c.type, c.shown])).toEqual([
    ['string', customer],
    ['string', '+212661001122'],
    ['string', 'Tanger'],
    ['string', 'confirmed'],
  ]);
  expect(cells.slice(7, 10).map((c) => [c.type, Number(c.value)])).toEqual([
    ['float', price],
    ['float', fee],
    ['float', sumAmounts([price, fee])],
  ]);
});

test('a large sales export (sheet over 160 KB, compressed off the main thread) downloads under the CSP', async ({
  page,
}) => {
  // 600 orders answered by the page's own network layer: the file's sheet is large enough that
  // the zip library compresses it in a worker, which the Content-Security-Policy must allow.
  const pages = 6;
  await page.route(/\/api\/sales\?.*per_page=100/, async (route) => {
    const pageNumber = Number(new URL(route.request().url()).searchParams.get('page'));
    const data = Array.from({ length: 100 }, (_, i) => {
      const id = pageNumber * 1000 + i;
      return {
        id,
        customer_name: `Client ${id} =1+1`,
        customer_phone: '+212612345678',
        customer_city: `Ville ${id}`,
        total_amount: 249.5,
        delivery_fee: 30,
        status: 'pending',
        sale_date: '2026-11-20T14:30:00.000Z',
        created_at: '2026-11-20T14:30:00.000Z',
        items: [
          {
            id,
            product_id: 1,
            size: 'M',
            quantity: 1,
            price: 249.5,
            original_price: 249.5,
            product: { name: `Hoodie ${id}`, image: null, price: 249.5, prix_reduction: null },
          },
        ],
        phone_history: { orders: 0, canceled: 0, delivered: 0 },
      };
    });
    await route.fulfill({
      json: {
        data,
        meta: { page: pageNumber, per_page: 100, total: pages * 100, total_pages: pages },
      },
    });
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await logIn(page, 'admin');
  await expect(page).toHaveURL('/admin-dashboard');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const download = await downloading;
  const bytes = await readFile(await download.path());
  expect(violations).toEqual([]);
  const { 'large.xlsx': sheet = [] } = await openInSpreadsheetEngine({ 'large.xlsx': bytes });
  expect(sheet).toHaveLength(pages * 100 + 1);
  expect(sheet.at(-1)![2]).toMatchObject({ type: 'string', shown: `Client ${pages * 1000 + 99} =1+1` });
});

test("every back-office tab opens at its own URL and from the seed's tab bar; ?tab= links land on the tab's URL", async ({
  page,
}) => {
  /** Each tab's URL, its label in the tab bar and what its panel shows first. */
  const tabs: [string, string, (panel: Locator) => Locator][] = [
    ['/admin-dashboard', 'SALES', (panel) => panel.getByRole('heading', { name: 'Sales Orders' })],
    [
      '/admin-dashboard/confirm',
      'CONFIRM',
      (panel) => panel.getByRole('heading', { name: 'Orders to confirm' }),
    ],
    [
      '/admin-dashboard/products',
      'PRODUCTS',
      (panel) => panel.getByRole('heading', { name: 'Products', exact: true }),
    ],
    [
      '/admin-dashboard/messages',
      'MESSAGES',
      (panel) => panel.getByRole('heading', { name: 'Customer Messages' }),
    ],
    [
      '/admin-dashboard/shipping',
      'SHIPPING',
      (panel) => panel.getByRole('heading', { name: 'Ship confirmed orders' }),
    ],
    ['/admin-dashboard/reports', 'REPORTS', (panel) => panel.getByRole('form', { name: 'Report range' })],
    [
      '/admin-dashboard/settings',
      'SETTINGS',
      (panel) => panel.getByRole('heading', { name: 'Delivery', exact: true }),
    ],
  ];
  const expectTab = async (url: string, label: string, mark: (panel: Locator) => Locator) => {
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    await expect(mark(page.getByRole('tabpanel', { name: label }))).toBeVisible();
  };

  await logIn(page, 'admin');
  await expect(page).toHaveURL('/admin-dashboard');
  for (const [url, label, mark] of tabs) {
    await page.goto(url);
    await expectTab(url, label, mark);
  }
  for (const [url, label, mark] of [...tabs.slice(1), tabs[0]!]) {
    await page.getByRole('tab', { name: label }).click();
    await expectTab(url, label, mark);
  }

  // The seed's links: the tab's own URL replaces the ?tab= entry, so Back returns to SALES.
  await page.goto('/admin-dashboard?tab=shipping');
  await expectTab(...tabs[4]!);
  await page.goBack();
  await expectTab(...tabs[0]!);
});

test('the admin adds a product with an image, edits and deletes it, and the storefront follows', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now();
  const name = `E2E Kasbah Hoodie ${stamp}`;
  const renamed = `E2E Kasbah Hoodie Reloaded ${stamp}`;

  await logIn(page, 'admin');
  await expect(page).toHaveURL('/admin-dashboard');
  await page.getByRole('tab', { name: 'PRODUCTS' }).click();
  await expect(page).toHaveURL('/admin-dashboard/products');
  await page.getByRole('button', { name: 'ADD PRODUCT' }).click();

  const form = page.getByRole('dialog', { name: 'Add product' });
  await expect(form).toBeVisible();
  // The form's own rules first.
  await form.getByRole('button', { name: 'Add product', exact: true }).click();
  await expect(form.getByText('Please correct the highlighted fields.')).toBeVisible();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Valid price is required')).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill(name);
  await expect(form.getByText('Name is required')).toBeHidden();
  await form
    .getByLabel('Description', { exact: true })
    .fill('Heavyweight fleece, drawn for the e2e journey.');
  await form.getByLabel('Price (dh)').fill('189');
  await form.getByLabel('Sale price (dh, optional)').fill('200');
  await form.getByLabel('Type').selectOption('hoodies');
  await form.getByLabel('Size 1', { exact: true }).selectOption('M');
  await form.getByLabel('Quantity of size 1').fill('7');
  await form.getByRole('button', { name: 'Add product', exact: true }).click();
  await expect(form.getByText('Discount price must be less than original price')).toBeVisible();
  await form.getByLabel('Sale price (dh, optional)').fill('');
  // A second size, added and then removed, and a third one kept.
  await form.getByRole('button', { name: '+ Add size' }).click();
  await expect(form.getByLabel('Size 2', { exact: true })).toBeVisible();
  await form.getByRole('button', { name: /^Remove size 2/ }).click();
  await expect(form.getByLabel('Size 2', { exact: true })).toHaveCount(0);
  await form.getByRole('button', { name: '+ Add size' }).click();
  await form.getByLabel('Size 2', { exact: true }).selectOption('L');
  await form.getByLabel('Quantity of size 2').fill('3');
  await form.getByLabel('Image (optional)').setInputFiles({
    name: 'kasbah.png',
    mimeType: 'image/png',
    buffer: solidPng(48, 48, [180, 40, 30]),
  });
  await expect(form.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
  await shot(page, '01-add-product-form');

  await form.getByRole('button', { name: 'Add product', exact: true }).click();
  const confirmAdd = page.getByRole('dialog', { name: 'Add this product?' });
  await expect(confirmAdd).toContainText(`“${name}” will be added to the shop.`);
  await confirmAdd.getByRole('button', { name: 'Yes, add' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Product created successfully' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  await expect(page.getByText('1 product', { exact: true })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('189.00 dh');
  await expect(card.getByRole('img', { name })).toHaveAttribute('src', /\/storage\//);
  await shot(page, '02-product-added');

  // Through the API: stored with both sizes and a re-encoded image that the server serves.
  const found = (await (await request.get(`/api/products?q=${encodeURIComponent(name)}`)).json()) as {
    data: Product[];
  };
  expect(found.data).toHaveLength(1);
  const created = found.data[0]!;
  expect(created).toMatchObject({
    name,
    type: 'hoodies',
    status: 'available',
    price: 189,
    prix_reduction: null,
  });
  expect(created.sizes.map((s) => [s.size, s.quantity])).toEqual([
    ['M', 7],
    ['L', 3],
  ]);
  expect(created.image).toBeTruthy();

  await asShopper(browser, `/product/${created.id}`, async (shop) => {
    await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(shop.locator('.product__price')).toContainText('189.00 dh');
    const image = shop.getByRole('img', { name }).first();
    await expect(image).toHaveAttribute('src', /\/storage\/.+\.webp$/);
    const src = (await image.getAttribute('src')) as string;
    const served = await shop.request.get(src);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    await expect(shop.getByRole('radio', { name: 'M', exact: true })).toBeVisible();
    await expect(shop.getByRole('radio', { name: 'L', exact: true })).toBeVisible();
    await shot(shop, '03-storefront-new-product');
  });

  // Edit: new name and price.
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit product' });
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(edit.getByRole('img', { name: `Current image of ${name}` })).toBeVisible();
  await edit.getByLabel('Name', { exact: true }).fill(renamed);
  await edit.getByLabel('Price (dh)').fill('159.5');
  await edit.getByRole('button', { name: 'Update product' }).click();
  const confirmUpdate = page.getByRole('dialog', { name: 'Update this product?' });
  await expect(confirmUpdate).toContainText(renamed);
  await confirmUpdate.getByRole('button', { name: 'Yes, update' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Product updated successfully' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(renamed);
  await expect(page.getByText('1 product', { exact: true })).toBeVisible();
  const renamedCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: renamed, exact: true }) });
  await expect(renamedCard).toContainText('159.50 dh');

  await asShopper(browser, `/product/${created.id}`, async (shop) => {
    await expect(shop.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(shop.locator('.product__price')).toContainText('159.50 dh');
    await shot(shop, '04-storefront-edited-product');
  });
  await asShopper(browser, `/shop`, async (shop) => {
    await expect(shop.getByRole('heading', { level: 1, name: 'SHOP ALL' })).toBeVisible();
    const total = (
      (await (await shop.request.get('/api/products?per_page=1')).json()) as { meta: { total: number } }
    ).meta.total;
    await expect(shop.getByText(`${total} products`)).toBeVisible();
  });

  // Delete, after a confirmation.
  await renamedCard.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Delete this product?' });
  await expect(confirmDelete).toContainText(renamed);
  await confirmDelete.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${renamed}” was deleted.` })).toBeVisible();
  await expect(page.getByText('No products found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms')).toBeVisible();
  expect((await request.get(`/api/products/${created.id}`)).status()).toBe(404);

  await asShopper(browser, `/product/${created.id}`, async (shop) => {
    await expect(shop.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
    await expect(shop.getByRole('link', { name: 'BACK TO SHOP' })).toHaveAttribute('href', '/shop');
  });
});

test('the traffic admin sees a live shopper session with its cart, resets all, and cannot open the admin dashboard', async ({
  page,
  browser,
  request,
}) => {
  const product = await findProduct(request, (p) => isBuyable(p), 'buyable product');
  const size = sizeWithStock(product) as string;

  // A shopper in a second browser: a product page and one line in the cart.
  const shopperContext = await newBrowserContext(browser);
  try {
    const shopper = await shopperContext.newPage();
    await shopper.goto(`/product/${product.id}`);
    await shopper.getByRole('radio', { name: size, exact: true }).check();
    await shopper.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(shopper.getByRole('dialog', { name: 'Item added to your cart' })).toBeVisible();
    const sessionId = await guestSessionOf(shopperContext);
    const prefix = sessionId.length > 8 ? `${sessionId.slice(0, 8)}…` : sessionId;

    await logIn(page, 'traffic');
    await expect(page).toHaveURL('/traffic-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Traffic Dashboard' })).toBeVisible();
    await expect(page.getByText('Real-time User Monitoring')).toBeVisible();
    await page.getByRole('button', { name: 'Refresh' }).click();

    const toggle = page.getByRole('button', { name: `Session ${prefix}: show details` });
    await expect(toggle).toBeVisible();
    const row = page.getByRole('row').filter({ has: toggle });
    await expect(row).toContainText(`/product/${product.id}`);
    await expect(row).toContainText('Chrome');
    await expect(row).toContainText('1 item');
    const activeUsers = page.locator('.bo-stat').filter({ hasText: 'Active Users' }).locator('dd');
    await expect(activeUsers).toHaveText(/^[1-9]\d*$/);
    await expect(page.locator('.bo-stat').filter({ hasText: 'Cart Activities' }).locator('dd')).toHaveText(
      /^[1-9]\d*$/,
    );

    await toggle.click();
    const details = page.locator(`[id="bo-session-${sessionId}"]`);
    await expect(details).toBeVisible();
    await expect(details).toContainText(sessionId);
    const cart = details.getByRole('table');
    await expect(cart.getByRole('row').filter({ hasText: product.name })).toContainText(size);
    await expect(cart).toContainText(`Cart total${money(unitPrice(product))}`);
    await shot(page, '01-traffic-session');

    // RESET ALL, after its confirmation.
    await page.getByRole('button', { name: 'RESET ALL' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset all sessions?' });
    await expect(confirm.getByRole('listitem')).toHaveText([
      'Delete all guest sessions',
      'Clear all carts',
      'Remove all quick cart items',
      'Log out all active users',
    ]);
    await shot(page, '02-traffic-reset-confirm');
    await confirm.getByRole('button', { name: 'Yes, reset all' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Sessions reset successfully!' });
    await expect(done).toBeVisible();
    const counts = /Deleted (\d+) guest sessions, (\d+) cart items and (\d+) quick cart items\./.exec(
      (await done.textContent()) ?? '',
    );
    expect(counts, 'the counts of the reset').not.toBeNull();
    expect(Number(counts![1])).toBeGreaterThanOrEqual(1);
    expect(Number(counts![2])).toBeGreaterThanOrEqual(1);
    await expect(toggle).toHaveCount(0);
    await expect(page.getByText('No active users at the moment')).toBeVisible();
    await shot(page, '03-traffic-after-reset');
    // The shopper's session and cart are gone.
    expect(((await (await shopper.request.get('/api/carts')).json()) as { data: unknown[] }).data).toEqual(
      [],
    );
  } finally {
    await shopperContext.close();
  }

  // A traffic_admin cannot open the admin dashboard, in the browser or through the API.
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL('/traffic-dashboard');
  await expect(page.getByRole('heading', { name: 'VIGOR ADMIN' })).toHaveCount(0);
  const trafficToken = await staffToken(request, 'traffic');
  expect((await request.get('/api/sales', { headers: bearer(trafficToken) })).status()).toBe(403);
});
