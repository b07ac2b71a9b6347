import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What Vite's build manifest says of one chunk (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface RouteChunks {
  /** `<link rel="stylesheet">`s of the route's CSS: the first paint needs them. */
  styleTags: string;
  /** URLs of the route's chunk and its static imports, loaded by the app after the first paint. */
  scripts: string[];
}

/**
 * What a lazy route needs besides index.html's own files (the entry's are left out): its CSS,
 * linked in the page's head so that the server's HTML paints styled, and its JS, which the entry
 * (apps/web/src/main.tsx) preloads with the app once the page is on screen.
 * Empty without a manifest (a build from before it was turned on) or for an unknown source.
 */
export function routeChunks(dist: string, source: string, template: string): RouteChunks {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) return { styleTags: '', scripts: [] };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  const named = (f: string) => template.includes(`/${f}"`);
  return {
    // Vite's loader finds these by href and does not add them again.
    styleTags: [...styles]
      .filter((f) => !named(f))
      .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`)
      .join(''),
    scripts: [...scripts].filter((f) => !named(f)).map((f) => `/${f}`),
  };
}

/**
 * index.html with its stylesheet links replaced by the stylesheets themselves, for the pages the
 * server renders: their first paint then waits for no other request (the storefront's styles are
 * one small file, apps/web/src/styles/storefront.css). A link to a missing file is left as it is.
 */
export function inlineStylesheets(dist: string, html: string): string {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (tag, file: string) => {
    const css = path.join(dist, file);
    return existsSync(css) ? `<style>${readFileSync(css, 'utf8')}</style>` : tag;
  });
}
