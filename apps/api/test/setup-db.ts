/**
 * Before each test file: a database of its own, copied from the migrated template, and a
 * temporary storage folder. Set before the app's modules load, which read them at import.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabaseIfMissing, dropDatabase, serverAt } from '@vigor/db/database';
import { afterAll, afterEach, beforeEach, expect, inject, vi } from 'vitest';

const server = serverAt(inject('testDatabaseServerUrl'));
const template = inject('testDatabaseTemplate');
const name = `${template}_${process.env.VITEST_POOL_ID ?? 0}_${Math.random().toString(36).slice(2, 8)}`;

async function createFromTemplate() {
  // Two workers copying the template at the same moment may collide; the copy is retried.
  for (let attempt = 0; ; attempt++) {
    try {
      return await createDatabaseIfMissing(server, name, template);
    } catch (error) {
      if (attempt >= 10 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

await createFromTemplate();
const storageDir = await mkdtemp(path.join(os.tmpdir(), 'vigor-storage-'));
process.env.NODE_ENV = 'test';
process.env.DATABASE_URL = server.urlFor(name);
process.env.STORAGE_DIR = storageDir;
process.env.DATABASE_POOL_SIZE = '5';
// The API alone, whether or not the storefront is built: `pnpm test` builds it for the journeys
// while these tests run (scripts/test.sh), and an app made mid-build would load a half-written
// page renderer. The journeys test the pages; the processes these tests start inherit this too.
process.env.WEB_DIST_DIR = path.join(storageDir, 'no-storefront');
// Tests make many guests from one address; the limit itself is tested with its own small value
// (test/hardening/rate-limits.test.ts).
process.env.NEW_SESSIONS_PER_ADDRESS = '1000000';

// An unexpected console.error is a failure, not noise.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
});
afterEach(() => {
  vi.restoreAllMocks();
  expect(consoleErrors, 'unexpected console.error').toEqual([]);
});

afterAll(async () => {
  const { prisma } = await import('../src/lib/prisma.ts');
  await prisma.$disconnect();
  await dropDatabase(server, name);
  await rm(storageDir, { recursive: true, force: true });
});
