import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

import {
  E2E_ADS_PORT,
  E2E_CLOCK_PORT,
  E2E_PORT,
  E2E_SENDIT_PORT,
  E2E_STAFF,
  E2E_WHATSAPP_PORT,
} from './fixtures.ts';

export { expect } from '@playwright/test';

const E2E_SERVER = fileURLToPath(new URL('../../api/test/e2e-server.ts', import.meta.url));

/**
 * Starts this worker's store (apps/api/test/e2e-server.ts: the production server on a database of
 * its own, freshly seeded, with its stand-ins), and stops it when the worker ends. Two workers
 * each with a store run the journeys in about 60% of one worker's time: a journey keeps the
 * machine's cores busy less than half the time, waiting on the pages and the server.
 */
async function runStore(provide: (origin: string) => Promise<void>): Promise<void> {
  const server = spawn(process.execPath, ['--import', 'tsx', E2E_SERVER], {
    env: {
      ...process.env,
      E2E_PORT: String(E2E_PORT),
      E2E_SENDIT_PORT: String(E2E_SENDIT_PORT),
      E2E_ADS_PORT: String(E2E_ADS_PORT),
      E2E_CLOCK_PORT: String(E2E_CLOCK_PORT),
      E2E_WHATSAPP_PORT: String(E2E_WHATSAPP_PORT),
      E2E_ADMIN_NOM: E2E_STAFF.admin.nom,
      E2E_ADMIN_PASSWORD: E2E_STAFF.admin.password,
      E2E_TRAFFIC_NOM: E2E_STAFF.traffic.nom,
      E2E_TRAFFIC_PASSWORD: E2E_STAFF.traffic.password,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${E2E_PORT}`;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The e2e store stopped with code ${server.exitCode}`);
    const ready = await fetch(`${origin}/api/products?per_page=1`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    await delay(200);
  }
  try {
    await provide(origin);
  } finally {
    // SIGTERM drains and drops its database; a store that hangs is killed.
    server.kill('SIGTERM');
    const killer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
  }
}

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

/** Playwright's test on this worker's own store, its pages as Playwright gives them. */
export const storeTest = base.extend<object, { storeOrigin: string }>({
  storeOrigin: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => runStore(provide),
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ storeOrigin }, provide) => provide(storeOrigin),
});

/** Playwright's test, whose pages (with JavaScript on) are ready to click when goto and reload return. */
export const test = storeTest.extend({
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
