/**
 * The Meta and TikTok pixels (docs/ads.md). Their stubs are the platforms' own snippets written
 * as module code (the CSP runs no inline script): each queues calls until its script has loaded.
 * Events tracked before the store knows whether any pixel is configured wait here, and are
 * dropped when none is.
 */
import type { AdPixels } from '@vigor/shared';
import { newIdempotencyKey } from '../../../lib/idempotency';

/** The browser events the storefront reports, by Meta's names. */
export type AdBrowserEvent = 'PageView' | 'ViewContent' | 'AddToCart' | 'InitiateCheckout' | 'Lead';

/** TikTok's name for each (its page view is `ttq.page()`). */
const TIKTOK_EVENTS: Record<Exclude<AdBrowserEvent, 'PageView'>, string> = {
  ViewContent: 'ViewContent',
  AddToCart: 'AddToCart',
  InitiateCheckout: 'InitiateCheckout',
  Lead: 'PlaceAnOrder',
};

export interface AdEventParams {
  value?: number;
  currency?: 'MAD';
  content_ids?: string[];
  content_type?: 'product';
}

type Call = (...args: unknown[]) => void;
interface Fbq extends Call {
  callMethod?: Call;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
  disablePushState: boolean;
}
type Ttq = unknown[][] & Record<string, unknown> & { methods: string[]; page: Call; track: Call };

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
    ttq?: Ttq;
    TiktokAnalyticsObject?: string;
  }
}

interface Tracked {
  name: AdBrowserEvent;
  params: AdEventParams;
  eventId: string;
}

let state: 'unknown' | 'off' | 'on' = 'unknown';
const waiting: Tracked[] = [];
/** Enough for the pages of a slow first visit; older ones are dropped. */
const MAX_WAITING = 20;

function addScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

function installMeta(pixelId: string, scriptUrl: string) {
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as Fbq;
  // Meta's pixel reports a PageView on every history change by itself unless told not to; the
  // store reports each page itself, and never an order's page (hooks/use-ad-pixels.ts).
  Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [], disablePushState: true });
  window.fbq = window._fbq = fbq;
  addScript(scriptUrl);
  fbq('init', pixelId);
}

const TIKTOK_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
];

function installTikTok(pixelCode: string, scriptUrl: string) {
  const ttq = [] as unknown as Ttq;
  window.TiktokAnalyticsObject = 'ttq';
  window.ttq = ttq;
  ttq.methods = TIKTOK_METHODS;
  for (const method of TIKTOK_METHODS) ttq[method] = (...args: unknown[]) => void ttq.push([method, ...args]);
  Object.assign(ttq, {
    _i: { [pixelCode]: Object.assign([], { _u: scriptUrl }) },
    _t: { [pixelCode]: Date.now() },
    _o: { [pixelCode]: {} },
  });
  addScript(`${scriptUrl}?sdkid=${encodeURIComponent(pixelCode)}&lib=ttq`);
}

function send({ name, params, eventId }: Tracked) {
  window.fbq?.('track', name, params, { eventID: eventId });
  if (!window.ttq) return;
  if (name === 'PageView') window.ttq.page();
  else window.ttq.track(TIKTOK_EVENTS[name], params, { event_id: eventId });
}

/** Loads the configured pixels (once) and sends them what was tracked while waiting. */
export function startPixels(pixels: AdPixels): void {
  if (state !== 'unknown') return;
  if (pixels.meta) installMeta(pixels.meta.pixel_id, pixels.meta.script_url);
  if (pixels.tiktok) installTikTok(pixels.tiktok.pixel_code, pixels.tiktok.script_url);
  state = pixels.meta || pixels.tiktok ? 'on' : 'off';
  for (const tracked of waiting.splice(0)) if (state === 'on') send(tracked);
}

/**
 * Reports a browser event to the configured pixels. `eventId` is the one the server's event
 * for the same action reuses (the order's Lead); other events get their own.
 */
export function trackAdEvent(
  name: AdBrowserEvent,
  params: AdEventParams = {},
  eventId = newIdempotencyKey(),
): void {
  const tracked = { name, params, eventId };
  if (state === 'on') send(tracked);
  else if (state === 'unknown') {
    waiting.push(tracked);
    if (waiting.length > MAX_WAITING) waiting.shift();
  }
}
