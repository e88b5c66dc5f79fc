import { join } from 'node:path';

import type { Env } from '../../config/env.ts';
import { createFsObjectStore } from './fs-object-store.ts';
import type { ObjectStore } from './object-store.ts';

/** The folder under DATA_DIR, or the bucket when BLOB_STORE=s3. */
export async function createObjectStore(env: Env): Promise<ObjectStore> {
  if (env.BLOB_STORE === 'fs') return createFsObjectStore(join(env.DATA_DIR, 'blobs'));
  const { createS3ObjectStore } = await import('./s3-object-store.ts');
  // parseEnv guarantees these when BLOB_STORE is s3.
  return createS3ObjectStore({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
