import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const sharedSrc = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));
const api = 'http://127.0.0.1:3001';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  server: {
    port: 5173,
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
    rolldownOptions: {
      // The shared package holds only declarations and pure functions: let the bundler drop the
      // modules (and their zod schemas) that a chunk does not use.
      treeshake: {
        moduleSideEffects: (id: string) => !id.startsWith(sharedSrc),
      },
    },
  },
}));
