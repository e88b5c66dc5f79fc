import { createHash } from 'node:crypto';

import type { S3Client } from '@aws-sdk/client-s3';

import { assertSha256, type BlobStore } from './blob-store.ts';

export type S3BlobStoreOptions = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Key prefix inside the bucket. */
  prefix?: string;
};

/** The same content-addressed store on any S3-compatible service. The SDK loads only when used. */
export async function createS3BlobStore(options: S3BlobStoreOptions): Promise<BlobStore> {
  const sdk = await import('@aws-sdk/client-s3');
  const client: S3Client = new sdk.S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const keyOf = (sha256: string) => {
    assertSha256(sha256);
    return `${options.prefix ?? 'blobs/'}${sha256}`;
  };
  const isMissing = (error: unknown) => {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    return status === 404 || (error as Error).name === 'NoSuchKey' || (error as Error).name === 'NotFound';
  };
  const has = async (sha256: string) => {
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: options.bucket, Key: keyOf(sha256) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  };

  return {
    async put(bytes) {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      if (!(await has(sha256))) {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: options.bucket,
            Key: keyOf(sha256),
            Body: bytes,
            ChecksumSHA256: Buffer.from(sha256, 'hex').toString('base64'),
          }),
        );
      }
      return { sha256, size: bytes.byteLength };
    },
    async get(sha256) {
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({ Bucket: options.bucket, Key: keyOf(sha256) }),
        );
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    has,
  };
}
