/**
 * The S3-compatible storage driver: objects in one bucket of AWS S3, Cloudflare R2, MinIO or any
 * server speaking the S3 protocol, shared by every process and machine. Requests for
 * `/storage/<key>` are answered from the bucket; with STORAGE_PUBLIC_URL (a CDN or the bucket's
 * public address) pages name that address instead and these requests become rare.
 */
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { RequestHandler } from 'express';
import { checkKey, IMMUTABLE_MAX_AGE_SECONDS, isStorageKey, type ObjectStorage } from './object-storage.ts';

export interface S3BucketOptions {
  bucket: string;
  region: string;
  /** Unset: AWS S3 itself. */
  endpoint?: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name: MinIO and most stand-ins. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (instance role, ~/.aws, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const CACHE_CONTROL = `public, max-age=${IMMUTABLE_MAX_AGE_SECONDS}, immutable`;
/** DeleteObjects takes at most this many keys a request. */
const DELETE_BATCH = 1000;

export function s3BucketStorage(options: S3BucketOptions): ObjectStorage {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where the operation requires one: not every S3-compatible server knows them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  const read = async (key: string): Promise<{ body: Buffer; type: string | undefined } | null> => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
      return { body: Buffer.from(await object.Body!.transformToByteArray()), type: object.ContentType };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  };

  const serve: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let key: string;
    try {
      key = decodeURIComponent(req.path.slice(1));
    } catch {
      return next();
    }
    const object = isStorageKey(key) ? await read(key) : null;
    if (!object) return next();
    res.set('Cache-Control', CACHE_CONTROL);
    res.type(object.type ?? 'application/octet-stream').send(object.body);
  };

  return {
    async write(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: checkKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: CACHE_CONTROL,
        }),
      );
    },
    read: async (key) => (await read(key))?.body ?? null,
    async remove(keys) {
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const batch = keys.slice(i, i + DELETE_BATCH).map((key) => ({ Key: checkKey(key) }));
        await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } }));
      }
    },
    async list(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    serve,
  };
}
