import 'dotenv/config';
import { defineConfig } from 'prisma/config';

// Used by the Prisma CLI on machines that have its native engine. The store itself applies
// migrations with migrate.ts (docs/decisions/001-offline-migrations.md).
export default defineConfig({
  schema: 'schema.prisma',
  migrations: { path: 'migrations', seed: 'tsx seed.ts' },
  datasource: { url: process.env.DATABASE_URL ?? '' },
});
