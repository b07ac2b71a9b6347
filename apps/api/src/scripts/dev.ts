/**
 * `pnpm dev`: the API (restarted on change) on port 3001 and Vite's dev server on 5173, which
 * proxies /api and /storage to it. The database is prepared once and shared by both restarts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from '@vigor/db/paths';
import { passTzdataToChildren } from '@vigor/shared/tzdata';
import { prepareDatabase } from './prepare-database.ts';

const API_PORT = process.env.API_PORT ?? '3001';
const database = await prepareDatabase({ demo: 'when-embedded' });
passTzdataToChildren();
const env = { ...process.env, NODE_ENV: 'development', PORT: API_PORT };

const children: ChildProcess[] = [
  spawn('pnpm', ['exec', 'tsx', 'watch', '--clear-screen=false', 'src/server.ts'], {
    cwd: `${REPO_ROOT}/apps/api`,
    env,
    stdio: 'inherit',
  }),
  spawn('pnpm', ['--filter', '@vigor/web', 'dev'], { cwd: REPO_ROOT, env, stdio: 'inherit' }),
];

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await database.stop();
  process.exit(0);
}
for (const child of children) child.on('exit', () => void stop());
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
console.log(`\nVIGOR store: http://localhost:5173 (API on http://localhost:${API_PORT})\n`);
