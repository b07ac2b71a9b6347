import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '@vigor/shared';
import { env } from '../config/env.ts';
import { AppError } from './errors.ts';
import { hasTrailingData } from './image-end.ts';

const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
/** Refuses decompression bombs before sharp allocates them. */
const MAX_INPUT_PIXELS = 40_000_000;
const FOLDER = 'products';

function filePath(key: string, width: number): string {
  return path.join(env.STORAGE_DIR, `${key}-${width}.webp`);
}

/**
 * Checks an upload by its content, re-encodes it to WebP at every width (which also drops its
 * metadata) under a random name, and returns the storage key. Nothing is left behind on refusal.
 */
export async function saveImage(upload: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(upload);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) {
    throw AppError.badRequest('The image must be a JPEG, PNG, WebP, GIF or AVIF file.', {
      image: ['The file is not a supported image.'],
    });
  }
  // A polyglot (an image followed by HTML or script) is refused even though re-encoding would
  // drop the tail: nothing that another program could read as something else is accepted.
  if (hasTrailingData(upload, type.mime)) {
    throw AppError.badRequest('The image could not be read.', {
      image: ['The file holds data after the end of the image.'],
    });
  }
  let image: ReturnType<typeof sharp>;
  let pixels: number;
  try {
    image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    // Only the first frame is decoded, so only its size counts.
    const { width = 0, height = 0 } = await image.metadata();
    pixels = width * height;
  } catch {
    throw AppError.badRequest('The image could not be read.', {
      image: ['The file is not a readable image.'],
    });
  }
  // Checked from the header before anything is decoded or written.
  if (!pixels || pixels > MAX_INPUT_PIXELS) {
    throw AppError.badRequest('The image is too large.', {
      image: [`The image must have at most ${MAX_INPUT_PIXELS / 1_000_000} million pixels.`],
    });
  }
  const key = `${FOLDER}/${randomBytes(16).toString('hex')}`;
  await mkdir(path.join(env.STORAGE_DIR, FOLDER), { recursive: true });
  try {
    await Promise.all(
      IMAGE_WIDTHS.map((width) =>
        image
          .clone()
          .resize({ width, withoutEnlargement: false })
          .webp({ quality: 80 })
          .toFile(filePath(key, width)),
      ),
    );
  } catch {
    await deleteImage(key);
    throw AppError.badRequest('The image could not be read.', {
      image: ['The file is not a readable image.'],
    });
  }
  return key;
}

/**
 * The pixel size of a stored image at its largest width (link previews name it); null for an
 * absolute URL or a file that cannot be read.
 */
export async function storedImageSize(key: string): Promise<{ width: number; height: number } | null> {
  if (/^https?:\/\//i.test(key)) return null;
  try {
    const { width, height } = await sharp(filePath(key, Math.max(...IMAGE_WIDTHS))).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/** Removes every width of a stored image; absolute URLs and missing files are ignored. */
export async function deleteImage(key: string | null | undefined): Promise<void> {
  if (!key || !key.startsWith(`${FOLDER}/`)) return;
  await Promise.all(IMAGE_WIDTHS.map((width) => rm(filePath(key, width), { force: true })));
}
