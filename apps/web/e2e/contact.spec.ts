import { expect, test } from './test.ts';
import type { MessagesPage } from '@vigor/shared';
import { bearer, logIn, shot, staffToken } from './helpers.ts';

test('the contact form checks its fields, thanks the shopper, and the admin sees the message', async ({
  page,
  request,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByText('Available 24/7')).toBeVisible();

  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
  for (const text of [
    'First name is required',
    'Last name is required',
    'Subject is required',
    'Message is required',
  ]) {
    await expect(form.getByText(text)).toBeVisible();
  }
  await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, '01-contact-validation');

  const subject = `Size exchange ${Date.now()}`;
  await form.getByLabel('First name').fill('Imane');
  await expect(form.getByText('First name is required')).toBeHidden();
  await form.getByLabel('Last name').fill('Berrada');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Bonjour, can I exchange my hoodie for a size L? شكراً');
  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(form.getByText('Enter a valid email address')).toBeVisible();
  await form.getByLabel('Email').fill('imane.berrada@example.ma');
  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();

  const banner = form.getByRole('status');
  await expect(banner).toHaveText('Thank you for your message! We will get back to you soon.');
  // The shopper sent the form from its bottom: the thanks must be in sight, not under the header.
  const thanks = banner.getByText('Thank you for your message!');
  await expect(thanks).toBeInViewport();
  await expect(async () => {
    const header = await page.getByRole('banner').boundingBox();
    const box = await thanks.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(header ? header.y + header.height : 0);
  }).toPass({ timeout: 3_000 });
  // The form is cleared.
  for (const label of ['First name', 'Last name', 'Email', 'Subject', 'Message']) {
    await expect(form.getByLabel(label)).toHaveValue('');
  }
  await shot(page, '02-contact-thanks');
  // The banner goes away after 5 seconds.
  await expect(banner).toBeEmpty({ timeout: 8_000 });

  // Stored once, unread, as the admin API lists it.
  const token = await staffToken(request);
  const listed = await request.get(`/api/messages?q=${encodeURIComponent(subject)}`, {
    headers: bearer(token),
  });
  const body = (await listed.json()) as MessagesPage;
  expect(body.data).toEqual([
    expect.objectContaining({
      first_name: 'Imane',
      last_name: 'Berrada',
      email: 'imane.berrada@example.ma',
      subject,
      status: 'unread',
    }),
  ]);

  // And in the back office's MESSAGES tab.
  await logIn(page, 'admin');
  await expect(page).toHaveURL('/admin-dashboard');
  await page.getByRole('tab', { name: 'MESSAGES' }).click();
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(subject);
  await expect(page.getByText('1 message', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Imane Berrada');
  await expect(row).toContainText('imane.berrada@example.ma');
  await expect(row.getByRole('combobox')).toHaveValue('unread');
  await shot(page, '03-admin-messages');
});
