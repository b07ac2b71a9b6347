import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // A file's first test transforms and loads the app's lazy routes, which on a busy 2-core
    // machine takes more than vitest's default 5 s; waits end as soon as the page is there.
    testTimeout: 30_000,
  },
});
