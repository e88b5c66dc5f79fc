import { createHash } from 'node:crypto';

import type { S3Client } from '@aws-sdk/client-s3';

import { assertBlobKey, isBlobKey, type ObjectStore } from './object-store.ts';

export type S3ObjectStoreOptions = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Key prefix inside the bucket. */
  prefix?: string;
};

/** The same store on any S3-compatible service. The SDK loads only when used. */
export async function createS3ObjectStore(options: S3ObjectStoreOptions): Promise<ObjectStore> {
  const sdk = await import('@aws-sdk/client-s3');
  const client: S3Client = new sdk.S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const prefix = options.prefix ?? 'blobs/';
  const Bucket = options.bucket;
  const keyOf = (key: string) => {
    assertBlobKey(key);
    return `${prefix}${key}`;
  };
  const isMissing = (error: unknown) => {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    return status === 404 || (error as Error).name === 'NoSuchKey' || (error as Error).name === 'NotFound';
  };

  return {
    async write(key, bytes) {
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: keyOf(key),
          Body: bytes,
          ChecksumSHA256: createHash('sha256').update(bytes).digest('base64'),
        }),
      );
    },
    async read(key) {
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: keyOf(key) }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length) ?? '';
          if (isBlobKey(key)) yield key;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
