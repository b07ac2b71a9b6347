import { defineConfig, devices } from '@playwright/test';
import { passTzdataToChildren } from '@vigor/shared/tzdata';

// The store and the journeys' own processes count shop days on the same time-zone data as Chromium.
passTzdataToChildren();

// Journeys in Debian's Chromium against the production build, the real API and a fresh seeded
// database: each worker starts a store of its own (e2e/test.ts). Two workers by default (about 40%
// faster than one): every journey makes its own data, so none depends on which files ran before it
// in its worker's store (docs/decisions/121-suite-in-two-lanes.md). E2E_WORKERS=1 runs them one at
// a time. Playwright never downloads a browser here.
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    // The journeys' own screenshots are shot() in e2e/helpers.ts; one more after every journey and
    // a trace recorded for each (rerun a failing journey with --trace=on) cost the suite about a
    // sixth of its time, measured on three journey files: 2.3 min -> 1.9 min.
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
