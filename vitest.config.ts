import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { passTzdataToChildren } from './packages/shared/src/tzdata.ts';

// The test processes date orders in shop time as the store does, on current time-zone data.
passTzdataToChildren();

// One `vitest run` runs every package's tests; Playwright specs (apps/web/e2e) are separate.
export default defineConfig({
  test: {
    // Vitest runs a file per core but one, so one at a time on 2 cores; the test files mostly wait
    // on PostgreSQL, the processes they start and the job queue's retry delays, so two at a time
    // finish sooner (the whole run: 520 s -> 435 s on 2 cores). Each file has its own database.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: ['packages/shared', 'prisma', 'apps/api', 'apps/web'],
  },
});
