import { test as base, type Page } from '@playwright/test';

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

const ready = new WeakSet<Page>();

/** Makes a page's goto and reload return once the app has taken over what they loaded. */
function waitForAppOnLoads(page: Page): void {
  if (ready.has(page)) return;
  ready.add(page);
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

/**
 * Playwright's test, whose pages (with JavaScript on) are ready to click when goto and reload return:
 * the test's own page and those of the contexts and pages a journey opens for a second person.
 */
export const test = base.extend<object, object>({
  context: async ({ context, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) context.on('page', waitForAppOnLoads);
    await provide(context);
  },
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        if (args[0]?.javaScriptEnabled !== false) context.on('page', waitForAppOnLoads);
        return context;
      };
      browser.newPage = async (...args) => {
        const page = await newPage(...args);
        if (args[0]?.javaScriptEnabled !== false) waitForAppOnLoads(page);
        return page;
      };
      await provide(browser);
    },
    { scope: 'worker' },
  ],
});
