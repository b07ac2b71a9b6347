import { expect, test } from './test.ts';
import { VIEWPORTS, bearer, createHoodie, logIn, placeOrder, shot, staffToken } from './helpers.ts';

test.use(VIEWPORTS.phone);

test('the desk on a phone: a tapped order comes into view with a sticky bar of 44 px targets, no key legend', async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  const product = await createHoodie(request, token, {
    name: `Desk phone hoodie ${Date.now()}`,
    price: 299,
    units: 5,
  });
  const first = await placeOrder(request, product, 'Rabat');
  const second = await placeOrder(request, product, 'Fès');

  await logIn(page, 'admin');
  await page.getByRole('tab', { name: 'CONFIRM' }).click();
  await expect(page.getByText(/^Keys:/)).toBeHidden();
  await page
    .getByRole('list', { name: 'Queue' })
    .getByRole('button', { name: new RegExp(`^#${second}\\b`) })
    .tap();
  const order = page.getByRole('article', { name: `Order #${second}` });
  await expect(order.getByText('You hold this order.')).toBeVisible();
  await expect(order).toBeInViewport();

  const bar = order.getByRole('group', { name: 'Quick actions' });
  const targets = [
    bar.getByRole('link', { name: 'Call' }),
    bar.getByRole('link', { name: 'WhatsApp' }),
    bar.getByRole('button', { name: 'Confirmed' }),
    bar.getByRole('button', { name: 'No answer' }),
  ];
  for (const target of targets) {
    await expect(target).toBeInViewport();
    const box = (await target.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
  // Sticky: the bar stays at the bottom of the screen while the order's details scroll.
  const screenHeight = page.viewportSize()!.height;
  const barBox = (await bar.boundingBox())!;
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(screenHeight + 2);
  expect(barBox.y + barBox.height).toBeGreaterThan(screenHeight - 80);
  await shot(page, 'desk-phone');

  await bar.getByRole('button', { name: 'Confirmed' }).tap();
  await expect(page.getByRole('status').filter({ hasText: `Order #${second}: confirmed.` })).toBeVisible();
  const confirmed = await request.get(`/api/sales?q=${second}`, { headers: bearer(token) });
  expect(((await confirmed.json()) as { data: { id: number; status: string }[] }).data).toContainEqual(
    expect.objectContaining({ id: second, status: 'confirmed' }),
  );
  // The other order is still waiting in the queue.
  await expect(
    page.getByRole('list', { name: 'Queue' }).getByRole('button', { name: new RegExp(`^#${first}\\b`) }),
  ).toBeVisible();
});
