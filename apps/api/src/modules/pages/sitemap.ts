import { Router } from 'express';
import { LANGS, localePath, SITEMAP_PATHS } from '@vigor/shared';
import { catalogDerived } from '../../lib/catalog-cache.ts';
import { productIds } from '../products/index.ts';
import { originOf } from './pages.ts';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The crawlable pages of the storefront's route table (packages/shared storefront-routes.ts) and
 * every product, in each language (English's URLs first, then French, then Arabic).
 */
export async function sitemapXml(origin: string): Promise<string> {
  const pages = [...SITEMAP_PATHS, ...(await productIds()).map((id) => `/product/${id}`)];
  const paths = LANGS.flatMap((lang) => pages.map((page) => localePath(lang, page)));
  const urls = paths.map((p) => `<url><loc>${escapeXml(`${origin}${p}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export const robotsTxt = (origin: string) =>
  `User-agent: *\nDisallow: /admin\nDisallow: /admin-dashboard\nDisallow: /traffic-dashboard\nDisallow: /api/\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;

/** GET /sitemap.xml (every public page and product) and /robots.txt, which names it. */
export function seoRouter() {
  const router = Router();
  router.get('/sitemap.xml', async (req, res) => {
    const origin = originOf(req);
    // Every product is listed: kept with the catalog, dropped when it changes.
    const xml = await catalogDerived(`sitemap:${origin}`, () => sitemapXml(origin));
    res.set('Cache-Control', 'no-cache').type('application/xml').send(xml);
  });
  router.get('/robots.txt', (req, res) => {
    res
      .set('Cache-Control', 'no-cache')
      .type('text/plain')
      .send(robotsTxt(originOf(req)));
  });
  return router;
}
