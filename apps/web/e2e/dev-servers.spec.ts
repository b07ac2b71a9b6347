/**
 * `pnpm dev` as the README runs it, on ports of its own (E2E_PORT + 5, 6, 7: never a journey
 * store's) and an embedded PostgreSQL in a folder of this test (never .data/): a staff member logs
 * in and a shopper adds to the cart and orders through Vite's port in Chromium, and Ctrl-C (SIGINT
 * to the dev process group) then stops every server quietly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from './fixtures.ts';
import { addToCartAndOpenCart, findProduct, isBuyable, logIn, sizeWithStock } from './helpers.ts';
import { waitForApp } from './test.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const WEB_PORT = E2E_PORT + 5;
const API_PORT = E2E_PORT + 6;
const PG_PORT = E2E_PORT + 7;
const STAFF = { nom: 'dev-admin', password: 'dev admin passphrase' };

let workDir: string;
let dev: ChildProcess | undefined;
let output = '';

/** A command of the repository's package.json, as a developer types it, with this test's ports and folders. */
function pnpm(args: string[]): ChildProcess {
  const child = spawn('pnpm', args, {
    cwd: REPO_ROOT,
    // A process group of its own: SIGINT to it is what the terminal sends on Ctrl-C.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // Empty: the embedded PostgreSQL (a .env of the developer's is not read over it).
      DATABASE_URL: '',
      EMBEDDED_PG_PORT: String(PG_PORT),
      EMBEDDED_PG_DATA: path.join(workDir, 'postgres'),
      STORAGE_DIR: path.join(workDir, 'storage'),
      API_PORT: String(API_PORT),
      WEB_PORT: String(WEB_PORT),
    },
  });
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  return child;
}

/** Whether something listens on the port (Vite on localhost may take either address family). */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, 'localhost');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

test.use({ baseURL: `http://localhost:${WEB_PORT}` });

test.beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'vigor-dev-'));
  // PostgreSQL runs as its own user, which must reach the data folder inside.
  await chmod(workDir, 0o755);
});

test.afterAll(async () => {
  // A failed test leaves dev running: stop it as Ctrl-C would, then for good.
  if (dev && dev.exitCode === null && dev.signalCode === null) {
    const exited = once(dev, 'exit');
    process.kill(-dev.pid!, 'SIGINT');
    const killer = setTimeout(() => process.kill(-dev!.pid!, 'SIGKILL'), 30_000);
    await exited;
    clearTimeout(killer);
  }
  await rm(workDir, { recursive: true, force: true });
});

test('pnpm dev: log in, add to cart and order through Vite in Chromium, then Ctrl-C stops it quietly', async ({
  page,
  request,
}) => {
  // A cold start creates the cluster, migrates it and seeds the demo catalog and its history.
  test.setTimeout(300_000);
  dev = pnpm(['dev']);
  const exited = once(dev, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  await expect
    .poll(
      async () => {
        if (dev!.exitCode !== null) throw new Error(`pnpm dev stopped (${dev!.exitCode}):\n${output}`);
        return (await request.get('/api/products?per_page=1').catch(() => null))?.status();
      },
      { message: 'the API through Vite', timeout: 240_000 },
    )
    .toBe(200);

  // The README's way to make a staff account, on the database dev started.
  const admin = pnpm(['admin:create', '--name', STAFF.nom, '--password', STAFF.password, '--role', 'admin']);
  expect((await once(admin, 'exit'))[0], output).toBe(0);

  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(`${response.request().method()} ${response.url()}`);
  });

  await logIn(page, STAFF);
  await expect(page).toHaveURL('/admin-dashboard');
  await expect(page.getByRole('heading', { name: 'Sales Orders' })).toBeVisible();

  const product = await findProduct(request, (p) => isBuyable(p), 'product that can be bought');
  await page.goto(`/product/${product.id}`);
  await waitForApp(page);
  await page.getByRole('radio', { name: sizeWithStock(product), exact: true }).check();
  await addToCartAndOpenCart(page);
  await page.getByRole('button', { name: 'CHECK OUT' }).click();
  const form = page.getByRole('form', { name: 'Delivery details' });
  const customer = `Dev Shopper ${Date.now()}`;
  await form.getByLabel('Full name').fill(customer);
  await form.getByLabel('Phone').fill('06 12 34 56 78');
  await form.getByLabel('City').fill('Rabat');
  await form.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page.getByRole('dialog', { name: /THANK YOU FOR YOUR ORDER!/ })).toBeVisible();

  // The staff member's session (from the login above) lists the new order.
  await page.goto('/admin-dashboard');
  await expect(page.getByText(customer)).toBeVisible();
  expect(refused, 'requests answered 403').toEqual([]);

  // Ctrl-C.
  const before = output.length;
  process.kill(-dev.pid!, 'SIGINT');
  const [code, signal] = await exited;
  const afterCtrlC = output.slice(before);
  expect({ code, signal }, afterCtrlC).toEqual({ code: 0, signal: null });
  // No stack trace, error or pnpm failure notice.
  expect(afterCtrlC).not.toMatch(/^\s+at |Error|ELIFECYCLE|"level":[56]0/m);
  // Nothing is left listening, and the database shut down cleanly (no stale postmaster.pid).
  for (const port of [WEB_PORT, API_PORT, PG_PORT]) expect(await listening(port), `port ${port}`).toBe(false);
  expect(existsSync(path.join(workDir, 'postgres', 'postmaster.pid'))).toBe(false);
});
