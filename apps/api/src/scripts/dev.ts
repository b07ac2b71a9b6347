/**
 * `pnpm dev`: runs dev-servers.ts (database, API, Vite) in a session of its own and asks it to stop
 * on Ctrl-C. The terminal signals its whole foreground process group at once: the embedded
 * PostgreSQL would stop under the API's open connections (its pool, job queue and catalog listener
 * each printed a stack trace) and tsx watch, signalled twice, killed the API mid-shutdown. Out of
 * that group, the servers stop in order instead: the API and Vite, then the database. The request
 * to stop is the IPC channel closing, so the servers also stop when this process dies.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const servers = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(import.meta.resolve('./dev-servers.ts'))],
  {
    detached: true,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  },
);
const stop = () => {
  if (servers.connected) servers.disconnect();
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
servers.on('exit', (code) => process.exit(code ?? 1));
