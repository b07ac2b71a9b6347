/**
 * Once per run: a PostgreSQL server (embedded, or the one DATABASE_URL names) and a migrated
 * template database that every test file copies into a database of its own.
 */
import { createDatabaseIfMissing, dropDatabase, openTestServer } from '@vigor/db/database';
import { migrate } from '@vigor/db/migrate';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseServerUrl: string;
    testDatabaseTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await openTestServer();
  const template = `vigor_test_${process.pid}_${Date.now().toString(36)}`;
  await createDatabaseIfMissing(server, template);
  await migrate(server.urlFor(template));
  project.provide('testDatabaseServerUrl', server.urlFor('postgres'));
  project.provide('testDatabaseTemplate', template);
  return async () => {
    await dropDatabase(server, template);
    await server.stop();
  };
}
