/**
 * An S3-protocol server for tests: s3rver, in this process, keeping its objects in a temporary
 * folder. It stands in for AWS S3, Cloudflare R2 or MinIO: the S3 driver
 * (src/lib/storage/s3-bucket.ts) talks to it through the same @aws-sdk/client-s3 calls, with
 * path-style addresses as MinIO uses.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3BucketOptions } from '../src/lib/storage/s3-bucket.ts';

export interface TestS3Server {
  options: S3BucketOptions;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'vigor-images'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'vigor-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    options: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      // s3rver's fixed account.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
