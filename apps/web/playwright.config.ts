import { defineConfig, devices } from '@playwright/test';
import { passTzdataToChildren } from '@vigor/shared/tzdata';
import { E2E_ADS_PORT, E2E_CLOCK_PORT, E2E_SENDIT_PORT, E2E_STAFF } from './e2e/fixtures.ts';

// The store and the journeys' own processes count shop days on the same time-zone data as Chromium.
passTzdataToChildren();

const PORT = Number(process.env.E2E_PORT ?? 4173);

// Journeys in Debian's Chromium against the production build, the real API and a fresh seeded
// database (apps/api/test/e2e-server.ts). Playwright never downloads a browser here.
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
  webServer: {
    // node directly: a package manager in between reports the server's SIGTERM as a failure.
    command: 'node --import tsx ../api/test/e2e-server.ts',
    url: `http://127.0.0.1:${PORT}/api/products?per_page=1`,
    env: {
      E2E_PORT: String(PORT),
      E2E_SENDIT_PORT: String(E2E_SENDIT_PORT),
      E2E_ADS_PORT: String(E2E_ADS_PORT),
      E2E_CLOCK_PORT: String(E2E_CLOCK_PORT),
      E2E_ADMIN_NOM: E2E_STAFF.admin.nom,
      E2E_ADMIN_PASSWORD: E2E_STAFF.admin.password,
      E2E_TRAFFIC_NOM: E2E_STAFF.traffic.nom,
      E2E_TRAFFIC_PASSWORD: E2E_STAFF.traffic.password,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
