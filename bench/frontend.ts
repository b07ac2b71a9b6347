/**
 * Builds the storefront (the same `vite build` as `pnpm build`, plus a plugin that only records
 * which modules went into which chunk) and measures what the shopper's pages load.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { REPO_ROOT } from './processes.ts';

export const WEB_DIR = path.join(REPO_ROOT, 'apps', 'web');
export const DIST_DIR = path.join(WEB_DIR, 'dist');
const BACK_OFFICE = '/src/features/back-office/';

interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  css: string[];
  modules: string[];
}

export interface BuildInfo {
  chunks: Map<string, ChunkInfo>;
  entry: ChunkInfo;
}

export interface PageRoute {
  /** The route module the page renders (apps/web/src/app/router.tsx). */
  module: string;
  /** The language whose texts the page loads (apps/web/src/messages/<lang>.ts). */
  lang: 'en' | 'fr' | 'ar';
  /** Whether it loads its language's page texts too (messages/pages/<lang>.ts: every page but home). */
  pageTexts: boolean;
}

/** The storefront pages weighed and run in Lighthouse: home and product page in each language. */
export const PAGE_ROUTES: Record<string, PageRoute> = {
  '/': { module: 'src/app/routes/home.tsx', lang: 'en', pageTexts: false },
  '/fr/': { module: 'src/app/routes/home.tsx', lang: 'fr', pageTexts: false },
  '/ar/': { module: 'src/app/routes/home.tsx', lang: 'ar', pageTexts: false },
  '/shop': { module: 'src/app/routes/shop.tsx', lang: 'en', pageTexts: true },
  '/product/:id': { module: 'src/app/routes/product.tsx', lang: 'en', pageTexts: true },
  '/fr/product/:id': { module: 'src/app/routes/product.tsx', lang: 'fr', pageTexts: true },
  '/ar/product/:id': { module: 'src/app/routes/product.tsx', lang: 'ar', pageTexts: true },
};

function chunkRecorder(chunks: Map<string, ChunkInfo>): Plugin {
  return {
    name: 'vigor-bench-chunk-recorder',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const meta = (item as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata;
        chunks.set(item.fileName, {
          fileName: item.fileName,
          isEntry: item.isEntry,
          facadeModuleId: item.facadeModuleId,
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          css: [...(meta?.importedCss ?? [])],
          modules: item.moduleIds.map((id) => id.replaceAll('\\', '/')),
        });
      }
    },
  };
}

export async function buildWeb(): Promise<BuildInfo> {
  const chunks = new Map<string, ChunkInfo>();
  await build({ root: WEB_DIR, logLevel: 'warn', plugins: [chunkRecorder(chunks)] });
  // The server bundle, as `pnpm build` makes it: the store renders its pages with it.
  await build({
    root: WEB_DIR,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: 'dist/.ssr' },
  });
  const entry = [...chunks.values()].find((c) => c.isEntry);
  if (!entry) throw new Error('The build has no entry chunk');
  return { chunks, entry };
}

/** A chunk and every chunk it imports statically, with their CSS. */
function closure(info: BuildInfo, start: ChunkInfo, files: Set<string>) {
  if (files.has(start.fileName)) return;
  files.add(start.fileName);
  for (const css of start.css) files.add(css);
  for (const name of start.imports) {
    const chunk = info.chunks.get(name);
    if (chunk) closure(info, chunk, files);
  }
}

/** The chunk whose entry module is `module` (a path inside apps/web). */
function chunkOf(info: BuildInfo, module: string): ChunkInfo {
  const chunk = [...info.chunks.values()].find((c) => c.facadeModuleId?.endsWith(`/apps/web/${module}`));
  if (!chunk) throw new Error(`No chunk for ${module}`);
  return chunk;
}

/**
 * Files a page loads: index.html's entry, the app it imports once the page is painted
 * (apps/web/src/main.tsx), the route's lazy chunk and its language's texts (apps/web/src/app/router.tsx,
 * `pageSourceModules`).
 */
export function pageFiles(info: BuildInfo, page: PageRoute): string[] {
  const files = new Set<string>();
  closure(info, info.entry, files);
  for (const name of info.entry.dynamicImports) {
    const chunk = info.chunks.get(name);
    if (chunk) closure(info, chunk, files);
  }
  closure(info, chunkOf(info, page.module), files);
  closure(info, chunkOf(info, `src/messages/${page.lang}.ts`), files);
  if (page.pageTexts) closure(info, chunkOf(info, `src/messages/pages/${page.lang}.ts`), files);
  return [...files];
}

export interface PageWeight {
  js_gzip_bytes: number;
  css_gzip_bytes: number;
  files: string[];
  back_office_modules: string[];
}

const gzipSizes = new Map<string, number>();
async function gzipSize(file: string): Promise<number> {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(await readFile(path.join(DIST_DIR, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** gzip bytes of the JS and CSS among `files` (paths inside dist), and any back-office module in them. */
export async function weigh(info: BuildInfo, files: string[]): Promise<PageWeight> {
  let js = 0;
  let css = 0;
  const backOffice: string[] = [];
  for (const file of files) {
    if (file.endsWith('.js')) js += await gzipSize(file);
    else if (file.endsWith('.css')) css += await gzipSize(file);
    for (const id of info.chunks.get(file)?.modules ?? []) {
      if (id.includes(BACK_OFFICE)) backOffice.push(id.slice(id.indexOf('/src/') + 1));
    }
  }
  // A stylesheet carries no module ids: it is back-office CSS when only back-office chunks import it.
  for (const file of files.filter((f) => f.endsWith('.css'))) {
    const owners = [...info.chunks.values()].filter((c) => c.css.includes(file));
    if (owners.length && owners.every((c) => c.modules.some((id) => id.includes(BACK_OFFICE)))) {
      backOffice.push(file);
    }
  }
  return { js_gzip_bytes: js, css_gzip_bytes: css, files: files.sort(), back_office_modules: backOffice };
}
