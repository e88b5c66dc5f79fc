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
  /** Keys asked for per listing page; S3 answers at most 1000, its default. */
  listPageSize?: number;
};

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** A HEAD answers no body, so a missing key is only its 404. */
const isMissingHead = (error: unknown) => statusOf(error) === 404 || (error as Error).name === 'NotFound';

/** A plain upload's ETag is the MD5 of its bytes; a multipart one ends in `-<parts>`. */
function md5OfEtag(etag: string | undefined): string | undefined {
  const match = /^"?([0-9a-f]{32})"?$/.exec(etag ?? '');
  return match?.[1];
}

function sha256OfChecksum(checksum: string | undefined): string | undefined {
  // A multipart object's checksum is of its parts' checksums, `<base64>-<parts>`: not the bytes'.
  if (!checksum || checksum.includes('-')) return undefined;
  const digest = Buffer.from(checksum, 'base64');
  return digest.length === 32 ? digest.toString('hex') : undefined;
}

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

  return {
    async write(key, bytes) {
      // S3 refuses the upload when the bytes it received do not hash to this.
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
        // Only a missing key is "nothing stored": a missing bucket (also a 404) is a fault.
        if ((error as Error).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async describe(key) {
      try {
        const answer = await client.send(
          new sdk.HeadObjectCommand({ Bucket, Key: keyOf(key), ChecksumMode: 'ENABLED' }),
        );
        const sha256 = sha256OfChecksum(answer.ChecksumSHA256);
        const md5 = md5OfEtag(answer.ETag);
        return { size: answer.ContentLength ?? 0, ...(sha256 ? { sha256 } : {}), ...(md5 ? { md5 } : {}) };
      } catch (error) {
        if (isMissingHead(error)) return null;
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
          new sdk.ListObjectsV2Command({
            Bucket,
            Prefix: prefix,
            ContinuationToken,
            ...(options.listPageSize ? { MaxKeys: options.listPageSize } : {}),
          }),
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
