// Runs `prisma generate` on machines that cannot download Prisma's native schema engine.
// Generation itself runs on WASM; the CLI only insists that an engine file exists, so any
// existing file satisfies it (docs/decisions/001-offline-migrations.md). Where the real engine
// is installed or downloadable, PRISMA_SCHEMA_ENGINE_BINARY may be set to it instead.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const env = { ...process.env };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;
env.PRISMA_HIDE_UPDATE_MESSAGE = '1';
const result = spawnSync('prisma', ['generate'], {
  cwd: fileURLToPath(new URL('.', import.meta.url)),
  env,
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
process.exit(result.status ?? 1);
