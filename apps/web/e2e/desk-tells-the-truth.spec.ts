import type { DeskOrderDetail } from '@vigor/shared';
import { E2E_STAFF } from './fixtures.ts';
import { expect, test } from './test.ts';
import { VIEWPORTS, bearer, createHoodie, logIn, placeOrder, shot, staffToken } from './helpers.ts';

test.describe('on a 375 px phone', () => {
  test.use(VIEWPORTS.phone);

  test('the desk fits the screen: no sideways scroll, the open order and its whole action bar on the first screen', async ({
    page,
    request,
  }) => {
    const token = await staffToken(request);
    const product = await createHoodie(request, token, {
      name: `Desk 375 hoodie ${Date.now()}`,
      price: 299,
      units: 5,
    });
    await placeOrder(request, product, 'Casablanca');
    await placeOrder(request, product, 'Rabat');

    await logIn(page, 'admin');
    await page.getByRole('tab', { name: 'CONFIRM' }).click();
    const order = page.getByRole('article', { name: /^Order #\d+$/ });
    await expect(order.getByText('You hold this order.')).toBeVisible();

    const screenSize = page.viewportSize()!;
    const widths = await page.evaluate(() => ({
      document: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      screen: window.innerWidth,
    }));
    expect(widths.screen).toBe(375);
    expect(widths.document).toBeLessThanOrEqual(widths.screen);
    expect(widths.body).toBeLessThanOrEqual(widths.screen);

    // The open order starts on the first screen, and its action bar sits at the bottom of it.
    const orderBox = (await order.boundingBox())!;
    expect(orderBox.y).toBeLessThan(screenSize.height / 2);
    const bar = order.getByRole('group', { name: 'Quick actions' });
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(screenSize.height + 1);
    // No label cut: each of the bar's buttons shows all of its text.
    for (const target of await bar.locator('a, button').all()) {
      await expect(target).toBeInViewport({ ratio: 1 });
      const cut = await target.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(cut, await target.innerText()).toBe(false);
    }
    await page.screenshot({ path: test.info().outputPath('desk-phone-375.png') });
    await shot(page, 'desk-phone-375-full');
  });
});

test('offline the desk says so and refuses outcomes, which are never sent later; online an outcome can be undone', async ({
  page,
  context,
  request,
}) => {
  const token = await staffToken(request);
  const product = await createHoodie(request, token, {
    name: `Desk truth hoodie ${Date.now()}`,
    price: 299,
    units: 5,
  });
  const id = await placeOrder(request, product, 'Casablanca');
  const orderNow = async () =>
    (
      (await (await request.get(`/api/confirmation/orders/${id}`, { headers: bearer(token) })).json()) as {
        data: DeskOrderDetail;
      }
    ).data;

  await logIn(page, 'admin');
  await page.getByRole('tab', { name: 'CONFIRM' }).click();
  await page
    .getByRole('list', { name: 'Queue' })
    .getByRole('button', { name: new RegExp(`^#${id}\\b`) })
    .click();
  const order = page.getByRole('article', { name: `Order #${id}` });
  await expect(order.getByText('You hold this order.')).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByText(/^You are offline: the queue is not up to date/)).toBeVisible();
  await page.keyboard.press('c');
  await expect(
    page.getByText('You are offline: nothing was sent. Do it again once the connection is back.'),
  ).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(/^You are offline: the queue is not up to date/)).toBeHidden();
  // Back online, the queue refreshes and the `c` pressed offline is not sent.
  await page.waitForResponse((response) => response.url().includes('/api/confirmation/queue'));
  expect((await orderNow()).status).toBe('pending');

  await order.focus();
  await page.keyboard.press('c');
  const offer = page.getByRole('group', { name: 'Undo the last outcome' });
  await expect(offer).toContainText(`Order #${id}: confirmed.`);
  expect((await orderNow()).status).toBe('confirmed');
  await page.keyboard.press('u');
  await expect(page.getByRole('status').filter({ hasText: `Order #${id}: outcome undone.` })).toBeVisible();
  await expect(page.getByRole('article', { name: `Order #${id}` })).toBeVisible();
  const undone = await orderNow();
  expect(undone.status).toBe('pending');
  expect(undone.log.at(-1)).toMatchObject({
    staff_name: E2E_STAFF.admin.nom,
    event: { type: 'correction', from: 'confirmed', to: 'pending', reason: 'Undo: Confirmed' },
  });
});
