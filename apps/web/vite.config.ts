import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const sharedSrc = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));
/**
 * The API behind Vite's dev and preview servers, on the port `pnpm dev` gives it
 * (apps/api/src/scripts/dev-servers.ts). The browser's Host goes through unchanged (Vite's string
 * shorthand would rewrite it to the API's): the API refuses a write whose Origin names another host
 * than the one the request was sent to (middleware/same-origin.ts).
 */
const api = { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}`, changeOrigin: false };

/**
 * The built index.html's order for a server-rendered page's first paint, which needs only the
 * HTML and the stylesheet: the stylesheet first, then the entry script and its preloads at low
 * priority (the entry only loads the app once the page is painted, docs/decisions/071).
 */
const paintFirst = (): Plugin => ({
  name: 'vigor-paint-first',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const styles = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
      let rest = html;
      for (const tag of styles) rest = rest.replace(tag, '');
      rest = rest
        .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
        .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
      const at = rest.search(/<script type="module"|<link rel="modulepreload"/);
      if (at < 0) return html;
      return rest.slice(0, at) + styles.map((tag) => `${tag}\n    `).join('') + rest.slice(at);
    },
  },
});

/**
 * react-router's package exports name only its development build (with its dev-only warnings);
 * the browser bundle takes its production build instead (upstream: remix-run/react-router#12532).
 */
const reactRouterProduction = fileURLToPath(
  new URL('dist/production/index.mjs', import.meta.resolve('react-router/package.json')),
);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), paintFirst()],
  resolve: {
    alias:
      command === 'build' && !isSsrBuild
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : [],
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: { '/api': api, '/storage': api, '/sitemap.xml': api, '/robots.txt': api },
  },
  preview: { port: 4173, proxy: { '/api': api, '/storage': api } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server bundle (dist/.ssr) needs no copy of public/.
    copyPublicDir: !isSsrBuild,
    target: 'es2022',
    // dist/.vite/manifest.json: the API names the product route's chunks in that page's HTML.
    manifest: true,
    // Every browser the shop supports knows modulepreload: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The shared package holds only declarations and pure functions: let the bundler drop the
      // modules (and their zod schemas) that a chunk does not use.
      treeshake: {
        moduleSideEffects: (id: string) => !id.startsWith(sharedSrc),
      },
      output: {
        codeSplitting: {
          groups: [
            // zod's global settings alone: main.tsx sets them (lib/zod-config.ts) without
            // loading the schemas, which only the pages with forms need.
            { name: 'zod-config', test: /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/ },
          ],
        },
      },
    },
  },
}));
