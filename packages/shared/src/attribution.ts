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

const MAX_FIELD_LENGTH = 200;

/** What one page view tells of where the shopper came from: its address's query and referrer. */
export interface Visit {
  /** The landing address's query string (`?utm_source=…`), empty when none. */
  query: string;
  /** The page that linked here (document.referrer), empty when none. */
  referrer: string;
  /** The pixels' cookies the request carried (`_fbp`, `_ttp`). */
  fbp: string | null;
  ttp: string | null;
}

/** A session's attribution as stored (session_attributions), without its key. */
export type SessionAttributionFields = Omit<Attribution, 'clicked_at'> & { clicked_at: Date | null };

const param = (params: URLSearchParams, name: string) =>
  params.get(name)?.trim().slice(0, MAX_FIELD_LENGTH) || null;

function hostOf(url: string): string | null {
  try {
    return url ? new URL(url).host.slice(0, MAX_FIELD_LENGTH) || null : null;
  } catch {
    return null;
  }
}

/**
 * The session's attribution after this page view (null: nothing to change). The first page keeps
 * its utm fields, path and referrer's host; an ad click (`fbclid`, `ttclid`) replaces them and
 * the earlier click, since the last ad click wins; the pixels' cookies are kept as they come.
 * Meta's click id is kept as Meta's pixel writes `_fbc`: fb.1.<milliseconds of the click>.<fbclid>
 * (docs/ads.md).
 */
export function nextSessionAttribution(
  current: SessionAttributionFields | null,
  visit: Visit,
  path: string,
  now: Date,
): SessionAttributionFields | null {
  const params = new URLSearchParams(visit.query);
  const fbclid = param(params, 'fbclid');
  const ttclid = param(params, 'ttclid');
  const clicked = fbclid !== null || ttclid !== null;
  const cookies = {
    fbp: visit.fbp?.slice(0, MAX_FIELD_LENGTH) || current?.fbp || null,
    ttp: visit.ttp?.slice(0, MAX_FIELD_LENGTH) || current?.ttp || null,
  };
  if (current && !clicked) {
    return cookies.fbp === current.fbp && cookies.ttp === current.ttp ? null : { ...current, ...cookies };
  }
  const hasQuery = UTM_FIELDS.some((f) => param(params, f) !== null);
  const landing = {
    ...(Object.fromEntries(UTM_FIELDS.map((f) => [f, param(params, f)])) as Record<UtmField, string | null>),
    landing_path: path.slice(0, MAX_FIELD_LENGTH),
    referrer_host: hostOf(visit.referrer),
  };
  // A later click without utm fields keeps the first page's (an ad whose link has none).
  const touch = current && !hasQuery ? pickLanding(current) : landing;
  return {
    ...touch,
    ...cookies,
    fbc: fbclid ? `fb.1.${now.getTime()}.${fbclid}` : clicked ? null : (current?.fbc ?? null),
    ttclid: ttclid ?? (clicked ? null : (current?.ttclid ?? null)),
    clicked_at: clicked ? now : (current?.clicked_at ?? null),
  };
}

function pickLanding(a: SessionAttributionFields) {
  return {
    ...(Object.fromEntries(UTM_FIELDS.map((f) => [f, a[f]])) as Record<UtmField, string | null>),
    landing_path: a.landing_path,
    referrer_host: a.referrer_host,
  };
}
