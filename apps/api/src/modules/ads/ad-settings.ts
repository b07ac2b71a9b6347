/** The ad platforms' settings: one row of `ad_settings` (docs/ads.md). */
import type { AdPixels, AdSettings, PurchaseStatus, UpdateAdSettingsInput } from '@vigor/shared';
import { env } from '../../config/env.ts';
import { prisma } from '../../lib/prisma.ts';
import type { Tx } from '../../lib/stock.ts';

/** A platform the server can send to: its pixel id and access token. */
export interface PlatformAccount {
  pixelId: string;
  accessToken: string;
  testEventCode: string | null;
}

/** Everything the server needs to report, tokens included: never sent to a browser. */
export interface AdConfig {
  meta: PlatformAccount | null;
  tiktok: PlatformAccount | null;
  purchaseOn: PurchaseStatus;
}

async function settingsRow(db: Tx = prisma) {
  return db.adSettings.findUniqueOrThrow({ where: { id: 1 } });
}

function account(pixelId: string | null, accessToken: string | null, testEventCode: string | null) {
  return pixelId && accessToken ? { pixelId, accessToken, testEventCode } : null;
}

/** Read in `db`: the outbox's delivery transaction, or the shared client. */
export async function adConfig(db: Tx = prisma): Promise<AdConfig> {
  const row = await settingsRow(db);
  return {
    meta: account(row.meta_pixel_id, row.meta_access_token, row.meta_test_event_code),
    tiktok: account(row.tiktok_pixel_code, row.tiktok_access_token, row.tiktok_test_event_code),
    purchaseOn: row.purchase_on as PurchaseStatus,
  };
}

export async function getAdSettings(): Promise<AdSettings> {
  const row = await settingsRow();
  return {
    meta_pixel_id: row.meta_pixel_id,
    meta_access_token_saved: row.meta_access_token !== null,
    meta_test_event_code: row.meta_test_event_code,
    tiktok_pixel_code: row.tiktok_pixel_code,
    tiktok_access_token_saved: row.tiktok_access_token !== null,
    tiktok_test_event_code: row.tiktok_test_event_code,
    purchase_on: row.purchase_on as PurchaseStatus,
  };
}

/** A token left out keeps the saved one; empty text removes it. */
const tokenChange = (token: string | undefined) => (token === undefined ? undefined : token || null);

export async function updateAdSettings(input: UpdateAdSettingsInput): Promise<AdSettings> {
  await prisma.adSettings.update({
    where: { id: 1 },
    data: {
      meta_pixel_id: input.meta_pixel_id,
      meta_access_token: tokenChange(input.meta_access_token),
      meta_test_event_code: input.meta_test_event_code,
      tiktok_pixel_code: input.tiktok_pixel_code,
      tiktok_access_token: tokenChange(input.tiktok_access_token),
      tiktok_test_event_code: input.tiktok_test_event_code,
      purchase_on: input.purchase_on,
    },
  });
  return getAdSettings();
}

/**
 * The pixels the storefront loads: a platform whose pixel id is set (the browser needs no
 * token), with the script it loads them from.
 */
export async function adPixels(): Promise<AdPixels> {
  const row = await settingsRow();
  return {
    meta: row.meta_pixel_id ? { pixel_id: row.meta_pixel_id, script_url: env.ADS_META_PIXEL_SCRIPT } : null,
    tiktok: row.tiktok_pixel_code
      ? { pixel_code: row.tiktok_pixel_code, script_url: env.ADS_TIKTOK_PIXEL_SCRIPT }
      : null,
  };
}
