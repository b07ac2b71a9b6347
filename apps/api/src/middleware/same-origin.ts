import type { Request, RequestHandler } from 'express';
import { AppError } from '../lib/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/** Whether the browser says the request comes from a page of another site or origin. */
function isCrossOrigin(req: Request): boolean {
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const source = req.get('origin') ?? req.get('referer');
  // No Origin and no Referer: not a browser page (curl, server-to-server), nothing to forge.
  if (source === undefined) return false;
  // `Origin: null` (sandboxed frames, file: pages) or a host other than ours. The scheme is not
  // compared: TLS may end at a proxy in front of the app, so the app itself sees plain HTTP.
  const host = req.get('host')?.toLowerCase();
  return !host || hostOf(source) !== host;
}

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/**
 * Refuses cross-site request forgery on the API's state-changing requests. Guests are known by a
 * cookie that the browser attaches by itself, so a page on another site could otherwise post a
 * plain HTML form (urlencoded, multipart or text/plain: no CORS preflight) with the shopper's
 * cookie. Such a write is refused when its Origin (or Referer, or Sec-Fetch-Site) names another
 * origin (403), or when it carries a body type other than JSON without a bearer token (415): the
 * only non-JSON bodies the API takes are the staff's multipart product forms, which carry the
 * staff token in the Authorization header, something no cross-site form can set.
 */
export const sameOriginWrites: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  if (isCrossOrigin(req)) throw AppError.forbidden('Cross-site requests are not allowed.');
  const type = req.get('content-type');
  if (type !== undefined && !JSON_TYPE.test(type) && !/^Bearer /.test(req.get('authorization') ?? '')) {
    throw new AppError(415, 'Send the request body as JSON (Content-Type: application/json).');
  }
  next();
};
