/** The storage driver the environment names (config/env.ts), one for the whole process. */
import { env } from '../../config/env.ts';
import { localFolderStorage } from './local-folder.ts';
import type { ObjectStorage } from './object-storage.ts';
import { s3BucketStorage } from './s3-bucket.ts';

function configuredStorage(): ObjectStorage {
  if (env.STORAGE_DRIVER === 'local') return localFolderStorage(env.STORAGE_DIR);
  return s3BucketStorage({
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}

export const storage = configuredStorage();

/** Where browsers find stored files: the public base URL when there is one, else this server. */
export const STORAGE_PATH = '/storage';
export const storagePublicBase = env.STORAGE_PUBLIC_URL ?? STORAGE_PATH;
