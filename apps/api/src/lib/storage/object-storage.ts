/**
 * Where uploaded files live: a folder on this machine, or an S3-compatible bucket shared by every
 * machine (docs/deployment.md, docs/decisions/032-image-storage-drivers.md). Both drivers behave
 * the same: keys are relative paths such as `products/ab12-640.webp`, a write replaces, reading or
 * removing a missing key is not an error, and `serve` answers GET/HEAD `/storage/<key>`.
 */
import type { RequestHandler } from 'express';

export interface ObjectStorage {
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes; null when there is nothing under the key. */
  read(key: string): Promise<Buffer | null>;
  /** Removes the keys; missing ones are skipped. */
  remove(keys: string[]): Promise<void>;
  /** Every key that starts with `prefix`, sorted. */
  list(prefix: string): Promise<string[]>;
  /** Serves stored files under the path it is mounted on, cached as immutable. */
  serve: RequestHandler;
}

/** Stored files never change under their key (a new upload gets a new key). */
export const IMMUTABLE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/**
 * A relative path of segments that do not start with a dot: nothing that could climb out of the
 * folder or bucket, or name a hidden file.
 */
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export const isStorageKey = (key: string) => KEY.test(key);

export function checkKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}
