/**
 * The storefront's pages as HTML from the server: each public page is rendered by the
 * storefront's own server bundle (apps/web/src/entry-server.tsx, built into dist/.ssr) into
 * index.html, with its head (title, description, canonical, Open Graph, JSON-LD), its
 * stylesheets inline, the list of its route's chunks (loaded by the entry after the first paint, see
 * apps/web/src/main.tsx) and the state the browser hydrates with. The back office and unknown paths get
 * the plain index.html and are rendered in the browser. docs/decisions/070-server-rendering.md.
 *
 * A rendered page depends only on its URL and the catalog, so it is kept, gzipped, in the
 * catalog cache's derived values and dropped with the catalog's answers (catalogDerived).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Request, RequestHandler } from 'express';
import type { RenderPage } from '@vigor/shared';
import { env } from '../../config/env.ts';
import { logger } from '../../lib/logger.ts';
import { inlineStylesheets, routeChunks, type RouteChunks } from '../../lib/route-chunks.ts';
import { catalogDerived } from '../../lib/catalog-cache.ts';
import { storagePublicBase } from '../../lib/storage/storage.ts';
import { storefrontData } from './storefront-data.ts';

export const SSR_ENTRY = path.join('.ssr', 'entry-server.js');
/** Where the page's state goes: the browser reads it back (apps/web/src/app/ssr-state.ts). */
const ROOT = '<div id="root"></div>';

interface PageAnswer {
  status: number;
  body: Buffer;
  gzip: Buffer;
}

/** The origin of the shop's own URLs: PUBLIC_ORIGIN, else the one the request named. */
export const originOf = (req: Request) => env.PUBLIC_ORIGIN ?? `${req.protocol}://${req.get('host')}`;

/**
 * The handler of every storefront path in production: a server-rendered page for the public
 * routes, index.html for the others. Without a server bundle (a build from before it), every
 * path gets index.html as before.
 */
export function storefrontPages(dist: string, template: string): RequestHandler {
  const entry = path.join(dist, SSR_ENTRY);
  const renderer: Promise<RenderPage | null> = existsSync(entry)
    ? import(pathToFileURL(entry).href).then((module: { render: RenderPage }) => module.render)
    : Promise.resolve(null);
  const pageTemplate = inlineStylesheets(dist, template);
  const chunksByModule = new Map<string, RouteChunks>();
  const chunksOf = (module: string) => {
    let chunks = chunksByModule.get(module);
    if (chunks === undefined) {
      chunks = routeChunks(dist, module, template);
      chunksByModule.set(module, chunks);
    }
    return chunks;
  };

  const renderPage = async (origin: string, url: string): Promise<PageAnswer | null> => {
    const render = await renderer;
    const page = render
      ? await render({ url, origin, imageBase: storagePublicBase, data: storefrontData })
      : null;
    if (!page) return null;
    const parts = page.modules.map(chunksOf);
    const styleTags = parts.map((chunks) => chunks.styleTags).join('');
    const scripts = [...new Set(parts.flatMap((chunks) => chunks.scripts))];
    const html = pageTemplate
      .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}" dir="${page.dir}">`)
      // Functions, not strings: a `$&` in a product's text is not a replacement pattern.
      .replace('</head>', () => `${page.head}${styleTags}</head>`)
      .replace(
        ROOT,
        () =>
          `<div id="root">${page.html}</div>` +
          `<script type="application/json" id="ssr-state">${page.state}</script>` +
          `<script type="application/json" id="page-modules">${JSON.stringify(scripts)}</script>`,
      );
    const body = Buffer.from(html);
    return { status: page.status, body, gzip: gzipSync(body) };
  };

  return async (req, res) => {
    res.set('Cache-Control', 'no-cache');
    const origin = originOf(req);
    let page: PageAnswer | null = null;
    try {
      page = await catalogDerived(`page:${origin}${req.originalUrl}`, () =>
        renderPage(origin, req.originalUrl),
      );
    } catch (error) {
      // A page that cannot be rendered still works: the browser renders it from the API.
      logger.error({ err: error, url: req.originalUrl }, 'server rendering failed');
    }
    if (!page) {
      res.type('html').send(template);
      return;
    }
    res.status(page.status).type('html').set('Vary', 'Accept-Encoding');
    // Sent as it is: the compression middleware leaves an answer that is already encoded.
    const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
    if (gzip) res.set('Content-Encoding', 'gzip');
    const body = gzip ? page.gzip : page.body;
    res.set('Content-Length', String(body.length));
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
