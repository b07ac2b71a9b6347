import { type Locator, type Page } from '@playwright/test';
import { daysBefore, shopDay } from '@vigor/shared';
import { expect, test } from './test.ts';
import { VIEWPORTS, bearer, expectNoSidewaysScroll, logIn, shot, staffToken } from './helpers.ts';

/** The page is no wider than the screen, measured as the browser scrolls it. */
async function expectPageFits(page: Page) {
  await expectNoSidewaysScroll(page);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/**
 * Every table and chart under `root` lies inside the content box of the panel or SETTINGS section that holds it
 * (the ad events' table shows once an order's events were sent), and nothing between the
 * two hides part of it in a sideways scroller. Answers how many were measured.
 */
async function expectInsideTheirBoxes(root: Locator): Promise<number> {
  const found = await root.evaluate((element) =>
    [...element.querySelectorAll('table, svg.bo-chart__svg')].map((item) => {
      const box = item.closest('.bo-panel, .bo-settings')!;
      // The panel's content box: inside its border and padding.
      const style = getComputedStyle(box);
      const edges = box.getBoundingClientRect();
      const outer = {
        left: edges.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft),
        right: edges.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight),
      };
      const inner = item.getBoundingClientRect();
      const scrollers: string[] = [];
      for (let node = item.parentElement; node && node !== box; node = node.parentElement) {
        if (node.scrollWidth > node.clientWidth) scrollers.push(node.className);
      }
      return {
        name: item.getAttribute('aria-label') ?? item.closest('figure')?.textContent?.slice(0, 30),
        left: Math.round(inner.left - outer.left),
        right: Math.round(outer.right - inner.right),
        width: Math.round(inner.width),
        box: Math.round(outer.right - outer.left),
        scrollers,
      };
    }),
  );
  for (const item of found) {
    expect(item.left, `${item.name}: ${item.width} px in a ${item.box} px box`).toBeGreaterThanOrEqual(0);
    expect(item.right, `${item.name}: ${item.width} px in a ${item.box} px box`).toBeGreaterThanOrEqual(0);
    expect(item.scrollers, `${item.name} scrolls sideways`).toEqual([]);
  }
  return found.length;
}

/** The date labels under the days chart's columns: at least 12 px, none over another. */
async function expectReadableDayLabels(page: Page, atLeast: number) {
  const labels = await page
    .getByRole('figure', { name: 'Orders by day' })
    .locator('[role="listitem"] .bo-chart__label')
    .evaluateAll((texts) =>
      texts.map((text) => {
        const { left, right } = text.getBoundingClientRect();
        return { text: text.textContent, left, right, size: parseFloat(getComputedStyle(text).fontSize) };
      }),
    );
  expect(labels.length).toBeGreaterThanOrEqual(atLeast);
  for (const [i, label] of labels.entries()) {
    expect(label.size).toBeGreaterThanOrEqual(12);
    const next = labels[i + 1];
    if (next) expect(label.right, `${label.text} runs into ${next.text}`).toBeLessThan(next.left);
  }
}

test.describe('phone', () => {
  test.use(VIEWPORTS.phone);

  test('SETTINGS at 375 px: stacked rows, a section menu, nothing wider than the screen', async ({
    page,
    request,
  }) => {
    const token = await staffToken(request);
    const blocked = await request.post('/api/admin/blocklist', {
      headers: bearer(token),
      data: {
        phone: '0699887766',
        reason: 'Refused three parcels in a row and asked the courier to come back next month instead',
      },
    });
    expect(blocked.status()).toBe(201);
    const entry = ((await blocked.json()) as { data: { id: number } }).data;
    try {
      await logIn(page, 'admin');
      await page.getByRole('tab', { name: 'SETTINGS' }).click();
      const blocklist = page.getByRole('table', { name: 'Blocked phones and addresses' });
      await expect(blocklist.getByRole('rowheader', { name: '+212699887766' })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);

      const menu = page.getByRole('navigation', { name: 'Settings sections' });
      const links = menu.getByRole('link');
      expect(await links.count()).toBeGreaterThanOrEqual(6);
      for (const link of await links.all()) {
        const box = (await link.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.viewport.width);
      }
      await expectPageFits(page);
      expect(await expectInsideTheirBoxes(page.getByRole('tabpanel'))).toBeGreaterThanOrEqual(1);
      await shot(page, 'phone-settings');

      // Each link brings its section's heading onto the screen.
      for (const name of ['Blocklist', 'Delivery']) {
        await menu.getByRole('link', { name }).click();
        await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeInViewport();
      }
      await page.getByRole('link', { name: 'Blocklist' }).click();
      await shot(page, 'phone-settings-blocklist');
    } finally {
      await request.delete(`/api/admin/blocklist/${entry.id}`, { headers: bearer(token) });
    }
  });
});

for (const [screen, use] of Object.entries(VIEWPORTS)) {
  test.describe(screen, () => {
    test.use(use);

    test(`REPORTS at ${use.viewport.width} px: every table and chart inside its box, a 3-day range readable`, async ({
      page,
    }) => {
      await logIn(page, 'admin');
      await page.getByRole('tab', { name: 'REPORTS' }).click();
      const panel = page.getByRole('tabpanel');
      const days = page.getByRole('figure', { name: 'Orders by day' });
      await expect(days.getByRole('listitem')).toHaveCount(30);
      await expectPageFits(page);
      expect(await expectInsideTheirBoxes(panel)).toBeGreaterThanOrEqual(9);
      await expectReadableDayLabels(page, 4);
      await shot(page, `reports-fit-${screen}`);

      // The day table's other columns are one tap away, and still fit.
      const dayTable = page.getByRole('table', { name: 'Orders by day (table)' });
      await expect(dayTable.getByRole('columnheader', { name: 'Refusal rate' })).toHaveCount(0);
      const section = page.getByRole('region', { name: 'Orders by day' });
      await section.getByRole('button', { name: 'All columns' }).click();
      await expect(dayTable.getByRole('columnheader', { name: 'Refusal rate' })).toHaveCount(1);
      await expectPageFits(page);
      await expectInsideTheirBoxes(section);
      await shot(page, `reports-fit-${screen}-all-columns`);

      const today = shopDay();
      const range = page.getByRole('form', { name: 'Report range' });
      await range.getByRole('textbox', { name: 'From' }).fill(daysBefore(today, 2));
      await range.getByRole('textbox', { name: 'To' }).fill(today);
      await range.getByRole('button', { name: 'SHOW' }).click();
      await expect(days.getByRole('listitem')).toHaveCount(3);
      await expectReadableDayLabels(page, 3);
      await expectPageFits(page);
      await expectInsideTheirBoxes(panel);
      await shot(page, `reports-fit-${screen}-3-days`);
    });
  });
}
