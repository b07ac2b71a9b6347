/**
 * Deliver first in the bench (docs/product.md, "Risk bands"; docs/whatsapp.md): POST /api/sales
 * on a store placing orders as before (RISK_AT_PLACEMENT=off, WhatsApp not configured), then on
 * one scoring each order's risk in its transaction and queueing its WhatsApp confirmation through
 * the outbox to the Cloud API's stand-in (apps/api/test/whatsapp-cloud.ts). Same database, same
 * requests, fresh sessions each; the target is at least 90% of the first's orders a second.
 */
import { randomBytes } from 'node:crypto';
import { freePort } from '@vigor/db/database';
import { startWhatsappCloud } from '../apps/api/test/whatsapp-cloud.ts';
import { createAdmin, send } from './ad-pixels.ts';
import { salesThroughput } from './api-bench.ts';
import type { BenchDatabase } from './database.ts';
import { log } from './log.ts';
import { startStore, storeEnv } from './processes.ts';

export interface RiskRun {
  workers: number;
  /** Orders a second of the store without risk scoring nor WhatsApp (today's placement). */
  today_orders_per_s: number;
  /** Orders a second with the risk band scored and the WhatsApp confirmation queued. */
  orders_per_s: number;
  ratio: number;
  /** Confirmations the stand-in received meanwhile (the sends run beside the orders). */
  whatsapp_sent: number;
}

/** WhatsApp configured on the store at `origin` as an admin would in SETTINGS, sending to `cloudUrl`'s stand-in. */
async function configureWhatsapp(origin: string, env: Record<string, string>) {
  const nom = 'bench-whatsapp-admin';
  const password = randomBytes(18).toString('base64url');
  await createAdmin(env, nom, password);
  const { token } = (await send(`${origin}/api/admin/login`, 'POST', { nom, password })) as { token: string };
  await send(
    `${origin}/api/admin/whatsapp`,
    'PUT',
    {
      phone_number_id: '106540352242922',
      access_token: 'EAAGbenchWhatsappToken',
      app_secret: 'bench-app-secret-0123',
      verify_token: 'bench-verify',
      templates: { en: 'order_confirm_en', fr: 'order_confirm_fr', ar: 'order_confirm_ar' },
      bands: ['low', 'medium'],
      reply_hours: 2,
    },
    token,
  );
}

/**
 * The two stores one after the other, `workers` workers each, on sale sessions of runs `run` and
 * `run + 1` (after the API part's runs). `extraEnv`: the rest of the store's settings (ad stand-ins).
 */
export async function riskBench(
  db: BenchDatabase,
  storageDir: string,
  extraEnv: Record<string, string>,
  { run, workers, duration, warmup }: { run: number; workers: number; duration: number; warmup: number },
): Promise<RiskRun> {
  const cloud = await startWhatsappCloud();
  try {
    const todayEnv = storeEnv(db.url, storageDir, await freePort(), {
      ...extraEnv,
      RISK_AT_PLACEMENT: 'off',
    });
    const today = await startStore(todayEnv, workers);
    let todayRate: number;
    try {
      todayRate = await salesThroughput(db, today, { run, duration, warmup });
    } finally {
      await today.stop();
    }
    const env = storeEnv(db.url, storageDir, await freePort(), { ...extraEnv, WHATSAPP_API_URL: cloud.url });
    const store = await startStore(env, workers);
    let rate: number;
    try {
      await configureWhatsapp(store.url, env);
      rate = await salesThroughput(db, store, { run: run + 1, duration, warmup });
    } finally {
      await store.stop();
    }
    const result = {
      workers,
      today_orders_per_s: todayRate,
      orders_per_s: rate,
      ratio: Number((rate / todayRate).toFixed(2)),
      whatsapp_sent: cloud.sent.length,
    };
    log(
      `POST /api/sales with risk and WhatsApp (${workers}w): ${rate} orders/s, ${Math.round(result.ratio * 100)}% of ` +
        `${todayRate} without; ${result.whatsapp_sent} WhatsApp confirmations sent meanwhile, ${cloud.refused.length} refused`,
    );
    return result;
  } finally {
    await cloud.close();
  }
}
