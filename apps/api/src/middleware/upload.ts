import path from 'node:path';
import multer from 'multer';
import { MAX_IMAGE_BYTES, UPLOAD_IMAGE_TYPES_MESSAGE } from '@vigor/shared';
import { AppError } from '../lib/errors.ts';

/** A file name may lack an extension (a pasted image), but may not claim a non-image one. */
const IMAGE_EXTENSIONS = new Set(['', '.jpg', '.jpeg', '.jfif', '.png', '.webp', '.gif', '.avif']);

/**
 * Multipart bodies with at most one image of 5 MB, held in memory only long enough to be
 * checked and re-encoded (lib/image-store.ts); nothing the client named is ever written. The
 * content decides what the file is; a name with a non-image extension (shell.php, page.html,
 * logo.svg) is refused on top of that, before the file is read.
 */
export const productUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  fileFilter: (_req, file, accept) => {
    if (IMAGE_EXTENSIONS.has(path.extname(file.originalname).toLowerCase())) return accept(null, true);
    accept(
      AppError.badRequest(UPLOAD_IMAGE_TYPES_MESSAGE, {
        image: ['The file name does not end in an image extension.'],
      }),
    );
  },
}).single('image');
