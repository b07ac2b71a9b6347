import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import ar from '../src/messages/pages/ar.ts';
import arLayout from '../src/messages/ar.ts';
import en from '../src/messages/en.ts';
import { createProduct, fillArabicCheckout, staffToken, VIEWPORTS, watchErrors } from './helpers.ts';

// Wide enough for an item line on one row: its parts' boxes then say their order on the screen.
test.use(VIEWPORTS.desktop);

/** The left and right edges of an element on the screen. */
async function edges(element: Locator): Promise<{ left: number; right: number }> {
  const box = await element.boundingBox();
  expect(box, 'the element is shown').not.toBeNull();
  return { left: box!.x, right: box!.x + box!.width };
}

/**
 * Reads, from the bidi order on the screen, that an item line says "quantity, name, size" in its
 * reading direction: from the right in Arabic, each part wholly beyond the one before it.
 */
async function expectRightToLeft(line: Locator): Promise<void> {
  const quantity = await edges(line.locator('.item-line__quantity'));
  const name = await edges(line.locator('.item-line__name'));
  const size = await edges(line.locator('.item-line__size'));
  expect(quantity.left, 'the quantity is right of the name').toBeGreaterThanOrEqual(name.right);
  expect(name.left, 'the name is right of the size').toBeGreaterThanOrEqual(size.right);
}

test('an Arabic shopper orders a Latin-named product and reads the thank-you and the order page item line right to left', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  // A name of its own: journeys after this one look products up by name.
  const name = 'Tizi Hoodie Ink';
  // A product with no Arabic name: the Latin one shows on Arabic pages.
  const product = await createProduct(request, await staffToken(request), {
    name,
    description: 'Heavyweight hoodie.',
    price: 300,
    prix_reduction: null,
    type: 'hoodies',
    status: 'available',
    color: 'Black',
    sizes: [{ size: 'One Size', quantity: 5 }],
  });

  await page.goto(`/ar/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('radio', { name: ar.product.oneSize, exact: true }).check();
  await page.getByRole('button', { name: arLayout.ui.increase(arLayout.ui.quantity) }).click();
  await page.getByRole('button', { name: ar.product.buyNow, exact: true }).click();
  await expect(page).toHaveURL('/ar/QuickCart');
  await page.getByRole('button', { name: ar.cart.checkout }).click();
  const form = await fillArabicCheckout(page, `سلمى ترتيب ${Date.now()}`, '06 71 22 33 44');
  await form.getByRole('button', { name: ar.checkout.place }).click();

  const thanks = page.getByRole('dialog');
  await expect(thanks.getByText(ar.checkout.thanks.title)).toBeVisible();
  const line = thanks.getByRole('list', { name: ar.checkout.thanks.items }).getByRole('listitem');
  await expect(line).toHaveText(`2 × ${name} (${ar.product.oneSize})`);
  await expectRightToLeft(line);

  await thanks.getByRole('link', { name: ar.checkout.thanks.viewOrder }).click();
  await expect(page).toHaveURL(/^.*\/ar\/order\//);
  const row = page.getByRole('list', { name: ar.checkout.thanks.items }).getByRole('listitem');
  await expect(row.locator('.item-line')).toHaveText(`2 × ${name} (${ar.product.oneSize})`);
  await expectRightToLeft(row);
  expect(errors).toEqual([]);
});

/**
 * Which way a drawn chevron points: its tip is the side where its strokes span the fewest pixel
 * rows. Read from a screenshot of the glyph, drawn on a canvas in the page.
 */
async function pointingOf(page: Page, glyph: Locator): Promise<'left' | 'right'> {
  const png = (await glyph.screenshot()).toString('base64');
  // Read in a blank page: the store's content security policy allows no data: URL.
  const blank = await page.context().newPage();
  const pointing = await blank.evaluate(async (data) => {
    const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data: pixels } = context.getImageData(0, 0, image.width, image.height);
    const lightness = (x: number, y: number) => {
      const i = (y * image.width + x) * 4;
      return pixels[i]! + pixels[i + 1]! + pixels[i + 2]!;
    };
    const background = lightness(0, 0);
    // Each inked column's vertical span; the tip is where it is smallest.
    const spans: number[] = [];
    for (let x = 0; x < image.width; x++) {
      const inked = [];
      for (let y = 0; y < image.height; y++) if (Math.abs(lightness(x, y) - background) > 240) inked.push(y);
      if (inked.length > 0) spans.push(inked.at(-1)! - inked[0]!);
    }
    const half = Math.floor(spans.length / 2);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    return sum(spans.slice(0, half)) < sum(spans.slice(-half)) ? 'left' : 'right';
  }, png);
  await blank.close();
  return pointing;
}

test("the home rows' arrows point the Arabic way on Arabic pages", async ({ page }) => {
  const hoodies = (lang: 'en' | 'ar') => {
    const row = (lang === 'en' ? en : arLayout).row;
    const category = row.categories.hoodies;
    return {
      back: page.getByRole('button', { name: row.scrollBack(category) }).locator('.pointing'),
      forward: page.getByRole('button', { name: row.scrollForward(category) }).locator('.pointing'),
    };
  };
  await page.goto('/');
  expect(await pointingOf(page, hoodies('en').back)).toBe('left');
  expect(await pointingOf(page, hoodies('en').forward)).toBe('right');
  await page.goto('/ar/');
  // Back is towards the right in a right-to-left row.
  expect(await pointingOf(page, hoodies('ar').back)).toBe('right');
  expect(await pointingOf(page, hoodies('ar').forward)).toBe('left');
});
