import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_WIDTHS, UPLOAD_IMAGE_TYPES, UPLOAD_IMAGE_TYPES_MESSAGE } from '@vigor/shared';
import { AppError } from './errors.ts';
import type { ObjectStorage } from './storage/object-storage.ts';
import { storage } from './storage/storage.ts';

/** Refuses decompression bombs before sharp allocates them. */
const MAX_INPUT_PIXELS = 40_000_000;
const FOLDER = 'products';
const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);

const fileKey = (key: string, width: number) => `${key}-${width}.webp`;
const isAbsoluteUrl = (image: string) => /^https?:\/\//i.test(image);

/** The image of an upload, checked by its content; throws a 400 AppError when it is refused. */
async function readUpload(upload: Buffer): Promise<ReturnType<typeof sharp>> {
  const type = await fileTypeFromBuffer(upload);
  if (!type || !UPLOAD_IMAGE_TYPES.includes(type.mime)) {
    throw AppError.badRequest(UPLOAD_IMAGE_TYPES_MESSAGE, {
      image: ['The file is not a supported image.'],
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
  return image;
}

/** Product images on a storage driver (lib/storage): the same rules whichever driver holds them. */
export function createImageStore(storage: ObjectStorage) {
  /** Removes every width of a stored image; absolute URLs and missing files are ignored. */
  async function deleteImage(key: string | null | undefined): Promise<void> {
    if (!key || !key.startsWith(`${FOLDER}/`)) return;
    await storage.remove(IMAGE_WIDTHS.map((width) => fileKey(key, width)));
  }

  return {
    /**
     * Checks an upload by its content, re-encodes it to WebP at every width under a random name,
     * and returns the storage key. Only the decoded pixels of the first image are written: its
     * metadata and any data after it (a polyglot's HTML or script, a motion photo's video) never
     * reach storage (apps/api/test/hardening/uploads.test.ts). Nothing is left behind on refusal.
     */
    saveImage: async (upload: Buffer): Promise<string> => {
      const image = await readUpload(upload);
      const key = `${FOLDER}/${randomBytes(16).toString('hex')}`;
      let encoded: Buffer[];
      try {
        encoded = await Promise.all(
          IMAGE_WIDTHS.map((width) =>
            image.clone().resize({ width, withoutEnlargement: false }).webp({ quality: 80 }).toBuffer(),
          ),
        );
      } catch {
        throw AppError.badRequest('The image could not be read.', {
          image: ['The file is not a readable image.'],
        });
      }
      try {
        await Promise.all(
          IMAGE_WIDTHS.map((width, i) => storage.write(fileKey(key, width), encoded[i]!, 'image/webp')),
        );
      } catch (error) {
        await deleteImage(key);
        throw error;
      }
      return key;
    },

    /**
     * The pixel size of a stored image at its largest width (link previews name it); null for
     * an absolute URL or a file that cannot be read.
     */
    storedImageSize: async (key: string): Promise<{ width: number; height: number } | null> => {
      if (isAbsoluteUrl(key)) return null;
      try {
        const file = await storage.read(fileKey(key, LARGEST_WIDTH));
        if (!file) return null;
        const { width, height } = await sharp(file).metadata();
        return width && height ? { width, height } : null;
      } catch {
        return null;
      }
    },

    deleteImage,
  };
}

export const { saveImage, storedImageSize, deleteImage } = createImageStore(storage);
