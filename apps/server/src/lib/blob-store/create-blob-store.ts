import { join } from 'node:path';

import type { Env } from '../../config/env.ts';
import type { BlobStore } from './blob-store.ts';
import { createFsBlobStore } from './fs-blob-store.ts';

export async function createBlobStore(env: Env): Promise<BlobStore> {
  if (env.BLOB_STORE === 'fs') return createFsBlobStore(join(env.DATA_DIR, 'blobs'));
  const { createS3BlobStore } = await import('./s3-blob-store.ts');
  // parseEnv guarantees these when BLOB_STORE is s3.
  return createS3BlobStore({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
