import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Resolves once React owns the store's page. The storefront's script loads after the server's page is
 * painted (docs/decisions/071-app-after-first-paint.md), after the load event Playwright waits
 * for: a click in between reaches a button with no handler yet and is lost.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    // A page with no #root (another site's) has no app to wait for.
    return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/** Makes a page's goto and reload return once the app has taken over what they loaded. */
function waitForAppOnLoads(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const answer = await goto(...args);
    await waitForApp(page);
    return answer;
  };
  page.reload = async (...args) => {
    const answer = await reload(...args);
    await waitForApp(page);
    return answer;
  };
}

/** Playwright's test, whose pages (with JavaScript on) are ready to click when goto and reload return. */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) context.on('page', waitForAppOnLoads);
    await provide(context);
  },
});

/** A second browser (cookies and storage of its own) whose pages are ready to click like the test's. */
export async function newBrowserContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.on('page', waitForAppOnLoads);
  return context;
}
