/**
 * A team, not one password (docs/product.md, "Team"): an admin creates an agent, a shipper and an
 * accountant in STAFF; each logs in and sees only its tabs and figures, a tab it may not open by
 * URL says so, and the server refuses the role's calls (403). The agent works at 375 px too, logs
 * out everywhere, and is then disabled.
 */
import type { Browser, Page } from '@playwright/test';
import type { StaffRole } from '@vigor/shared';
import { expect, newBrowserContext, test } from './test.ts';
import { bearer, logIn, shot } from './helpers.ts';

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

interface Member {
  nom: string;
  password: string;
  role: StaffRole;
}

/** Creates a staff user through the STAFF tab's form, with the password it suggests. */
async function createInStaff(page: Page, nom: string, role: StaffRole): Promise<Member> {
  const form = page.getByRole('form', { name: 'New staff user' });
  await form.getByLabel('Name').fill(nom);
  await form.getByLabel('Role', { exact: true }).selectOption(role);
  await form.getByRole('button', { name: 'SUGGEST A PASSWORD' }).click();
  const password = await form.getByLabel('Password').inputValue();
  expect(password.length).toBeGreaterThanOrEqual(20);
  await form.getByRole('button', { name: 'CREATE' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`^${nom}`) })).toBeVisible();
  return { nom, password, role };
}

/** A page of its own for one member, logged in, at `options`' size. */
async function loggedIn(browser: Browser, member: Member, options = DESKTOP) {
  const context = await newBrowserContext(browser, options);
  const page = await context.newPage();
  await logIn(page, member);
  await expect(page).toHaveURL('/admin-dashboard');
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  return { context, page, token: token! };
}

const tabsOf = (page: Page) => page.getByRole('tab').allTextContents();

test('each role sees only its own back office, and the server agrees', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP.viewport);
  await logIn(page, 'admin');
  await page.getByRole('tab', { name: 'STAFF' }).click();
  await expect(page).toHaveURL('/admin-dashboard/staff');
  const stamp = Date.now();
  const agent = await createInStaff(page, `agent-${stamp}`, 'agent');
  const shipper = await createInStaff(page, `shipper-${stamp}`, 'shipper');
  const accountant = await createInStaff(page, `accountant-${stamp}`, 'accountant');
  await shot(page, 'team-01-staff-tab');

  // The agent at 1280 px: its tabs, each order's totals, no revenue cards, no export.
  const desk = await loggedIn(browser, agent);
  await expect.poll(() => tabsOf(desk.page)).toEqual(['SALES', 'CONFIRM', 'MESSAGES']);
  const totals = desk.page.getByLabel('Totals');
  await expect(totals.getByText('Total Orders')).toBeVisible();
  await expect(totals.getByText('Total Revenue')).toHaveCount(0);
  await expect(desk.page.getByRole('button', { name: /export/i })).toHaveCount(0);
  await shot(desk.page, 'team-02-agent-1280');
  for (const tab of ['settings', 'reports', 'staff', 'products']) {
    await desk.page.goto(`/admin-dashboard/${tab}`);
    await expect(desk.page.getByRole('alert')).toHaveText(`Your role cannot open ${tab.toUpperCase()}.`);
  }
  for (const path of ['/api/admin/reports', '/api/utilisateurs', '/api/admin/order-limits']) {
    expect((await desk.page.request.get(path, { headers: bearer(desk.token) })).status(), path).toBe(403);
  }
  const list = await desk.page.request.get('/api/sales', { headers: bearer(desk.token) });
  expect(list.status()).toBe(200);
  expect((await list.json()).meta).not.toHaveProperty('revenue');
  await desk.context.close();

  // The shipper: SALES read-only and SHIPPING without payouts.
  const ship = await loggedIn(browser, shipper);
  await expect.poll(() => tabsOf(ship.page)).toEqual(['SALES', 'SHIPPING']);
  await ship.page.getByRole('tab', { name: 'SHIPPING' }).click();
  await expect(ship.page.getByRole('heading', { name: 'Ship confirmed orders' })).toBeVisible();
  await expect(ship.page.getByRole('heading', { name: 'Carrier payout' })).toHaveCount(0);
  await ship.page.goto('/admin-dashboard/reports');
  await expect(ship.page.getByRole('alert')).toHaveText('Your role cannot open REPORTS.');
  expect(
    (await ship.page.request.get('/api/shipping/payouts', { headers: bearer(ship.token) })).status(),
  ).toBe(403);
  await shot(ship.page, 'team-03-shipper-1280');
  await ship.context.close();

  // The accountant: the money, REPORTS and payouts; no desk, no staff.
  const books = await loggedIn(browser, accountant);
  await expect.poll(() => tabsOf(books.page)).toEqual(['SALES', 'SHIPPING', 'REPORTS', 'LOG']);
  await expect(books.page.getByLabel('Totals').getByText('Total Revenue')).toBeVisible();
  await books.page.getByRole('tab', { name: 'SHIPPING' }).click();
  await expect(books.page.getByRole('heading', { name: 'Carrier payout' })).toBeVisible();
  await expect(books.page.getByRole('heading', { name: 'Ship confirmed orders' })).toHaveCount(0);
  await books.page.goto('/admin-dashboard/confirm');
  await expect(books.page.getByRole('alert')).toHaveText('Your role cannot open CONFIRM.');
  expect(
    (await books.page.request.get('/api/confirmation/queue', { headers: bearer(books.token) })).status(),
  ).toBe(403);
  await shot(books.page, 'team-04-accountant-1280');
  await books.context.close();

  // The admin sees every tab.
  await expect
    .poll(() => tabsOf(page))
    .toEqual(['SALES', 'CONFIRM', 'PRODUCTS', 'MESSAGES', 'SHIPPING', 'REPORTS', 'SETTINGS', 'STAFF', 'LOG']);
});

test('an agent on a phone logs out everywhere, and a disabled agent is out at once', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP.viewport);
  await logIn(page, 'admin');
  await page.getByRole('tab', { name: 'STAFF' }).click();
  const agent = await createInStaff(page, `phone-agent-${Date.now()}`, 'agent');

  const phone = await loggedIn(browser, agent, PHONE);
  const second = await loggedIn(browser, agent);
  await expect.poll(() => tabsOf(phone.page)).toEqual(['SALES', 'CONFIRM', 'MESSAGES']);
  const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await phone.page.goto('/admin-dashboard/settings');
  await expect(phone.page.getByRole('alert')).toHaveText('Your role cannot open SETTINGS.');
  await shot(phone.page, 'team-05-agent-375-refused-tab');
  await phone.page.getByText(`${agent.nom} · Confirmation agent`).click();
  await phone.page.getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(phone.page).toHaveURL('/');
  // The session on the other computer has ended too.
  expect((await second.page.request.get('/api/admin/me', { headers: bearer(second.token) })).status()).toBe(
    401,
  );
  await second.context.close();

  // Logged in again, then disabled by the admin: the next call ends the session, and the login
  // answers as for a wrong password.
  const again = await loggedIn(browser, agent, PHONE);
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(`^${agent.nom}`) });
  await row.getByRole('button', { name: 'DISABLE' }).click();
  await expect(row.getByText('Disabled')).toBeVisible();
  await again.page.getByRole('tab', { name: 'MESSAGES' }).click();
  await expect(again.page).toHaveURL('/admin');
  await again.page.getByLabel('Nom', { exact: true }).fill(agent.nom);
  await again.page.getByLabel('Mot de passe').fill(agent.password);
  await again.page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(again.page.getByRole('alert')).toHaveText('Nom ou mot de passe incorrect');
  await again.context.close();
  await phone.context.close();
});
