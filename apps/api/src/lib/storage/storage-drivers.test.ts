/**
 * One behaviour suite, run on both storage drivers: the local folder, and the S3 driver against
 * an S3-protocol server started here (test/s3-server.ts, a stand-in for AWS S3, Cloudflare R2 or
 * MinIO). Uploads, reads over HTTP, deletes and refused uploads must not tell them apart.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@vigor/shared';
import { pngDeclaring } from '../../../test/hardening/helpers.ts';
import { startS3Server, type TestS3Server } from '../../../test/s3-server.ts';
import { apiNotFound, errorHandler } from '../../middleware/error-handler.ts';
import { AppError } from '../errors.ts';
import { createImageStore } from '../image-store.ts';
import { localFolderStorage } from './local-folder.ts';
import type { ObjectStorage } from './object-storage.ts';
import { s3BucketStorage } from './s3-bucket.ts';

let folder: string;
let s3: TestS3Server;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'vigor-drivers-'));
  s3 = await startS3Server();
});

afterAll(async () => {
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

const drivers: [string, () => ObjectStorage][] = [
  ['local folder', () => localFolderStorage(folder)],
  ['S3-compatible bucket', () => s3BucketStorage(s3.options)],
];

describe.each(drivers)('images on the %s', (_name, makeStorage) => {
  let storage: ObjectStorage;
  let images: ReturnType<typeof createImageStore>;
  let app: express.Express;
  let photo: Buffer;

  beforeAll(async () => {
    photo = await sharp({ create: { width: 1200, height: 1500, channels: 3, background: '#1d4d7a' } })
      .jpeg()
      .toBuffer();
  });

  beforeEach(async () => {
    storage = makeStorage();
    images = createImageStore(storage);
    await storage.remove(await storage.list(''));
    // Mounted as app.ts mounts it.
    app = express().use('/storage', storage.serve, apiNotFound).use(errorHandler);
  });

  it('stores an upload as WebP at every width under a new key, served as immutable files', async () => {
    const key = await images.saveImage(photo);

    expect(key).toMatch(/^products\/[0-9a-f]{32}$/);
    expect(await storage.list('products/')).toEqual(IMAGE_WIDTHS.map((w) => `${key}-${w}.webp`).sort());
    for (const width of IMAGE_WIDTHS) {
      const answer = await request(app).get(`/storage/${key}-${width}.webp`).buffer(true);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
      const served = await sharp(answer.body as Buffer).metadata();
      expect(served).toMatchObject({ format: 'webp', width, height: (width * 5) / 4 });
    }
    expect((await request(app).head(`/storage/${key}-640.webp`)).status).toBe(200);
    expect(await images.storedImageSize(key)).toEqual({ width: 960, height: 1200 });
    // A second upload of the same file is another image.
    expect(await images.saveImage(photo)).not.toBe(key);
  });

  it('deletes every width; deleting again, or what it does not hold, is not an error', async () => {
    const kept = await images.saveImage(photo);
    const key = await images.saveImage(photo);
    await images.deleteImage(key);

    expect(await storage.list('products/')).toEqual(IMAGE_WIDTHS.map((w) => `${kept}-${w}.webp`).sort());
    expect((await request(app).get(`/storage/${key}-640.webp`)).status).toBe(404);
    expect(await images.storedImageSize(key)).toBeNull();
    await images.deleteImage(key);
    await images.deleteImage('https://cdn.example.com/photo.webp');
    await images.deleteImage(null);
    expect(await storage.list('')).toHaveLength(IMAGE_WIDTHS.length);
  });

  const refused: [string, () => Buffer, RegExp][] = [
    ['an HTML page', () => Buffer.from('<html><script>alert(1)</script></html>'), /must be a JPEG/],
    ['a PNG declaring 30000 x 30000 pixels', () => pngDeclaring(30_000, 30_000), /could not be read/],
    ['a PNG whose pixels are cut short', () => pngDeclaring(2000, 2000), /could not be read/],
  ];
  it.each(refused)('refuses %s with a 400 and stores nothing', async (_what, file, message) => {
    const error = await images.saveImage(file()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 400, message: expect.stringMatching(message) });
    expect(await storage.list('')).toEqual([]);
  });

  it('answers 404 for missing files and for paths that try to leave the storage', async () => {
    for (const url of [
      '/storage/products/missing-640.webp',
      '/storage/..%2f..%2fpackage.json',
      '/storage/%2e%2e/package.json',
      '/storage/.hidden',
      '/storage/products/%E0%A4%A',
    ]) {
      expect((await request(app).get(url)).status, url).toBe(404);
    }
    expect((await request(app).post('/storage/products/x-640.webp')).status).toBe(404);
    await expect(storage.write('../outside.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid/);
    await expect(storage.read('/etc/passwd')).rejects.toThrow(/Invalid/);
  });

  it('lists by prefix, replaces on write, and reads nothing for a missing key', async () => {
    await storage.write('a/one.txt', Buffer.from('1'), 'text/plain');
    await storage.write('a/one.txt', Buffer.from('2'), 'text/plain');
    await storage.write('b/two.txt', Buffer.from('3'), 'text/plain');

    expect(await storage.list('a/')).toEqual(['a/one.txt']);
    expect(await storage.list('')).toEqual(['a/one.txt', 'b/two.txt']);
    expect((await storage.read('a/one.txt'))?.toString()).toBe('2');
    expect(await storage.read('a/none.txt')).toBeNull();
    await storage.remove(['a/one.txt', 'a/none.txt']);
    expect(await storage.list('')).toEqual(['b/two.txt']);
  });
});
