import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inlineStylesheets, routeChunks } from './route-chunks.ts';

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

describe('routeChunks', () => {
  it("links a route's CSS and lists its chunk and imports (once each), not what the page names", async () => {
    await mkdir(path.join(dist, '.vite'));
    await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    expect(routeChunks(dist, 'src/app/routes/product.tsx', TEMPLATE)).toEqual({
      styleTags:
        '<link rel="stylesheet" crossorigin href="/assets/product-1.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/card-1.css">',
      scripts: ['/assets/product-1.js', '/assets/card-1.js', '/assets/image-1.js'],
    });
  });

  it('is empty without a manifest or for a source it does not list', async () => {
    const none = { styleTags: '', scripts: [] };
    expect(routeChunks(dist, 'src/app/routes/product.tsx', TEMPLATE)).toEqual(none);
    await mkdir(path.join(dist, '.vite'));
    await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    expect(routeChunks(dist, 'src/app/routes/nope.tsx', TEMPLATE)).toEqual(none);
  });
});

describe('inlineStylesheets', () => {
  it('puts the stylesheets a page links into the page, and leaves a link to a missing file', async () => {
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'assets', 'index-1.css'), 'body{color:#111}');
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
      '<link rel="stylesheet" crossorigin href="/assets/gone-1.css"></head>';
    expect(inlineStylesheets(dist, html)).toBe(
      '<head><style>body{color:#111}</style><link rel="stylesheet" crossorigin href="/assets/gone-1.css"></head>',
    );
  });
});
