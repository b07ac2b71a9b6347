/**
 * The HTTP requests of Meta's Conversions API and TikTok's Events API 2.0, in the shapes their
 * documentation gives (docs/ads.md, with the sources). Identifiers leave the server hashed only:
 * SHA-256 of the normalised value, in lower-case hex.
 */
import { createHash } from 'node:crypto';
import { AD_EVENT_NAMES, type AdEvent, type AdPlatform } from '@vigor/shared';
import { env } from '../../config/env.ts';
import type { PlatformAccount } from './ad-settings.ts';

/** The Graph API version the Conversions API is called through. */
const META_GRAPH_VERSION = 'v25.0';
const AD_CURRENCY = 'MAD';

/** What the server knows of one event of one order. */
export interface AdEventFacts {
  event: AdEvent;
  eventId: string;
  eventTime: Date;
  /** The store's order number, sent as `order_id` (never the reference, which opens the receipt). */
  orderId: number;
  /** +212XXXXXXXXX, as orders store it. */
  phone: string;
  /** The customer's name as typed: Meta matches its first and last words (fn, ln). */
  name: string;
  city: string;
  /** The goods total for a Lead or a confirmed Purchase; the cash collected for one at delivery. */
  value: number;
  contents: { productId: number | null; quantity: number; price: number }[];
  /**
   * The shopper's browser: the IP address and user agent taken when the order was placed, the
   * page its session was last on; null for orders taken by phone.
   */
  browser: { ip: string | null; userAgent: string | null; pageUrl: string } | null;
  /** The ad click and the pixels' cookies the order's session had (order_attributions). */
  clickIds: { fbc: string | null; fbp: string | null; ttclid: string | null; ttp: string | null };
  /** The shop's address, for events that happened outside a browser page. */
  shopUrl: string;
}

export interface AdRequest {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** Meta's phone: country code and number, digits only (2126XXXXXXXX). */
const metaPhone = (phone: string) => phone.replace(/\D/g, '');
/** TikTok's phone: E.164 with its "+" (+2126XXXXXXXX), as TikTok's Events API 2.0 asks. */
const tiktokPhone = (phone: string) => `+${metaPhone(phone)}`;

/** The country every order is delivered in, as Meta's `country` asks: ISO 3166-1 alpha-2, lower case. */
const SHOP_COUNTRY = 'ma';

/** Meta's fn and ln: lower case, without punctuation or spaces (letters of any script kept, UTF-8). */
const normalizedName = (word: string) => word.toLowerCase().replace(/[\p{P}\p{S}\s]/gu, '');

/** The name's first word as `fn`, the rest as `ln` (Moroccan names: "Amina El Idrissi"). */
function nameParts(name: string): { fn?: string[]; ln?: string[] } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const fn = normalizedName(first);
  const ln = normalizedName(rest.join(''));
  return { ...(fn && { fn: [sha256(fn)] }), ...(ln && { ln: [sha256(ln)] }) };
}

/** Meta's city: lower-case roman letters without accents, spaces or punctuation. */
const normalizedCity = (city: string) =>
  city
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The order's value and products: the platforms differ only in the products' field names. */
function goods(facts: AdEventFacts, names: { id: string; price: string }) {
  return {
    value: facts.value,
    currency: AD_CURRENCY,
    content_type: 'product',
    contents: facts.contents.map((c) => ({
      [names.id]: String(c.productId ?? 'removed'),
      quantity: c.quantity,
      [names.price]: c.price,
    })),
  };
}

/** Meta's event, without the request around it. */
export function metaEvent(facts: AdEventFacts): Record<string, unknown> {
  const phoneHash = sha256(metaPhone(facts.phone));
  const { fbc, fbp } = facts.clickIds;
  return {
    event_name: AD_EVENT_NAMES.meta[facts.event],
    event_time: seconds(facts.eventTime),
    event_id: facts.eventId,
    // An order placed on the storefront is a website event; one taken by phone is not.
    action_source: facts.browser ? 'website' : 'phone_call',
    event_source_url: facts.browser?.pageUrl ?? facts.shopUrl,
    user_data: {
      ph: [phoneHash],
      ...nameParts(facts.name),
      ct: [sha256(normalizedCity(facts.city))],
      country: [sha256(SHOP_COUNTRY)],
      external_id: [phoneHash],
      ...(facts.browser?.ip && { client_ip_address: facts.browser.ip }),
      ...(facts.browser?.userAgent && { client_user_agent: facts.browser.userAgent }),
      // Click id and browser id: Meta asks for them as they are, never hashed.
      ...(fbc && { fbc }),
      ...(fbp && { fbp }),
    },
    custom_data: { ...goods(facts, { id: 'id', price: 'item_price' }), order_id: String(facts.orderId) },
  };
}

/** Meta takes up to 1,000 events in one request (docs/ads.md). */
function metaRequest(account: PlatformAccount, events: AdEventFacts[]): AdRequest {
  return {
    url: `${env.ADS_META_URL}/${META_GRAPH_VERSION}/${account.pixelId}/events`,
    headers: { 'content-type': 'application/json' },
    body: {
      data: events.map(metaEvent),
      ...(account.testEventCode && { test_event_code: account.testEventCode }),
      access_token: account.accessToken,
    },
  };
}

function tiktokEvent(facts: AdEventFacts): Record<string, unknown> {
  const { ttclid, ttp } = facts.clickIds;
  return {
    event: AD_EVENT_NAMES.tiktok[facts.event],
    event_time: seconds(facts.eventTime),
    event_id: facts.eventId,
    user: {
      phone: sha256(tiktokPhone(facts.phone)),
      external_id: sha256(metaPhone(facts.phone)),
      ...(ttclid && { ttclid }),
      ...(ttp && { ttp }),
      ...(facts.browser?.ip && { ip: facts.browser.ip }),
      ...(facts.browser?.userAgent && { user_agent: facts.browser.userAgent }),
    },
    properties: { ...goods(facts, { id: 'content_id', price: 'price' }), order_id: String(facts.orderId) },
    page: { url: facts.browser?.pageUrl ?? facts.shopUrl },
  };
}

function tiktokRequest(account: PlatformAccount, events: AdEventFacts[]): AdRequest {
  return {
    url: `${env.ADS_TIKTOK_URL}/open_api/v1.3/event/track/`,
    headers: { 'content-type': 'application/json', 'Access-Token': account.accessToken },
    body: {
      event_source: 'web',
      event_source_id: account.pixelId,
      ...(account.testEventCode && { test_event_code: account.testEventCode }),
      data: events.map(tiktokEvent),
    },
  };
}

/** One request for these events of one platform (one event, or a batch of waiting ones). */
export const adRequest: Record<AdPlatform, (account: PlatformAccount, events: AdEventFacts[]) => AdRequest> =
  {
    meta: metaRequest,
    tiktok: tiktokRequest,
  };
