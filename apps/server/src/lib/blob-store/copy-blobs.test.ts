import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { generateBlobKeyring } from './blob-keyring.ts';
import { createBlobStore, sha256Of, type BlobRef } from './blob-store.ts';
import { copyBlobs, CopyInterruptedError } from './copy-blobs.ts';
import { createFsObjectStore } from './fs-object-store.ts';
import type { ObjectStore } from './object-store.ts';
import { createS3ObjectStore } from './s3-object-store.ts';
import { startS3TestServer, type S3TestServer } from './s3-test-server.ts';

let server: S3TestServer;
let root: string;
let folder: ObjectStore;
let bucket: ObjectStore;
let prefix: string;
let run = 0;
const keyring = generateBlobKeyring('2026-11');

beforeAll(async () => {
  server = await startS3TestServer();
});
afterAll(() => server.close());

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'kredo-copy-'));
  folder = createFsObjectStore(root);
  // Each test its own corner of the bucket, listed two keys a page.
  prefix = `run-${(run += 1)}/`;
  bucket = await createS3ObjectStore(server.options({ prefix, listPageSize: 2 }));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const listed = async (store: ObjectStore) => {
  const keys: string[] = [];
  for await (const key of store.list()) keys.push(key);
  return keys.sort();
};

/** Files as the server stores them: sealed, and one from before encryption, in the clear. */
async function storeFiles(store: ObjectStore, count: number) {
  const files: { ref: BlobRef; bytes: Buffer }[] = [];
  const blobs = createBlobStore(store, keyring);
  for (let index = 0; index < count; index++) {
    const bytes = randomBytes(1000 + index * 997);
    files.push({ ref: await blobs.put(bytes), bytes });
  }
  const clear = Buffer.from('%PDF-1.4 stored before encryption');
  await store.write(sha256Of(clear), clear);
  files.push({ ref: { key: sha256Of(clear), sha256: sha256Of(clear) }, bytes: clear });
  return files;
}

async function expectSameFiles(a: ObjectStore, b: ObjectStore) {
  const keys = await listed(a);
  expect(await listed(b)).toEqual(keys);
  for (const key of keys) expect((await b.read(key))?.equals((await a.read(key))!)).toBe(true);
}

async function expectOpen(store: ObjectStore, files: { ref: BlobRef; bytes: Buffer }[]) {
  const blobs = createBlobStore(store, keyring);
  for (const { ref, bytes } of files) expect((await blobs.get(ref))?.equals(bytes)).toBe(true);
}

/** The store, failing every write after the first `writes` as a dropped connection would. */
function failingAfter(store: ObjectStore, writes: number): ObjectStore {
  let count = 0;
  return {
    ...store,
    write: (key, bytes) =>
      (count += 1) > writes ? Promise.reject(new Error('socket hang up')) : store.write(key, bytes),
  };
}

describe('copyBlobs from a folder to a bucket', () => {
  it('copies every file as it is stored, sealed, and each opens from the bucket', async () => {
    const files = await storeFiles(folder, 5);

    expect(await copyBlobs(folder, bucket)).toEqual({ copied: 6, present: 0, removed: 0, failed: [] });

    await expectSameFiles(folder, bucket);
    const [first] = files;
    expect((await server.storedBytes(`${prefix}${first!.ref.key}`))?.subarray(0, 4).toString()).toBe('KBE1');
    await expectOpen(bucket, files);
    await expectOpen(folder, files);
  });

  it('run again, finds every file there by size and digest, without reading or writing one', async () => {
    await storeFiles(folder, 5);
    await copyBlobs(folder, bucket);
    const before = await server.requestCount();

    expect(await copyBlobs(folder, bucket)).toEqual({ copied: 0, present: 6, removed: 0, failed: [] });

    // Six HEADs, and no GET or PUT of a file.
    expect((await server.requestCount()) - before).toBe(6);
  });

  it('stopped part-way, carries on when run again, losing and spoiling nothing', async () => {
    const files = await storeFiles(folder, 9);

    const stopped = await copyBlobs(folder, failingAfter(bucket, 4)).catch((error: unknown) => error);

    expect(stopped).toBeInstanceOf(CopyInterruptedError);
    expect((stopped as CopyInterruptedError).outcome).toMatchObject({ copied: 4, failed: [] });
    expect(await listed(bucket)).toHaveLength(4);
    // A copy cut short since, by some other hand, is not taken for one.
    const [spoiled] = await listed(bucket);
    await bucket.write(spoiled!, (await folder.read(spoiled!))!.subarray(0, 100));

    const progress: number[] = [];
    const resumed = await copyBlobs(folder, bucket, {
      onProgress: (outcome) => progress.push(outcome.copied + outcome.present),
    });

    expect(resumed).toEqual({ copied: 7, present: 3, removed: 0, failed: [] });
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await expectSameFiles(folder, bucket);
    await expectOpen(bucket, files);
  });

  it('names a copy that does not read back the same, and keeps its source', async () => {
    const files = await storeFiles(folder, 3);
    const spoiled = files[1]!.ref.key;
    const flaky: ObjectStore = {
      ...bucket,
      write: (key, bytes) =>
        bucket.write(key, key === spoiled ? Buffer.concat([bytes, Buffer.of(0)]) : bytes),
    };

    const outcome = await copyBlobs(folder, flaky, { deleteSource: true });

    expect(outcome).toEqual({ copied: 3, present: 0, removed: 3, failed: [spoiled] });
    expect(await listed(folder)).toEqual([spoiled]);
    await expectOpen(createFsObjectStore(root), [files[1]!]);
  });
});

describe('copyBlobs from a bucket back to a folder', () => {
  it('moves every file, removing each from the bucket once the folder holds it', async () => {
    const files = await storeFiles(bucket, 4);

    const outcome = await copyBlobs(bucket, folder, { deleteSource: true, concurrency: 2 });

    expect(outcome).toEqual({ copied: 5, present: 0, removed: 5, failed: [] });
    expect(await listed(bucket)).toEqual([]);
    expect(await listed(folder)).toEqual(files.map((file) => file.ref.key).sort());
    await expectOpen(folder, files);
  });
});
