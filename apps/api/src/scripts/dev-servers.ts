/**
 * The servers of `pnpm dev` (started by dev.ts): the API (restarted on change) on API_PORT (3001)
 * and Vite's dev server on WEB_PORT (5173), which proxies /api and /storage to it. The database is
 * prepared once and shared by the API's restarts. When dev.ts closes the IPC channel (Ctrl-C) the
 * API and Vite stop first, the API closing its database connections, then the database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '@vigor/db/paths';
import { passTzdataToChildren } from '@vigor/shared/tzdata';
import { prepareDatabase } from './prepare-database.ts';

const API_PORT = process.env.API_PORT ?? '3001';
const WEB_PORT = process.env.WEB_PORT ?? '5173';
passTzdataToChildren();

interface Server {
  child: ChildProcess;
  exited: Promise<number>;
}

/** A package's command from its node_modules/.bin (pnpm's shims exec node: signals reach it). */
function run(workspace: string, command: string, args: string[]): Server {
  const cwd = path.join(REPO_ROOT, workspace);
  const child = spawn(path.join(cwd, 'node_modules', '.bin', command), args, { cwd, env, stdio: 'inherit' });
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  return { child, exited };
}

// Ctrl-C while the database is being prepared (migrations, the demo data) lets that finish first.
const database = prepareDatabase({ demo: 'when-embedded' });
let servers: Server[] = [];
let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  // SIGTERM: the API finishes its requests and closes its connections before the database goes.
  for (const { child } of servers) child.kill('SIGTERM');
  await Promise.all(servers.map(({ exited }) => exited));
  await (await database).stop();
  process.exit(code);
}
process.on('disconnect', () => void stop(0));

await database;
// After the database is prepared: it sets DATABASE_URL.
const env = { ...process.env, NODE_ENV: 'development', PORT: API_PORT, API_PORT, WEB_PORT };
if (!stopping) {
  servers = [
    run('apps/api', 'tsx', ['watch', '--clear-screen=false', 'src/server.ts']),
    run('apps/web', 'vite', []),
  ];
  // A server that ends by itself (Vite finding its port taken) takes the others down with it; an
  // API that crashes waits under tsx watch for the next change.
  for (const { exited } of servers) void exited.then(() => stop(1));
  console.log(`\nVIGOR store: http://localhost:${WEB_PORT} (API on http://localhost:${API_PORT})\n`);
}
