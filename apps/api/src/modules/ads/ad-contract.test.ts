/**
 * Contract tests: the request and answer examples of Meta's and TikTok's own documents (docs/ads.md,
 * "Sources") replayed against the stand-ins (test/ad-platforms.ts) and the store's reading of the
 * answers (ad-answers.ts). A stand-in that refused what the platform documents, or an answer read
 * otherwise than its documents say, fails here rather than in production.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { metaError, startAdPlatforms, tiktokAnswer } from '../../../test/ad-platforms.ts';
import { adAnswer } from './ad-answers.ts';

const platforms = await startAdPlatforms();
afterAll(() => platforms.close());

const now = () => Math.floor(Date.now() / 1000);
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${platforms.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('requests the platforms document are accepted by the stand-ins', () => {
  it("Meta: the Conversions API's payload example (Using the API), event_time moved to now", async () => {
    const example = {
      data: [
        {
          event_name: 'Purchase',
          event_time: now(),
          event_id: 'event.id.123',
          event_source_url: 'http://jaspers-market.com/product/123',
          action_source: 'website',
          user_data: {
            client_ip_address: '192.19.9.9',
            client_user_agent: 'test ua',
            em: ['309a0a5c3e211326ae75ca18196d301a9bdbd1a882a4d2569511033da23f0abd'],
            ph: [
              '254aa248acb47dd654ca3ea53f48c2c26d641d23d7e2e93a1ec56258df7674c4',
              '6f4fcb9deaeadc8f9746ae76d97ce1239e98b404efe5da3ee0b7149740f89ad6',
            ],
            fbc: 'fb.1.1554763741205.AbCdEfGhIjKlMnOpQrStUvWxYz1234567890',
            fbp: 'fb.1.1558571054389.1098115397',
          },
          custom_data: {
            value: 100.2,
            currency: 'USD',
            content_ids: ['product.id.123'],
            content_type: 'product',
          },
          opt_out: false,
        },
      ],
      access_token: 'EAAexampletoken',
    };
    const res = await post('/v25.0/1234567890/events', example);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ events_received: 1 });
  });

  it("TikTok: the shape of Events API 2.0's web event example (Report web events), with ttclid and ttp", async () => {
    const example = {
      event_source: 'web',
      event_source_id: 'CEXAMPLEPIXEL123',
      data: [
        {
          event: 'CompletePayment',
          event_time: now(),
          event_id: '1616318632825_357',
          user: {
            ttclid: 'E.C.P.v3Kbxvz4Hb1m6u8Jb2Nn1kG8y4A',
            external_id: 'f0e388f53921a51f0bb0fc8a2944109ec188b59172935d8f23020b1614cc44bc',
            phone: '2f9d2b4df907e5c9a7b3434351b55700167b998a83dc479b825096486ffcf4ea',
            email: 'dd6ff77f54e2106661089bae4d40cdb600979bf7edc9eb65c0942ba55c7c2d7f',
            ttp: '94e2a4j7-h2e0-4f1e-8f3e-6b3c8b0a1a2d',
            ip: '13.57.97.131',
            user_agent: 'Mozilla/5.0 (platform; rv:geckoversion) Gecko/geckotrail Firefox/firefoxversion',
          },
          properties: {
            contents: [{ price: 8, quantity: 2, content_id: '1077218' }],
            content_type: 'product',
            currency: 'USD',
            value: 16,
          },
          page: { url: 'https://www.example.com' },
        },
      ],
    };
    const res = await post('/open_api/v1.3/event/track/', example, { 'Access-Token': 'example-token-123' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 0, message: 'OK' });
    // Without the Access-Token header TikTok still answers HTTP 200, with a code of its own.
    const refused = await post('/open_api/v1.3/event/track/', example);
    expect(refused.status).toBe(200);
    expect(await refused.json()).toMatchObject({ code: 40001 });
  });

  it('Meta refuses a click id that is not in its fb.1.<ms>.<fbclid> format, as its parameters page says it must be', async () => {
    const res = await post('/v25.0/1234567890/events', {
      data: [
        {
          event_name: 'Lead',
          event_time: now(),
          event_id: 'x',
          action_source: 'phone_call',
          user_data: { fbc: 'ABC' },
        },
      ],
      access_token: 'EAAexampletoken',
    });
    expect(res.status).toBe(400);
    expect(adAnswer.meta(res.status, await res.json())).toMatchObject({ ok: false, retry: false });
  });
});

describe('answers the platforms document are read as they say', () => {
  const outcome = (platform: 'meta' | 'tiktok', status: number, body: unknown) => {
    const answer = adAnswer[platform](status, body);
    return answer.ok ? 'sent' : answer.retry ? 'retry' : 'failed';
  };

  it("Meta: success, the Graph API's error example (code 190, not retried), transient codes retried with a 4xx", () => {
    expect(outcome('meta', 200, { events_received: 1, messages: [], fbtrace_id: 'A1b2C3' })).toBe('sent');
    const graphExample = {
      error: {
        message: 'Message describing the error',
        type: 'OAuthException',
        code: 190,
        error_subcode: 460,
        error_user_title: 'A title',
        error_user_msg: 'A message',
        fbtrace_id: 'EJplcsCHuLu',
      },
    };
    expect(outcome('meta', 400, graphExample)).toBe('failed');
    for (const code of [1, 2, 4, 17, 341]) {
      const { status, body } = metaError(code);
      expect(outcome('meta', status, body)).toBe('retry');
    }
    expect(outcome('meta', 400, metaError(100).body)).toBe('failed');
    // What a proxy answers in front of Meta: no error shape, tried again.
    expect(outcome('meta', 502, '<html>Bad gateway</html>')).toBe('retry');
    expect(outcome('meta', 200, { events_received: 'many' })).toBe('retry');
  });

  it('TikTok: HTTP 200 with code 0 or 20001 sent; 40100 and 40700 retried; any other code failed with its words', () => {
    expect(outcome('tiktok', 200, { code: 0, message: 'OK', request_id: '2026…', data: {} })).toBe('sent');
    expect(adAnswer.tiktok(200, tiktokAnswer(20001).body)).toEqual({
      ok: true,
      note: 'code 20001 Partial success',
      refused: [],
    });
    expect(outcome('tiktok', 200, tiktokAnswer(40100).body)).toBe('retry');
    expect(outcome('tiktok', 200, tiktokAnswer(40700).body)).toBe('retry');
    expect(outcome('tiktok', 503, null)).toBe('retry');
    expect(adAnswer.tiktok(200, tiktokAnswer(40002, 'Invalid value for event_source_id').body)).toEqual({
      ok: false,
      error: 'HTTP 200: code 40002 Invalid value for event_source_id',
      retry: false,
    });
  });
});
