import { defineConfig } from 'vitest/config';
import { passTzdataToChildren } from './packages/shared/src/tzdata.ts';

// The test processes date orders in shop time as the store does, on current time-zone data.
passTzdataToChildren();

// One `vitest run` runs every package's tests; Playwright specs (apps/web/e2e) are separate.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'prisma', 'apps/api', 'apps/web'],
  },
});
