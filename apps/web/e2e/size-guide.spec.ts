import { type Locator } from '@playwright/test';
import { expect, test } from './test.ts';
import { shot } from './helpers.ts';

const HOODIES = [
  ['S', '106', '68', '45', '63'],
  ['M', '112', '70', '47', '65'],
  ['L', '118', '72', '49', '67'],
  ['XL', '124', '74', '51', '69'],
  ['XXL', '130', '76', '53', '71'],
];

async function rows(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent?.trim() ?? '')));
}

test('the size guide in English, then in Arabic (lang="ar", right to left) with its tables', async ({
  page,
}) => {
  await page.goto('/size');
  const guide = page.getByTestId('size-guide');
  await expect(guide).toHaveAttribute('lang', 'en');
  await expect(guide).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'SIZE GUIDE' })).toBeVisible();
  const hoodieTable = page.getByRole('table', { name: 'Hoodie measurements (cm)' });
  await expect(hoodieTable).toBeVisible();
  await expect(hoodieTable.getByRole('columnheader')).toHaveText([
    'Size',
    'Chest',
    'Length',
    'Shoulder',
    'Sleeve',
  ]);
  expect(await rows(hoodieTable)).toEqual(HOODIES);
  await shot(page, '01-size-guide-en');

  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.getByRole('button', { name: 'العربية' })).toHaveAttribute('aria-pressed', 'true');
  await expect(guide).toHaveAttribute('lang', 'ar');
  await expect(guide).toHaveAttribute('dir', 'rtl');
  expect(await guide.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'دليل المقاسات' })).toBeVisible();

  const arabicHoodies = page.getByRole('table', { name: 'قياسات الهودي (سم)' });
  await expect(arabicHoodies).toBeVisible();
  await expect(arabicHoodies.getByRole('columnheader')).toHaveText([
    'المقاس',
    'الصدر',
    'الطول',
    'الكتف',
    'الكم',
  ]);
  expect(await rows(arabicHoodies)).toEqual(HOODIES);
  // Right to left: the first column (size) is drawn on the right.
  const [sizeHeader, chestHeader] = await arabicHoodies.getByRole('columnheader').all();
  const sizeBox = await sizeHeader!.boundingBox();
  const chestBox = await chestHeader!.boundingBox();
  expect(sizeBox!.x).toBeGreaterThan(chestBox!.x);
  await expect(page.getByRole('heading', { name: 'نصائح للمقاس' })).toBeVisible();
  await shot(page, '02-size-guide-ar');

  await page.getByRole('tab', { name: 'قبعات' }).click();
  await expect(page.getByRole('tab', { name: 'قبعات' })).toHaveAttribute('aria-selected', 'true');
  const beanies = page.getByRole('table', { name: 'قياسات القبعة (سم)' });
  await expect(beanies).toBeVisible();
  expect(await rows(beanies)).toEqual([['مقاس واحد', '54-58', '26']]);
  await shot(page, '03-size-guide-ar-beanies');

  await page.getByRole('button', { name: 'English' }).click();
  await expect(guide).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('table', { name: 'Beanie measurements (cm)' })).toBeVisible();
  await page.getByRole('link', { name: 'CONTACT SUPPORT' }).click();
  await expect(page).toHaveURL('/contact');
});
