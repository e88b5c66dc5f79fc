import { join } from 'node:path';

import { ConfigError, type Env } from '../../config/env.ts';
import { createFsObjectStore } from './fs-object-store.ts';
import type { ObjectStore } from './object-store.ts';

export type ObjectStoreKind = Env['BLOB_STORE'];

/** The folder under DATA_DIR, or the bucket of the S3_* settings: BLOB_STORE's unless named. */
export async function createObjectStore(
  env: Env,
  kind: ObjectStoreKind = env.BLOB_STORE,
): Promise<ObjectStore> {
  if (kind === 'fs') return createFsObjectStore(join(env.DATA_DIR, 'blobs'));
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  // parseEnv checks these when BLOB_STORE is s3; a command may name the bucket with another BLOB_STORE.
  if (!bucket || !accessKeyId || !secretAccessKey)
    throw new ConfigError(
      'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set to use the s3 store',
    );
  const { createS3ObjectStore } = await import('./s3-object-store.ts');
  return createS3ObjectStore({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
