/**
 * The first tap on a phone over a slow link: the server-rendered page is on screen before the
 * storefront's scripts have run (docs/decisions/071-app-after-first-paint.md), and what a shopper
 * taps then must work without them. The link and the CPU are throttled as Lighthouse's mobile
 * settings do (150 ms, 1.6 Mbps, 4x CPU), through Chromium's DevTools protocol. The scripts are
 * also held until the taps have been seen to work, so that the taps certainly come before them
 * (the slowest case a shopper meets) instead of racing them.
 */
import { expect, type Page, type Route } from '@playwright/test';
import { storeTest as test, waitForApp } from './test.ts';
import { VIEWPORTS, watchErrors } from './helpers.ts';
import ar from '../src/messages/ar.ts';
import en from '../src/messages/en.ts';
import fr from '../src/messages/fr.ts';

test.use(VIEWPORTS.phone);

/** Lighthouse's mobile throttling, set on the page's own DevTools session. */
async function throttleLikeLighthouseMobile(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Holds every script request until `release` is called; the page stays as the server sent it. */
async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    (route) => (holding ? held.push(route) : route.continue()),
  );
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Whether React owns the page yet (the app's root carries React's container key once hydrated). */
const hydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );

test('before the scripts have run, a tap on the menu shows the navigation and a tap on the language switch opens the page in French', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await throttleLikeLighthouseMobile(page);
  const scripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });

  const burger = page.getByRole('button', { name: en.layout.openMenu });
  await burger.waitFor();
  expect(await hydrated(page)).toBe(false);
  await burger.tap();
  const nav = page.getByRole('navigation', { name: en.layout.mainNav });
  await expect(nav.getByRole('link', { name: en.layout.nav.shop })).toBeVisible();
  await expect(nav.getByRole('link', { name: en.layout.nav.contact })).toBeVisible();
  expect(await hydrated(page)).toBe(false);

  await nav.getByRole('link', { name: 'Français' }).tap();
  await expect(page).toHaveURL('/fr/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('button', { name: fr.layout.openMenu })).toBeVisible();
  expect(await hydrated(page)).toBe(false);

  // The scripts arrive: the app takes over the French page, the choice is remembered and the
  // menu works as before.
  await scripts.release();
  await waitForApp(page);
  await page.getByRole('button', { name: fr.layout.openMenu }).tap();
  await expect(
    page.getByRole('navigation', { name: fr.layout.mainNav }).getByRole('link', { name: fr.layout.nav.shop }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('the menu opened before the scripts ran is still open once the app has taken over, and closes', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await throttleLikeLighthouseMobile(page);
  const scripts = await holdScripts(page);
  await page.goto('/ar/', { waitUntil: 'commit' });

  const burger = page.getByRole('button', { name: ar.layout.openMenu });
  await burger.waitFor();
  await burger.tap();
  const nav = page.getByRole('navigation');
  await expect(nav.first()).toBeVisible();

  await scripts.release();
  await waitForApp(page);
  await expect(page.locator('#site-menu')).toBeVisible();
  await page.getByRole('button', { name: ar.layout.closeMenu }).tap();
  await expect(page.locator('#site-menu')).toBeHidden();
  expect(errors).toEqual([]);
});
