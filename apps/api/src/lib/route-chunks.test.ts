import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routeChunkTags } from './route-chunks.ts';

const TEMPLATE =
  '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head>';

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_card-1.js': {
    file: 'assets/card-1.js',
    imports: ['_react-1.js', '_image-1.js'],
    css: ['assets/card-1.css'],
  },
  '_image-1.js': { file: 'assets/image-1.js', imports: ['_card-1.js'] },
  'src/app/routes/product.tsx': {
    file: 'assets/product-1.js',
    imports: ['index.html', '_react-1.js', '_card-1.js'],
    css: ['assets/product-1.css'],
  },
};

let dist: string;
beforeEach(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'vigor-route-chunks-'));
});
afterEach(() => rm(dist, { recursive: true, force: true }));

describe('routeChunkTags', () => {
  it("preloads a route's chunk and its imports (once each) and links its CSS, not what the page names", async () => {
    await mkdir(path.join(dist, '.vite'));
    await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    expect(routeChunkTags(dist, 'src/app/routes/product.tsx', TEMPLATE)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/product-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/card-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/image-1.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/product-1.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/card-1.css">',
    );
  });

  it('is empty without a manifest or for a source it does not list', async () => {
    expect(routeChunkTags(dist, 'src/app/routes/product.tsx', TEMPLATE)).toBe('');
    await mkdir(path.join(dist, '.vite'));
    await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    expect(routeChunkTags(dist, 'src/app/routes/nope.tsx', TEMPLATE)).toBe('');
  });
});
