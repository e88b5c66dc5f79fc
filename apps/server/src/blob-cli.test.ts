import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { generateBlobKeyring } from './lib/blob-store/blob-keyring.ts';
import { createBlobStore, type BlobRef } from './lib/blob-store/blob-store.ts';
import { createFsObjectStore } from './lib/blob-store/fs-object-store.ts';
import type { ObjectStore } from './lib/blob-store/object-store.ts';
import { createS3ObjectStore } from './lib/blob-store/s3-object-store.ts';
import { startS3TestServer, type S3TestServer } from './lib/blob-store/s3-test-server.ts';

const cli = fileURLToPath(new URL('./blob-cli.ts', import.meta.url));
const keyring = generateBlobKeyring('2026-11');
let server: S3TestServer;
let dataDir: string;

beforeAll(async () => {
  server = await startS3TestServer();
  dataDir = await mkdtemp(join(tmpdir(), 'kredo-blob-cli-'));
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Run = { code: number; stdout: string; stderr: string };

/** The command as an operator runs it, with the server's environment. */
function blobCli(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const options = server.options();
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', cli, ...args],
      {
        env: {
          PATH: process.env.PATH,
          DATA_DIR: dataDir,
          S3_ENDPOINT: options.endpoint,
          S3_BUCKET: options.bucket,
          S3_ACCESS_KEY_ID: options.accessKeyId,
          S3_SECRET_ACCESS_KEY: options.secretAccessKey,
          ...env,
        },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

const listed = async (store: ObjectStore) => {
  const keys: string[] = [];
  for await (const key of store.list()) keys.push(key);
  return keys.sort();
};

describe('blob-cli copy', () => {
  it('moves every file from the folder to the bucket, again finds them there, and back', async () => {
    const folder = createFsObjectStore(join(dataDir, 'blobs'));
    const bucket = await createS3ObjectStore(server.options());
    const files: { ref: BlobRef; bytes: Buffer }[] = [];
    for (let index = 0; index < 4; index++) {
      const bytes = randomBytes(2000);
      files.push({ ref: await createBlobStore(folder, keyring).put(bytes), bytes });
    }

    const first = await blobCli(['copy', '--from', 'fs', '--to', 's3']);
    expect(first).toMatchObject({ code: 0, stdout: 'Copied 4 files from fs to s3; 0 were there already.\n' });
    const again = await blobCli(['copy', '--from', 'fs', '--to', 's3']);
    expect(again).toMatchObject({ code: 0, stdout: 'Copied 0 files from fs to s3; 4 were there already.\n' });
    expect(await listed(bucket)).toEqual(await listed(folder));

    await rm(join(dataDir, 'blobs'), { recursive: true });
    const back = await blobCli(['copy', '--from', 's3', '--to', 'fs', '--delete-source', '--parallel', '2']);

    expect(back).toMatchObject({
      code: 0,
      stdout:
        'Copied 4 files from s3 to fs; 0 were there already.\nRemoved 4 files from s3, each once fs held it.\n',
    });
    expect(await listed(bucket)).toEqual([]);
    for (const { ref, bytes } of files)
      expect((await createBlobStore(folder, keyring).get(ref))?.equals(bytes)).toBe(true);
  });

  it('stops at a refusal, says so and how to carry on, and exits 1', async () => {
    await createBlobStore(createFsObjectStore(join(dataDir, 'blobs')), keyring).put(Buffer.from('x'));

    const refused = await blobCli(['copy', '--from', 'fs', '--to', 's3'], { S3_SECRET_ACCESS_KEY: 'wrong' });

    expect(refused.code).toBe(1);
    // The SDK may warn first (of Node versions), hence no anchor at the start.
    expect(refused.stdout).toBe('Copied 0 files from fs to s3; 0 were there already.\n');
    expect(refused.stderr).toMatch(
      /(^|\n)Stopped by an error: .*HTTP 403: the bucket refused S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.*\nRun the same command again to carry on\.\n$/,
    );
  });

  it('refuses a copy that names no other store, or a bucket without its settings', async () => {
    const [same, unknown, unset] = await Promise.all([
      blobCli(['copy', '--from', 'fs', '--to', 'fs']),
      blobCli(['copy', '--from', 'fs', '--to', 's3', '--force']),
      blobCli(['copy', '--from', 'fs', '--to', 's3'], { S3_BUCKET: '' }),
    ]);

    expect(same).toMatchObject({ code: 1, stdout: '' });
    expect(same.stderr).toContain('blob-cli copy --from fs|s3 --to s3|fs');
    expect(unknown).toMatchObject({ code: 1, stdout: '' });
    expect(unknown.stderr).toContain('Usage:');
    expect(unset).toMatchObject({
      code: 1,
      stderr: 'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set to use the s3 store\n',
    });
  });
});
