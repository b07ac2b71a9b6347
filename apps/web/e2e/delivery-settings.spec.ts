import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import {
  cashToCollect,
  formatPrice,
  type DeliverySettings,
  type OrderCreated,
  type Product,
} from '@vigor/shared';
import fr from '../src/messages/pages/fr.ts';
import {
  bearer,
  cents,
  findProduct,
  isBuyable,
  logIn,
  money,
  shot,
  sizeWithStock,
  staffToken,
  unitPrice,
  VIEWPORTS,
} from './helpers.ts';

async function readSettings(request: APIRequestContext): Promise<DeliverySettings> {
  const response = await request.get('/api/delivery');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: DeliverySettings }).data;
}

/** A buyable product whose one unit does not ship free under `settings`. */
function productBelowThreshold(request: APIRequestContext, settings: DeliverySettings): Promise<Product> {
  return findProduct(
    request,
    (p) => isBuyable(p) && unitPrice(p) < settings.free_from,
    'product below the free-delivery threshold',
  );
}

/** Saves delivery settings as an admin does (also: puts the saved ones back for the other journeys). */
async function restore(request: APIRequestContext, settings: DeliverySettings) {
  const token = await staffToken(request);
  const response = await request.put('/api/admin/delivery', {
    headers: bearer(token),
    data: {
      free_from: settings.free_from,
      zones: settings.zones.map((z) => ({
        name: z.name,
        fee: z.fee,
        cities: z.cities.map((c) => ({ name_fr: c.name_fr, name_ar: c.name_ar })),
      })),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * One unit in this browser's cart, through the API: the guest session is made first, so the
 * page's own start-up reuses it instead of racing to make another.
 */
async function fillCart(page: Page, product: Product) {
  expect((await page.request.post('/api/session/initialize')).ok()).toBe(true);
  const response = await page.request.post('/api/carts', {
    data: { product_id: product.id, size: sizeWithStock(product), quantity: 1, print_placement: 'FRONT' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

for (const [device, options] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${device}`, () => {
    test.use(options);

    test('the admin changes a fee and adds a city in SETTINGS; the checkout picks it by its Arabic name and charges the new fee', async ({
      page,
      request,
    }) => {
      const saved = await readSettings(request);
      const product = await productBelowThreshold(request, saved);
      try {
        await logIn(page, 'admin');
        await expect(page).toHaveURL('/admin-dashboard');
        await page.getByRole('tab', { name: 'SETTINGS' }).click();
        await expect(page).toHaveTitle('Settings | VIGOR admin');
        const form = page.getByRole('form', { name: 'Delivery settings' });
        const fee = form.getByLabel('Fee for Other cities (dh)');
        await expect(fee).toHaveValue('35');

        // A wrong amount is told next to its field and nothing is saved.
        await fee.fill('');
        await form.getByRole('button', { name: 'SAVE DELIVERY' }).click();
        await expect(fee).toHaveAccessibleDescription('Enter an amount in dh');

        await fee.fill('42.5');
        await form.getByRole('button', { name: 'Add a city to Other cities' }).click();
        const cities = form.getByRole('list', { name: 'Cities of Other cities' });
        const last = (await cities.getByRole('listitem').count()) - 0;
        await cities.getByLabel(`French name of city ${last} of Other cities`).fill('Azrou');
        await cities.getByLabel(`Arabic name of city ${last} of Other cities`).fill('أزرو');
        await shot(page, `${device}-delivery-settings`);
        const put = page.waitForResponse(
          (r) => r.url().endsWith('/api/admin/delivery') && r.request().method() === 'PUT',
        );
        await form.getByRole('button', { name: 'SAVE DELIVERY' }).click();
        expect((await put).status()).toBe(200);
        await expect(page.getByText('Delivery settings saved')).toBeVisible();
        const now = await readSettings(request);
        expect(now.zones.find((z) => z.name === 'Other cities')).toMatchObject({ fee: 42.5 });

        // The shopper's checkout: the city typed in Arabic, chosen with the keyboard; the new fee.
        await fillCart(page, product);
        await page.goto('/cart');
        await expect(page.getByTestId('delivery')).toHaveText('Casablanca 20.00 dh, Other cities 42.50 dh');
        await page.getByRole('button', { name: 'CHECK OUT' }).click();
        const checkout = page.getByRole('form', { name: 'Delivery details' });
        const city = checkout.getByRole('combobox', { name: 'City' });
        await city.pressSequentially('أزر');
        await expect(checkout.getByRole('option')).toHaveText(['Azrouأزرو']);
        await city.press('ArrowDown');
        await city.press('Enter');
        await expect(city).toHaveValue('Azrou');
        await expect(city).toHaveAttribute('aria-expanded', 'false');
        await expect(page.getByTestId('delivery')).toHaveText(money(42.5));
        await expect(page.getByTestId('total')).toHaveText(money((cents(unitPrice(product)) + 4250) / 100));
        await shot(page, `${device}-checkout-new-city`);
      } finally {
        await restore(request, saved);
      }
    });

    test('the city picker filters by French name without accents and by Arabic name, with the mouse too', async ({
      page,
      request,
    }) => {
      const product = await findProduct(request, (p) => isBuyable(p), 'buyable product');
      await fillCart(page, product);
      await page.goto('/cart');
      await page.getByRole('button', { name: 'CHECK OUT' }).click();
      const checkout = page.getByRole('form', { name: 'Delivery details' });
      const city = checkout.getByRole('combobox', { name: 'City' });

      // French, typed without its accents.
      await city.pressSequentially('fes');
      await expect(checkout.getByRole('option')).toHaveText(['Fèsفاس']);
      await checkout.getByRole('option', { name: /Fès/ }).click();
      await expect(city).toHaveValue('Fès');
      await expect(city).toBeFocused();
      await expect(page.getByTestId('delivery')).toHaveText(money(35));

      // Arabic: the Casablanca zone's fee.
      await city.fill('');
      await city.pressSequentially('الدار');
      await expect(checkout.getByRole('option')).toHaveText(['Casablancaالدار البيضاء']);
      await city.press('ArrowDown');
      await city.press('Enter');
      await expect(city).toHaveValue('Casablanca');
      await expect(page.getByTestId('delivery')).toHaveText(money(20));

      // A city the shop does not serve: said at once, and refused on PLACE ORDER.
      await city.fill('');
      await city.pressSequentially('Paris');
      await expect(
        checkout.getByText('We do not deliver to "Paris" yet: choose a city from the list.'),
      ).toBeVisible();
      await expect(checkout.getByRole('option')).toHaveCount(0);
      await shot(page, `${device}-city-not-served`);
    });
  });
}

test.describe('on a phone', () => {
  test.use(VIEWPORTS.phone);

  test('a fee changed while the checkout is open: the order is refused with the new totals, shown in French, and placed at them', async ({
    page,
    request,
  }) => {
    const saved = await readSettings(request);
    const product = await productBelowThreshold(request, saved);
    const price = unitPrice(product);
    const frMoney = (amount: number) => formatPrice(amount, 'fr');
    try {
      await fillCart(page, product);
      await page.goto('/fr/cart');
      await page.getByRole('button', { name: fr.cart.checkout }).click();
      const form = page.getByRole('form', { name: fr.checkout.details });
      await form.getByLabel('Nom complet').fill(`Karim Frais ${Date.now()}`);
      await form.getByLabel('Téléphone').fill('06 77 88 99 00');
      await form.getByRole('combobox', { name: fr.checkout.city }).fill('Rabat');
      await expect(page.getByTestId('delivery')).toHaveText(frMoney(35));
      await expect(page.getByTestId('total')).toHaveText(
        frMoney(cashToCollect({ total_amount: price, delivery_fee: 35 })),
      );

      // Meanwhile the admin raises the fee of the other cities.
      await restore(request, {
        ...saved,
        zones: saved.zones.map((z) => (z.name === 'Other cities' ? { ...z, fee: 39 } : z)),
      });

      const refused = page.waitForResponse(
        (r) => r.url().endsWith('/api/sales') && r.request().method() === 'POST',
      );
      await form.getByRole('button', { name: fr.checkout.place }).click();
      expect((await refused).status()).toBe(409);
      // The refusal, then the shop's phone and WhatsApp under it (the same alert).
      await expect(form.getByRole('alert')).toContainText(
        fr.checkout.totalsChanged(price, 39, cashToCollect({ total_amount: price, delivery_fee: 39 })),
      );
      await expect(page.getByTestId('delivery')).toHaveText(frMoney(39));
      await expect(page.getByTestId('total')).toHaveText(
        frMoney(cashToCollect({ total_amount: price, delivery_fee: 39 })),
      );
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await shot(page, 'phone-fee-changed');

      const placed = page.waitForResponse(
        (r) => r.url().endsWith('/api/sales') && r.request().method() === 'POST',
      );
      await form.getByRole('button', { name: fr.checkout.place }).click();
      const response = await placed;
      expect(response.status()).toBe(201);
      expect(((await response.json()) as OrderCreated).data).toMatchObject({ delivery_fee: 39 });
      const thanks = page.getByRole('dialog');
      await expect(thanks.getByText(fr.checkout.thanks.title)).toBeVisible();
      await expect(thanks).toContainText(frMoney(cashToCollect({ total_amount: price, delivery_fee: 39 })));
    } finally {
      await restore(request, saved);
    }
  });
});
