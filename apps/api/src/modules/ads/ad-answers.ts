/**
 * What Meta's Conversions API and TikTok's Events API answer, parsed with a schema and read as
 * one outcome per request (docs/ads.md, "Answers", names the source of every code). An answer
 * that fits neither the success nor the error shape is a failure worth trying again: it is what
 * a proxy or an outage answers, never the platform refusing the event.
 */
import type { AdPlatform } from '@vigor/shared';
import { z } from 'zod';

/** The outcome of one request; `refused` lists the events of a batch the platform set aside. */
export type AdAnswer =
  | { ok: true; note: string | null; refused: { index: number; reason: string }[] }
  | { ok: false; error: string; retry: boolean };

const MetaSuccess = z.object({ events_received: z.number().int().nonnegative() });
const MetaError = z.object({
  error: z.object({
    message: z.string().max(2000),
    type: z.string().max(200).optional(),
    code: z.number().int(),
    error_subcode: z.number().int().optional(),
  }),
});
/**
 * Meta's codes that mean "try later", whatever the HTTP status they come with: 1 unknown error,
 * 2 service temporarily unavailable, 4 application request limit, 17 user request limit, 341
 * application limit (Graph API "Handling errors"; rudder-transformer's facebookUtils/networkHandler.js
 * retries the same codes).
 */
const META_TRANSIENT_CODES = new Set([1, 2, 4, 17, 341]);

const TikTokAnswer = z.object({
  code: z.number().int(),
  message: z.string().max(2000).default(''),
  // The refused events of a partial success (20001): a guess, docs/ads.md says so.
  data: z
    .object({
      failed_events: z
        .array(z.object({ index: z.number().int().nonnegative(), message: z.string().max(500) }))
        .max(1000)
        .optional(),
    })
    .nullish(),
});
/** 0 success, 20001 partial success; 40100 too many requests and 40700 a passing error (retried). */
const TIKTOK_OK = new Set([0, 20001]);
const TIKTOK_TRANSIENT_CODES = new Set([40100, 40700]);

const transient = (status: number) => status >= 500 || status === 429;

function metaAnswer(status: number, body: unknown): AdAnswer {
  if (status >= 200 && status < 300 && MetaSuccess.safeParse(body).success)
    return { ok: true, note: null, refused: [] };
  const error = MetaError.safeParse(body);
  if (!error.success) return { ok: false, error: `HTTP ${status}: unreadable answer`, retry: true };
  const { code, message } = error.data.error;
  return {
    ok: false,
    error: `HTTP ${status}: code ${code} ${message}`,
    retry: transient(status) || META_TRANSIENT_CODES.has(code),
  };
}

function tiktokAnswer(status: number, body: unknown): AdAnswer {
  const answer = TikTokAnswer.safeParse(body);
  if (!answer.success)
    return {
      ok: false,
      error: `HTTP ${status}: unreadable answer`,
      retry: transient(status) || status < 300,
    };
  const { code, message, data } = answer.data;
  if (status < 300 && TIKTOK_OK.has(code)) {
    const refused = (data?.failed_events ?? []).map((f) => ({ index: f.index, reason: f.message }));
    return { ok: true, note: code === 0 ? null : `code ${code} ${message}`, refused };
  }
  return {
    ok: false,
    error: `HTTP ${status}: code ${code} ${message}`,
    retry: transient(status) || TIKTOK_TRANSIENT_CODES.has(code),
  };
}

export const adAnswer: Record<AdPlatform, (status: number, body: unknown) => AdAnswer> = {
  meta: metaAnswer,
  tiktok: tiktokAnswer,
};
