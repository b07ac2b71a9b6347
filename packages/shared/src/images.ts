/**
 * What a product image upload may be, decided by the file's content (its first bytes), never by
 * its name or declared type: the server checks it before re-encoding, and the admin form as soon
 * as a file is chosen.
 */
export const UPLOAD_IMAGE_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
];
export const UPLOAD_IMAGE_TYPES_MESSAGE = 'The image must be a JPEG, PNG, WebP, GIF or AVIF file.';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = 'The image is too large.';

/** Widths, in pixels, at which every uploaded or seeded image is stored as WebP. */
export const IMAGE_WIDTHS = [320, 640, 960] as const;
export const DEFAULT_IMAGE_WIDTH = 640;
/**
 * `sizes` of the product page's main (LCP) photo. The server's `<link rel="preload">` for that
 * photo must say the same, or the browser picks another width and downloads twice.
 */
export const PRODUCT_PAGE_IMAGE_SIZES = '(min-width: 1024px) 40vw, (min-width: 768px) 50vw, 100vw';

export interface ImageSources {
  src: string;
  srcSet: string | undefined;
}

/**
 * Where the browser finds a product image. A stored key (e.g. `products/ab12`) names one
 * WebP per width under `storageBase` (`/storage`, or the public URL of the storage: a CDN or
 * bucket); an absolute http(s) URL is used as it is.
 */
export function imageSources(image: string | null | undefined, storageBase: string): ImageSources | null {
  if (!image) return null;
  if (/^https?:\/\//i.test(image)) return { src: image, srcSet: undefined };
  const key = image.replace(/^\/+/, '');
  const url = (width: number) => `${storageBase}/${key}-${width}.webp`;
  return {
    src: url(DEFAULT_IMAGE_WIDTH),
    srcSet: IMAGE_WIDTHS.map((w) => `${url(w)} ${w}w`).join(', '),
  };
}
