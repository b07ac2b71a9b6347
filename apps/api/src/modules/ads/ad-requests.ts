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
  /** +212XXXXXXXXX, as orders store it. */
  phone: string;
  city: string;
  /** The goods total, without delivery. */
  value: number;
  contents: { productId: number | null; quantity: number; price: number }[];
  /** The shopper's browser, from the order's guest session; null for orders taken by phone. */
  browser: { ip: string | null; userAgent: string | null; pageUrl: string } | null;
  /** The shop's address, for events that happened outside a browser page. */
  shopUrl: string;
}

export interface AdRequest {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** The phone as both platforms match it: country code and number, digits only (2126XXXXXXXX). */
const normalizedPhone = (phone: string) => phone.replace(/\D/g, '');

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

function metaRequest(account: PlatformAccount, facts: AdEventFacts): AdRequest {
  const phoneHash = sha256(normalizedPhone(facts.phone));
  const event: Record<string, unknown> = {
    event_name: AD_EVENT_NAMES.meta[facts.event],
    event_time: seconds(facts.eventTime),
    event_id: facts.eventId,
    // An order placed on the storefront is a website event; one taken by phone is not.
    action_source: facts.browser ? 'website' : 'phone_call',
    event_source_url: facts.browser?.pageUrl ?? facts.shopUrl,
    user_data: {
      ph: [phoneHash],
      ct: [sha256(normalizedCity(facts.city))],
      external_id: [phoneHash],
      ...(facts.browser?.ip && { client_ip_address: facts.browser.ip }),
      ...(facts.browser?.userAgent && { client_user_agent: facts.browser.userAgent }),
    },
    custom_data: goods(facts, { id: 'id', price: 'item_price' }),
  };
  return {
    url: `${env.ADS_META_URL}/${META_GRAPH_VERSION}/${account.pixelId}/events`,
    headers: { 'content-type': 'application/json' },
    body: {
      data: [event],
      ...(account.testEventCode && { test_event_code: account.testEventCode }),
      access_token: account.accessToken,
    },
  };
}

function tiktokRequest(account: PlatformAccount, facts: AdEventFacts): AdRequest {
  const phoneHash = sha256(normalizedPhone(facts.phone));
  return {
    url: `${env.ADS_TIKTOK_URL}/open_api/v1.3/event/track/`,
    headers: { 'content-type': 'application/json', 'Access-Token': account.accessToken },
    body: {
      event_source: 'web',
      event_source_id: account.pixelId,
      ...(account.testEventCode && { test_event_code: account.testEventCode }),
      data: [
        {
          event: AD_EVENT_NAMES.tiktok[facts.event],
          event_time: seconds(facts.eventTime),
          event_id: facts.eventId,
          user: {
            phone: phoneHash,
            external_id: phoneHash,
            ...(facts.browser?.ip && { ip: facts.browser.ip }),
            ...(facts.browser?.userAgent && { user_agent: facts.browser.userAgent }),
          },
          properties: goods(facts, { id: 'content_id', price: 'price' }),
          page: { url: facts.browser?.pageUrl ?? facts.shopUrl },
        },
      ],
    },
  };
}

export const adRequest: Record<AdPlatform, (account: PlatformAccount, facts: AdEventFacts) => AdRequest> = {
  meta: metaRequest,
  tiktok: tiktokRequest,
};
