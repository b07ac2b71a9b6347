/**
 * Hostile uploads on the admin product form. Each one is refused with 400 or 413, creates no
 * product and leaves no file in the storage folder, or (data after the image) is stored
 * re-encoded without that data.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@vigor/shared';
import { createApp } from '../../src/app.ts';
import { env } from '../../src/config/env.ts';
import { prisma } from '../../src/lib/prisma.ts';
import { createProduct, createStaff, truncateAll } from '../factories.ts';
import { errorShapeProblem, pngDeclaring, storedFiles } from './helpers.ts';

const app = createApp();
let bearer: string;

beforeEach(async () => {
  await truncateAll();
  bearer = (await createStaff('admin')).bearer;
});

const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>\n');
const pixel = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } });
let images: Record<'png' | 'jpeg' | 'gif' | 'webp', Buffer>;

beforeAll(async () => {
  images = {
    png: await pixel().png().toBuffer(),
    jpeg: await pixel().jpeg().toBuffer(),
    gif: await pixel().gif().toBuffer(),
    webp: await pixel().webp().toBuffer(),
  };
});

/** An ISO-BMFF box: 32-bit size, four-letter type, payload. */
function box(type: string, payload: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + payload.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, payload]);
}

/** A small MP4 as phones append to a motion photo: ftyp, a movie header box and media data. */
const mp4 = () =>
  Buffer.concat([
    box('ftyp', Buffer.from('mp42\0\0\0\0isommp42', 'latin1')),
    box('moov', box('mvhd', Buffer.alloc(100))),
    box('mdat', Buffer.alloc(512, 7)),
  ]);

function upload(file: Buffer, filename: string, contentType: string, url = '/api/products') {
  return request(app)
    .post(url)
    .set('Authorization', bearer)
    .field('name', 'Upload test')
    .field('price', '299')
    .field('type', 'hoodies')
    .field('status', 'available')
    .field('sizes', JSON.stringify([{ size: 'M', quantity: 3 }]))
    .attach('image', file, { filename, contentType });
}

