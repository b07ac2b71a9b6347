import multer from 'multer';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * Multipart bodies with at most one image of 5 MB, held in memory only long enough to be
 * checked and re-encoded (lib/image-store.ts); nothing the client named is ever written.
 */
export const productUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
}).single('image');
