import { expect, test } from './test.ts';
import {
  VIEWPORTS,
  createHoodie,
  expectNoSidewaysScroll,
  logIn,
  placeOrder,
  shot,
  staffToken,
} from './helpers.ts';

/** Cities beyond the ten a category chart shows one by one. */
const CITIES = [
  'Salé',
  'Témara',
  'Bouskoura',
  'Berrechid',
  'Settat',
  'Safi',
  'Essaouira',
  'Ifrane',
  'Taza',
  'Larache',
  'Khémisset',
  'El Jadida',
];

test.beforeAll(async ({ request }) => {
  const token = await staffToken(request);
  const product = await createHoodie(request, token, {
    name: `Report cities hoodie ${Date.now()}`,
    price: 199,
    units: 50,
  });
  for (const city of CITIES) await placeOrder(request, product, city);
});

for (const [screen, use] of Object.entries(VIEWPORTS)) {
  test.describe(screen, () => {
    test.use(use);

    test('REPORTS charts read at 12 px or more, with a value axis, values on the bars and the top 10 + Others', async ({
      page,
    }) => {
      await logIn(page, 'admin');
      await page.getByRole('tab', { name: 'REPORTS' }).click();
      const cities = page.getByRole('figure', { name: 'Orders by city' });
      await expect(cities.getByRole('listitem')).toHaveCount(11);
      await expect(cities.getByRole('listitem').last()).toHaveAccessibleName(/^Others \(\d+\): \d+ orders?$/);
      await expect(cities.getByText(/^\d+ orders?$/).first()).toBeVisible();
      const days = page.getByRole('figure', { name: 'Orders by day' });
      await expect(days.locator('.bo-chart__axis text').first()).toHaveText('0');

      // Every label as drawn on the screen: its font size times the SVG's scale.
      const sizes = await page.locator('.bo-chart__label').evaluateAll((labels) =>
        labels.map((label) => {
          const svg = label.closest('svg')!;
          const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
          return parseFloat(getComputedStyle(label).fontSize) * scale;
        }),
      );
      expect(sizes.length).toBeGreaterThan(20);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
      await expectNoSidewaysScroll(page);
      await shot(page, `reports-${screen}`);
    });
  });
}
