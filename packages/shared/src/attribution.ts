/**
 * Where an order came from (docs/product.md, "Attribution"): the utm fields and landing of its
 * session's first page, and the session's last ad click within 7 days. The ad events carry the
 * click ids; the profit report matches `utm_campaign`, `utm_term` and `utm_content` to ad spend.
 */
import type { AdPlatform } from './ads.js';

export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

export type Attribution = Record<UtmField, string | null> & {
  landing_path: string | null;
  referrer_host: string | null;
  /** Meta's click id as Meta formats it: fb.1.<milliseconds>.<fbclid>. */
  fbc: string | null;
  fbp: string | null;
  ttclid: string | null;
  ttp: string | null;
  /** When the last ad click arrived (ISO), or null. */
  clicked_at: string | null;
};

/** A later ad click replaces an earlier one only within this many days (last ad click wins). */
export const AD_CLICK_WINDOW_DAYS = 7;

/** utm_source values (lower case) that name an ad platform; the profit report's SQL reads it too. */
export const SOURCE_PLATFORMS: Record<string, AdPlatform> = {
  facebook: 'meta',
  fb: 'meta',
  ig: 'meta',
  instagram: 'meta',
  meta: 'meta',
  tiktok: 'tiktok',
};

/** The ad platform a `utm_source` names, or null for any other source (organic, direct, …). */
export function adPlatformOf(utmSource: string | null | undefined): AdPlatform | null {
  if (!utmSource) return null;
  return SOURCE_PLATFORMS[utmSource.trim().toLowerCase()] ?? null;
}

const PLATFORM_NAMES: Record<AdPlatform, string> = { meta: 'Meta', tiktok: 'TikTok' };

/**
 * What staff read on an order: "Meta · summer-drop", "google · winter", "Meta", or null when the
 * order has no source (taken by phone, direct visit).
 */
export function attributionLabel(
  attribution: Pick<Attribution, 'utm_source' | 'utm_campaign' | 'fbc' | 'ttclid'> | null,
): string | null {
  if (!attribution) return null;
  const platform =
    adPlatformOf(attribution.utm_source) ?? (attribution.fbc ? 'meta' : attribution.ttclid ? 'tiktok' : null);
  const source = platform ? PLATFORM_NAMES[platform] : attribution.utm_source?.trim() || null;
  const campaign = attribution.utm_campaign?.trim() || null;
  if (!source) return campaign;
  return campaign ? `${source} · ${campaign}` : source;
}