describe('image uploads', () => {
  it('accepts a real image, re-encoded to WebP at every width under a random name (control)', async () => {
    const res = await upload(images.png, 'hoodie.png', 'image/png');
    expect(res.status).toBe(201);
    const key = res.body.data.image as string;
    expect(key).toMatch(/^products\/[0-9a-f]{32}$/);
    expect((await storedFiles()).sort()).toEqual(IMAGE_WIDTHS.map((w) => `${key}-${w}.webp`).sort());
  });

  it.each([
    [
      'a progressive JPEG with EXIF',
      () => pixel().withMetadata().jpeg({ progressive: true }).toBuffer(),
      'a.jpeg',
    ],
    [
      'an interlaced PNG with alpha',
      () => pixel().ensureAlpha().png({ progressive: true }).toBuffer(),
      'a.png',
    ],
    ['a lossless WebP', () => pixel().webp({ lossless: true }).toBuffer(), 'a.webp'],
    ['an AVIF', () => pixel().avif().toBuffer(), 'a.avif'],
    [
      'an animated GIF',
      () =>
        sharp([images.png, images.jpeg, images.gif], { join: { animated: true } })
          .gif()
          .toBuffer(),
      'a.gif',
    ],
    ['a JPEG without a file extension', () => Promise.resolve(images.jpeg), 'pasted-image'],
    // Phone photos: data after the first image that the re-encode drops.
    [
      'a multi-picture JPEG (MPF: a second JPEG after the first)',
      async () => Buffer.concat([images.jpeg, await pixel().resize(4, 4).jpeg().toBuffer()]),
      'mpf.jpg',
    ],
    [
      'a JPEG with a gain map and a motion-photo MP4 after it',
      async () => Buffer.concat([images.jpeg, await pixel().greyscale().jpeg().toBuffer(), mp4()]),
      'PXL_20261123_motion.jpg',
    ],
    [
      'a motion photo (JPEG + MP4)',
      () => Promise.resolve(Buffer.concat([images.jpeg, mp4()])),
      'MVIMG_1.jpg',
    ],
  ] as const)('accepts %s (control)', async (_name, make, filename) => {
    const res = await upload(await make(), filename, 'application/octet-stream');
    expect(res.status, res.text).toBe(201);
  });

  // Data after the image (a polyglot: an image followed by HTML, script or an archive) never
  // reaches storage: the re-encode writes a new WebP from the decoded pixels of the first image.
  const withTail: [string, () => Buffer, string, string][] = [
    ['a GIF followed by HTML (polyglot)', () => Buffer.concat([images.gif, HTML]), 'cat.gif', 'image/gif'],
    ['a JPEG followed by HTML (polyglot)', () => Buffer.concat([images.jpeg, HTML]), 'cat.jpg', 'image/jpeg'],
    [
      'a PNG followed by a script (polyglot)',
      () => Buffer.concat([images.png, HTML]),
      'cat.png',
      'image/png',
    ],
    [
      'a WebP followed by HTML (polyglot)',
      () => Buffer.concat([images.webp, HTML]),
      'cat.webp',
      'image/webp',
    ],
    [
      'a JPEG followed by a second JPEG and HTML',
      () => Buffer.concat([images.jpeg, images.jpeg, HTML]),
      'cat.jpg',
      'image/jpeg',
    ],
    [
      'a JPEG followed by a ZIP archive',
      () => Buffer.concat([images.jpeg, Buffer.from('PK\x03\x04\x14\0\0\0\0\0', 'latin1'), HTML]),
      'cat.jpg',
      'image/jpeg',
    ],
    [
      'a JPEG followed by an MP4 and HTML',
      () => Buffer.concat([images.jpeg, mp4(), HTML]),
      'cat.jpg',
      'image/jpeg',
    ],
    [
      'a JPEG followed by an MP4 whose last box hides HTML to the end of the file',
      () => Buffer.concat([images.jpeg, mp4(), Buffer.from([0, 0, 0, 0]), Buffer.from('free'), HTML]),
      'cat.jpg',
      'image/jpeg',
    ],
    [
      'a JPEG followed by boxes that do not start with ftyp',
      () => Buffer.concat([images.jpeg, box('mdat', HTML)]),
      'cat.jpg',
      'image/jpeg',
    ],
    [
      'a JPEG followed by a truncated second JPEG',
      () => Buffer.concat([images.jpeg, images.jpeg.subarray(0, images.jpeg.length >> 1)]),
      'cat.jpg',
      'image/jpeg',
    ],
  ];

  it.each(withTail)('stores %s re-encoded without the tail', async (_name, file, filename, type) => {
    const res = await upload(file(), filename, type);
    expect(res.status, res.text).toBe(201);
    const stored = await storedFiles();
    expect(stored).toHaveLength(IMAGE_WIDTHS.length);
    for (const name of stored) {
      const webp = await readFile(path.join(env.STORAGE_DIR, name));
      // A RIFF file states its own length: nothing follows the WebP's data.
      expect(webp.toString('latin1', 0, 4) + webp.toString('latin1', 8, 12)).toBe('RIFFWEBP');
      expect(webp.readUInt32LE(4) + 8).toBe(webp.length);
      expect(webp.includes('<script')).toBe(false);
      expect(webp.includes('PK\x03\x04')).toBe(false);
    }
  });

  const hostile: [string, () => Buffer, string, string][] = [
    ['HTML followed by a JPEG', () => Buffer.concat([HTML, images.jpeg]), 'cat.jpg', 'image/jpeg'],
    [
      'an SVG with a script',
      () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
        ),
      'logo.svg',
      'image/svg+xml',
    ],
    [
      'an SVG named .png',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'logo.png',
      'image/png',
    ],
    ['a PNG declaring 30000 x 30000 pixels', () => pngDeclaring(30_000, 30_000), 'bomb.png', 'image/png'],
    ['a PNG declaring 100000 x 1 pixels', () => pngDeclaring(100_000, 1), 'strip.png', 'image/png'],
    ['a zero-byte file', () => Buffer.alloc(0), 'empty.jpg', 'image/jpeg'],
    ['HTML named .jpg', () => HTML, 'photo.jpg', 'image/jpeg'],
    ['a real PNG named .php', () => images.png, 'shell.php', 'image/png'],
    ['a real PNG named .html', () => images.png, 'page.html', 'text/html'],
    ['a truncated JPEG', () => images.jpeg.subarray(0, images.jpeg.length >> 1), 'half.jpg', 'image/jpeg'],
    [
      'a file over 5 MB',
      () => Buffer.concat([images.png, Buffer.alloc(5 * 1024 * 1024)]),
      'big.png',
      'image/png',
    ],
  ];

  it.each(hostile)(
    'refuses %s on create, with no product and no file left',
    async (_name, file, filename, type) => {
      const res = await upload(file(), filename, type);
      expect([400, 413], res.text).toContain(res.status);
      expect(errorShapeProblem(res.body)).toBeNull();
      expect(await prisma.product.count()).toBe(0);
      expect(await storedFiles()).toEqual([]);
    },
  );

  it.each(hostile)(
    'refuses %s on update, keeping the product and its image',
    async (_name, file, filename, type) => {
      const product = await createProduct({ image: 'https://example.com/old.webp' });
      const res = await upload(file(), filename, type, `/api/products/${product.id}`).field('_method', 'PUT');
      expect([400, 413], res.text).toContain(res.status);
      const after = await prisma.product.findUniqueOrThrow({ where: { id: product.id } });
      expect(after.image).toBe('https://example.com/old.webp');
      expect(after.name).toBe(product.name);
      expect(await storedFiles()).toEqual([]);
    },
  );
});
