import { describe, expect, it } from 'vitest';
import { adPlatformOf, attributionLabel } from './attribution.js';

const none = { utm_source: null, utm_campaign: null, fbc: null, ttclid: null };

describe('attribution', () => {
  it('names the platform of each ad source, whatever its case', () => {
    for (const source of ['facebook', 'FB', 'ig', 'Instagram', 'meta']) {
      expect(adPlatformOf(source)).toBe('meta');
    }
    expect(adPlatformOf('TikTok')).toBe('tiktok');
    expect(adPlatformOf('google')).toBeNull();
    expect(adPlatformOf(null)).toBeNull();
  });

  it('labels an order as staff read it', () => {
    expect(attributionLabel({ ...none, utm_source: 'facebook', utm_campaign: 'summer-drop' })).toBe(
      'Meta · summer-drop',
    );
    expect(attributionLabel({ ...none, utm_source: 'google', utm_campaign: 'winter' })).toBe(
      'google · winter',
    );
    expect(attributionLabel({ ...none, ttclid: 'E.C.P.x' })).toBe('TikTok');
    expect(attributionLabel(none)).toBeNull();
    expect(attributionLabel(null)).toBeNull();
  });
});
