/**
 * Every public page (packages/shared storefront-routes.ts) in each language, on a phone and on a
 * desktop screen: no sideways scrolling, no English text left on a French or Arabic page, and
 * Arabic pages mirrored. The cart holds a line and the order page shows an order of this browser,
 * so that their full content is walked, not their empty states.
 */
import { LANGS, PUBLIC_PAGES, langDir, localePath, type Lang } from '@vigor/shared';
import type { Page } from '@playwright/test';
import { brand } from '../src/config/brand.ts';
import ar from '../src/messages/ar.ts';
import en from '../src/messages/en.ts';
import fr from '../src/messages/fr.ts';
import { LANGUAGE_NAMES, LANGUAGE_OFFERS } from '../src/lib/languages.ts';
import { expect, test } from './test.ts';
import { VIEWPORTS, findProduct, isBuyable, sizeWithStock } from './helpers.ts';

const CATALOGUES = { en, fr, ar };

/** Every text of a catalogue (texts that take values aside), by its key path. */
function textsOf(value: unknown, key = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') into.set(key, value.trim());
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) textsOf(v, `${key}.${k}`, into);
  }
  return into;
}

/**
 * The English texts that must not show on a page in `lang`: every English text whose
 * translation differs from it and that the language does not use elsewhere, minus the names
 * that stay Latin (the brand, the languages' own names, their offers).
 */
function englishLeftovers(lang: Exclude<Lang, 'en'>): string[] {
  const own = textsOf(CATALOGUES[lang]);
  const ownValues = new Set(own.values());
  const allowed = new Set<string>([
    brand.name,
    ...Object.values(LANGUAGE_NAMES),
    ...Object.values(LANGUAGE_OFFERS).flatMap((offer) => Object.values(offer)),
  ]);
  return [...textsOf(en)]
    .filter(([key, text]) => /[a-z]{3}/i.test(text) && own.get(key) !== text && !ownValues.has(text))
    .map(([, text]) => text)
    .filter((text) => !allowed.has(text));
}

/** Texts a shopper sees or hears: visible text nodes and the labels of elements. */
function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || parent.closest('script, style, [hidden]')) continue;
      if (parent.getClientRects().length === 0 && !parent.closest('.visually-hidden, .sr-only')) continue;
      texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** Whether the header's first visible item sits on the right half of the screen (start in RTL). */
function headerStartsOnTheRight(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const items = [...(document.querySelector('.header__inner')?.children ?? [])];
    const first = items.find((item) => item.getBoundingClientRect().width > 0);
    if (!first) throw new Error('The header shows nothing');
    const box = first.getBoundingClientRect();
    return box.left + box.width / 2 > window.innerWidth / 2;
  });
}

for (const [screen, options] of Object.entries(VIEWPORTS)) {
  test.describe(`${screen} (${options.viewport.width} px)`, () => {
    test.use(options);

    for (const lang of LANGS) {
      test(`every public page in ${lang}: no sideways scrolling${lang === 'en' ? '' : ', no English left'}${lang === 'ar' ? ', mirrored' : ''}`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        const product = await findProduct(page.request, (p) => isBuyable(p, 2), 'buyable product');
        const size = sizeWithStock(product, 2) as string;
        const line = await page.request.post('/api/carts', { data: { product_id: product.id, size } });
        expect(line.ok(), await line.text()).toBe(true);
        const placed = await page.request.post('/api/quick-cart/submit-order', {
          data: {
            customer_name: `Route Walk ${lang}`,
            customer_phone: '0611223344',
            customer_city: 'Casablanca',
            language: lang,
            items: [{ product_id: product.id, quantity: 1, size }],
          },
        });
        expect(placed.ok(), await placed.text()).toBe(true);
        const { reference } = ((await placed.json()) as { data: { reference: string } }).data;

        const leftovers = lang === 'en' ? [] : englishLeftovers(lang);
        const problems: string[] = [];
        for (const { path } of Object.values(PUBLIC_PAGES)) {
          const url = localePath(
            lang,
            `/${path.replace(':productId', String(product.id)).replace(':reference', reference)}`,
          );
          await page.goto(url);
          await page.waitForLoadState('networkidle');
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await expect(page.locator('html')).toHaveAttribute('dir', langDir(lang));

          const width = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
          if (width[0]! > width[1]!) problems.push(`${url}: ${width[0]} px wide on a ${width[1]} px screen`);

          const texts = await pageTexts(page);
          for (const english of leftovers) {
            // Whole texts, and sentences inside longer texts.
            const found = texts.find((t) => t === english || (english.length >= 16 && t.includes(english)));
            if (found) problems.push(`${url}: English "${english}" in "${found.slice(0, 80)}"`);
          }

          if ((await headerStartsOnTheRight(page)) !== (lang === 'ar')) {
            problems.push(`${url}: the header starts on the ${lang === 'ar' ? 'left' : 'right'}`);
          }
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
