import { describe, expect, it } from 'vitest';
import { isLang, langDir, localePath, splitLangPath } from './languages.js';
import { SITEMAP_PATHS } from './storefront-routes.js';

describe('language paths', () => {
  it('puts French and Arabic pages under their prefix and leaves English as it is', () => {
    expect(localePath('en', '/shop')).toBe('/shop');
    expect(localePath('en', '/')).toBe('/');
    expect(localePath('fr', '/shop')).toBe('/fr/shop');
    expect(localePath('fr', '/')).toBe('/fr/');
    expect(localePath('ar', '/product/12')).toBe('/ar/product/12');
  });

  it('reads the language back from a path', () => {
    expect(splitLangPath('/ar/cart')).toEqual({ lang: 'ar', path: '/cart' });
    expect(splitLangPath('/fr/')).toEqual({ lang: 'fr', path: '/' });
    expect(splitLangPath('/fr')).toEqual({ lang: 'fr', path: '/' });
    expect(splitLangPath('/france')).toEqual({ lang: 'en', path: '/france' });
    expect(splitLangPath('/shop')).toEqual({ lang: 'en', path: '/shop' });
  });

  it('knows its languages and their direction', () => {
    expect(isLang('ar')).toBe(true);
    expect(isLang('de')).toBe(false);
    expect(langDir('ar')).toBe('rtl');
    expect(langDir('fr')).toBe('ltr');
  });

  it('lists the crawlable pages from the route table', () => {
    expect(SITEMAP_PATHS).toEqual([
      '/',
      '/about',
      '/shop',
      '/hoodies',
      '/beanies',
      '/contact',
      '/size',
      '/privacy',
      '/terms',
    ]);
  });
});
