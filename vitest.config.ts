import { defineConfig } from 'vitest/config';

// One `vitest run` runs every package's tests; Playwright specs (apps/web/e2e) are separate.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'prisma', 'apps/api', 'apps/web'],
  },
});
