import { describe, expect, it } from 'vitest';
import { adPlatformOf, attributionLabel, nextSessionAttribution } from './attribution.js';

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

describe('nextSessionAttribution', () => {
  const t0 = new Date('2026-11-20T10:00:00.000Z');
  const visit = (query: string, referrer = '') => ({ query, referrer, fbp: null, ttp: null });

  it("keeps the first page's utm fields, path and referrer host, and Meta's click id in Meta's format", () => {
    const first = nextSessionAttribution(
      null,
      visit('?utm_source=facebook&utm_campaign=summer-drop&fbclid=ABC', 'https://l.facebook.com/l.php?u=x'),
      '/',
      t0,
    );
    expect(first).toMatchObject({
      utm_source: 'facebook',
      utm_campaign: 'summer-drop',
      utm_medium: null,
      landing_path: '/',
      referrer_host: 'l.facebook.com',
      fbc: `fb.1.${t0.getTime()}.ABC`,
      ttclid: null,
      clicked_at: t0,
    });
    // A later page without a click changes nothing; a cookie set since by the pixel is kept.
    expect(nextSessionAttribution(first, visit('?utm_source=newsletter'), '/shop', t0)).toBeNull();
    expect(
      nextSessionAttribution(first, { ...visit(''), fbp: 'fb.1.1.2', ttp: null }, '/shop', t0),
    ).toMatchObject({ utm_source: 'facebook', fbp: 'fb.1.1.2' });
  });

  it('lets the last ad click win: a TikTok click replaces the Meta one and its campaign', () => {
    const first = nextSessionAttribution(
      null,
      visit('?utm_source=facebook&utm_campaign=a&fbclid=ABC'),
      '/',
      t0,
    );
    const later = new Date(t0.getTime() + 3_600_000);
    expect(
      nextSessionAttribution(
        first,
        visit('?utm_source=tiktok&utm_campaign=b&ttclid=E.C.P.x'),
        '/shop',
        later,
      ),
    ).toMatchObject({
      utm_source: 'tiktok',
      utm_campaign: 'b',
      landing_path: '/shop',
      fbc: null,
      ttclid: 'E.C.P.x',
      clicked_at: later,
    });
  });

  it('records a direct visit too (no utm, no referrer), and ignores an unreadable referrer', () => {
    expect(nextSessionAttribution(null, visit('', 'not a url'), '/fr', t0)).toMatchObject({
      utm_source: null,
      landing_path: '/fr',
      referrer_host: null,
      clicked_at: null,
    });
  });
});
