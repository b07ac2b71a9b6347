import { expect, test } from './test.ts';
import type { Product } from '@vigor/shared';
import {
  addToCartAndOpenCart,
  adminOrder,
  bearer,
  createProduct,
  fieldsOf,
  saveProduct,
  shopPageOf,
  shot,
  staffToken,
  watchErrors,
} from './helpers.ts';

// No dead ends, on a desktop and on a 375x812 phone: a product whose every size is sold out says
// so wherever it is shown, and a stock conflict at checkout is fixed from the marked cart line.
const SCREENS = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  {
    name: 'phone',
    use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  },
] as const;

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use(screen.use);
    // Several pages, the admin API and an order each: more than one default timeout on a busy machine.
    test.slow();

    test('a product with every size sold out is sold out on its card, in the home row and on its page', async ({
      page,
      request,
    }) => {
      const token = await staffToken(request);
      const home = (await (await request.get('/api/products/home')).json()) as {
        data: { hoodies: Product[] };
      };
      // A best-selling hoodie of the home row with counted stock, sold out for this test.
      const product = home.data.hoodies.find(
        (p) => p.status === 'available' && p.sizes.length > 1 && p.sizes.every((s) => s.quantity != null),
      );
      if (!product) throw new Error('The home row has no hoodie with counted stock');
      const errors = watchErrors(page);
      await saveProduct(request, token, product.id, {
        ...fieldsOf(product),
        // Sold out: each size's stock is what orders already hold (below it the admin must confirm).
        sizes: product.sizes.map((s) => ({ size: s.size, quantity: s.quantity! - s.available! })),
      });
      try {
        await page.goto('/');
        const homeCard = page
          .getByRole('region', { name: 'HOODIES' })
          .getByRole('article', { name: product.name });
        await homeCard.scrollIntoViewIfNeeded();
        await expect(homeCard.getByText('Sold Out', { exact: true })).toBeVisible();
        await expect(homeCard.getByRole('button', { name: `${product.name}: SOLD OUT` })).toBeDisabled();
        await expect(homeCard.getByRole('link')).toHaveCount(0);
        // Every card button says what it does: none that opens a page says ADD TO CART.
        for (const label of await page.locator('.card__button').allTextContents()) {
          expect(['ADD TO CART', 'CHOOSE SIZE', 'PRE-ORDER NOW', 'SOLD OUT', 'COMING SOON']).toContain(label);
        }
        await shot(page, `01-${screen.name}-home-row-sold-out`);

        await page.goto(await shopPageOf(request, product.id));
        const shopCard = page.getByRole('article', { name: product.name, exact: true });
        await shopCard.scrollIntoViewIfNeeded();
        await expect(shopCard.getByText('Sold Out', { exact: true })).toBeVisible();
        await expect(shopCard.getByRole('button', { name: `${product.name}: SOLD OUT` })).toBeDisabled();
        await shot(page, `02-${screen.name}-shop-sold-out`);

        // The page as the server sends it already says so, and it hydrates without an error.
        const html = await (await request.get(`/product/${product.id}`)).text();
        expect(html).toContain('SOLD OUT');
        expect(html).not.toContain('>Add to cart<');
        await page.goto(`/product/${product.id}`);
        await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
        await expect(page.getByRole('button', { name: 'SOLD OUT' })).toBeDisabled();
        await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Buy it now', exact: true })).toHaveCount(0);
        for (const size of await page.getByRole('radio').all()) await expect(size).toBeDisabled();
        await shot(page, `03-${screen.name}-product-sold-out`);
        expect(errors).toEqual([]);
      } finally {
        await saveProduct(request, token, product.id, fieldsOf(product));
      }
    });

    test('a stock conflict at checkout marks the cart line with the units left until it is fixed', async ({
      page,
      request,
    }) => {
      const token = await staffToken(request);
      const product = await createProduct(request, token, {
        name: `Conflict Hoodie ${screen.name} ${Date.now()}`,
        description: 'A hoodie whose stock drops while it is in a cart',
        price: 200,
        prix_reduction: null,
        type: 'hoodies',
        status: 'available',
        color: null,
        sizes: [{ size: 'M', quantity: 5 }],
      });
      try {
        await page.goto(`/product/${product.id}`);
        await page.getByRole('radio', { name: 'M', exact: true }).check();
        await page.getByRole('button', { name: 'Increase quantity' }).click();
        await page.getByRole('button', { name: 'Increase quantity' }).click();
        await addToCartAndOpenCart(page);
        const line = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('link', { name: product.name }) });
        await expect(line.getByRole('textbox', { name: `Quantity of ${product.name}` })).toHaveValue('3');

        // Meanwhile the shop sells units elsewhere: one is left.
        await saveProduct(request, token, product.id, {
          ...fieldsOf(product),
          sizes: [{ size: 'M', quantity: 1 }],
        });

        await page.getByRole('button', { name: 'CHECK OUT' }).click();
        const form = page.getByRole('form', { name: 'Delivery details' });
        await form.getByLabel('Full name').fill(`Conflict ${screen.name}`);
        await form.getByLabel('Phone').fill('0612345678');
        await form.getByLabel('City').fill('Casablanca');
        await form.getByRole('button', { name: 'PLACE ORDER' }).click();

        // The message is where the shopper is: by the button, on screen.
        const alert = form.getByRole('alert');
        await expect(alert).toContainText(`Quantity issues: ${product.name} (available: 1)`);
        await expect(alert).toBeInViewport();
        await expect(line).toHaveAccessibleDescription('Only 1 unit left: reduce the quantity to 1 or less.');
        await shot(page, `04-${screen.name}-conflict-message`);
        // FIX IN CART brings the marked line, with the button that fixes it focused.
        await alert.getByRole('button', { name: 'FIX IN CART' }).click();
        const fix = line.getByRole('button', { name: 'Change quantity to 1' });
        await expect(fix).toBeFocused();
        await expect(line).toBeInViewport();
        await shot(page, `05-${screen.name}-conflict-line`);
        await fix.click();
        await expect(line.getByRole('textbox')).toHaveValue('1');
        // Fixed: the mark and the message are gone, and the order goes through.
        await expect(line).not.toHaveClass(/line--conflict/);
        await expect(alert).toBeEmpty();
        await form.getByRole('button', { name: 'PLACE ORDER' }).click();
        const thanks = page.getByRole('dialog', { name: /THANK YOU FOR YOUR ORDER!/ });
        await expect(thanks).toBeVisible();
        const orderId = Number(
          /#(\d+)/.exec((await thanks.getByText(/Order number/).textContent()) ?? '')?.[1],
        );
        const order = await adminOrder(request, token, orderId);
        expect(order.items).toEqual([
          expect.objectContaining({ product_id: product.id, size: 'M', quantity: 1 }),
        ]);
      } finally {
        await request.delete(`/api/products/${product.id}`, { headers: bearer(token) });
      }
    });
  });
}
