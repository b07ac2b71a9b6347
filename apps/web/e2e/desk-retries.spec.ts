import { type APIRequestContext, type Page } from '@playwright/test';
import { type DeskOrderDetail, type DeskSettings } from '@vigor/shared';
import { expect, test } from './test.ts';
import { bearer, createHoodie, logIn, placeOrder, shopClock, shot, staffToken } from './helpers.ts';

async function deskSettings(request: APIRequestContext, token: string): Promise<DeskSettings> {
  const response = await request.get('/api/confirmation/settings', { headers: bearer(token) });
  return ((await response.json()) as { data: DeskSettings }).data;
}

/**
 * The planned attempt comes: the server's clock cannot be moved from a journey, so a call planned
 * for now (the desk's call-back outcome, through the API) stands for the hours passing.
 */
async function attemptComes(request: APIRequestContext, token: string, id: number) {
  const planned = await request.post(`/api/confirmation/orders/${id}/calls`, {
    headers: bearer(token),
    data: { outcome: 'call_back', callback_at: new Date(Date.now() - 60_000).toISOString() },
  });
  expect(planned.status(), await planned.text()).toBe(201);
}

const queueItem = (page: Page, id: number) =>
  page.getByRole('list', { name: 'Queue' }).getByRole('button', { name: new RegExp(`^#${id}\\b`) });

/** The agent opens the order from the queue, calls, and nobody answers (the n key); answers the attempts so far. */
async function noAnswer(page: Page, id: number) {
  await queueItem(page, id).click();
  const order = page.getByRole('article', { name: `Order #${id}` });
  await expect(order.getByText('You hold this order.')).toBeVisible();
  const logged = page.waitForResponse(
    (r) => r.url().endsWith(`/api/confirmation/orders/${id}/calls`) && r.request().method() === 'POST',
  );
  const calledAt = Date.now();
  await page.keyboard.press('n');
  const { data } = (await (await logged).json()) as { data: DeskOrderDetail };
  // The next attempt is planned by the setting (2 hours by default), and the desk says when.
  const ahead = Date.parse(data.callback_at!) - calledAt;
  expect(ahead).toBeGreaterThan(2 * 3_600_000 - 120_000);
  expect(ahead).toBeLessThanOrEqual(2 * 3_600_000 + 60_000);
  const next = (await shopClock(page, Date.parse(data.callback_at!))).dateTime;
  await expect(
    page.getByRole('status').filter({ hasText: `Order #${id}: no answer. Next attempt at ${next}.` }),
  ).toBeVisible();
  // Until then the order is out of the queue, the other orders first.
  await expect(queueItem(page, id)).toHaveCount(0);
  return data.call_attempts;
}

test('no answer plans the next attempt and takes the order out of the queue; after the set number of attempts the desk proposes WhatsApp', async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  const before = await deskSettings(request, token);
  expect(before).toMatchObject({ retry_after_hours: 2, whatsapp_after_attempts: 4 });
  const product = await createHoodie(request, token, {
    name: `Retry hoodie ${Date.now()}`,
    price: 259,
    units: 3,
  });
  const id = await placeOrder(request, product, 'Meknès');

  await logIn(page, 'admin');
  // The admin proposes WhatsApp after 2 unanswered calls instead of 4 (SETTINGS), restored after.
  await page.getByRole('tab', { name: 'SETTINGS' }).click();
  const settings = page.getByRole('form', { name: 'Confirmation desk settings' });
  await settings.getByLabel('Propose WhatsApp after (unanswered calls)').fill('2');
  await settings.getByRole('button', { name: 'SAVE SETTINGS' }).click();
  await expect.poll(async () => (await deskSettings(request, token)).whatsapp_after_attempts).toBe(2);
  try {
    await page.getByRole('tab', { name: 'CONFIRM' }).click();
    const order = page.getByRole('article', { name: `Order #${id}` });

    expect(await noAnswer(page, id)).toBe(1);
    await shot(page, 'desk-retry-planned');

    // Its next attempt: back in the queue, called again; one unanswered call proposes nothing yet.
    await attemptComes(request, token, id);
    await expect(queueItem(page, id)).toContainText('attempt 1');
    await queueItem(page, id).click();
    await expect(order).toContainText('1 unanswered call(s)');
    await expect(order.getByRole('note')).toHaveCount(0);
    expect(await noAnswer(page, id)).toBe(2);

    // The attempt after the second unanswered call: the desk proposes the WhatsApp message.
    await attemptComes(request, token, id);
    await queueItem(page, id).click();
    await expect(order.getByRole('note')).toHaveText('No answer 2 times: send the WhatsApp message (a).');
    await expect(order.getByRole('link', { name: /^WhatsApp FR \(a\)/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/212661223344\?text=/,
    );
    await shot(page, 'desk-retry-whatsapp');
  } finally {
    const restored = await request.put('/api/confirmation/settings', {
      headers: bearer(token),
      data: {
        auto_cancel_hours: before.auto_cancel_hours,
        whatsapp_templates: before.whatsapp_templates,
        whatsapp_after_attempts: before.whatsapp_after_attempts,
      },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});
