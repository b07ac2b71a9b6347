import { describe, expect, it } from 'vitest';
import { startPixels, trackAdEvent } from './pixels';

describe('the ad pixels', () => {
  it('keeps events until the pixels are known, then loads both scripts and hands them every event', () => {
    trackAdEvent('PageView', {}, 'view-0001');
    expect(window.fbq).toBeUndefined();
    startPixels({
      meta: { pixel_id: '123456789012345', script_url: 'https://connect.example/fbevents.js' },
      tiktok: { pixel_code: 'C4PIXELCODE12345', script_url: 'https://tiktok.example/events.js' },
    });
    trackAdEvent('Lead', { value: 1048, currency: 'MAD' }, 'attempt-key-1');

    const scripts = [...document.head.querySelectorAll('script')].map((s) => s.src);
    expect(scripts).toEqual([
      'https://connect.example/fbevents.js',
      'https://tiktok.example/events.js?sdkid=C4PIXELCODE12345&lib=ttq',
    ]);
    // Until their scripts load, the stubs queue the calls the platforms' scripts then replay.
    expect(window.fbq!.queue).toEqual([
      ['init', '123456789012345'],
      ['track', 'PageView', {}, { eventID: 'view-0001' }],
      ['track', 'Lead', { value: 1048, currency: 'MAD' }, { eventID: 'attempt-key-1' }],
    ]);
    // The store reports pages itself: Meta's own history listener is off.
    expect(window.fbq!.disablePushState).toBe(true);
    expect([...window.ttq!]).toEqual([
      ['page'],
      ['track', 'PlaceAnOrder', { value: 1048, currency: 'MAD' }, { event_id: 'attempt-key-1' }],
    ]);
  });
});
