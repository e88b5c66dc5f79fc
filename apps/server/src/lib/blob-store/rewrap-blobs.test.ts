import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sealedUnderKeyId } from './blob-envelope.ts';
import { formatBlobKeyring, generateBlobKeyring, parseBlobKeyring } from './blob-keyring.ts';
import { createBlobStore, sha256Of } from './blob-store.ts';
import { createFsObjectStore } from './fs-object-store.ts';
import type { ObjectStore } from './object-store.ts';
import { rewrapBlobs } from './rewrap-blobs.ts';

let root: string;
let objects: ObjectStore;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'kredo-blobs-'));
  objects = createFsObjectStore(root);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const old = generateBlobKeyring('2026-01');
const fresh = generateBlobKeyring('2027-01');
/** The new key current, the old one kept to open what it sealed. */
const rotated = parseBlobKeyring(`${formatBlobKeyring(fresh)},${formatBlobKeyring(old)}`);
const files = ['PAN card ABCPV1234K', '%PDF-1.7 statement', ''].map((text) => Buffer.from(text));

describe('rewrapBlobs', () => {
  it('seals every data key under the current key without touching the content, so the old key can go', async () => {
    const stored = await Promise.all(files.map((bytes) => createBlobStore(objects, old).put(bytes)));
    const before = await Promise.all(stored.map(async ({ key }) => (await objects.read(key))!));
    const newer = await createBlobStore(objects, rotated).put(Buffer.from('after the rotation'));

    expect(await rewrapBlobs(objects, rotated)).toEqual({
      rewrapped: 3,
      current: 1,
      plaintext: 0,
      failed: [],
    });

    const onlyNew = createBlobStore(objects, fresh);
    for (const [index, info] of stored.entries()) {
      const after = (await objects.read(info.key))!;
      expect(sealedUnderKeyId(after)).toBe('2027-01');
      // Header "KBE1", id length, a 7-character id, 60 bytes of sealed data key: the rest is as it was.
      expect(after.subarray(72).equals(before[index]!.subarray(72))).toBe(true);
      expect((await onlyNew.get(info))?.equals(files[index]!)).toBe(true);
    }
    expect((await onlyNew.get(newer))?.toString()).toBe('after the rotation');
    expect(await rewrapBlobs(objects, rotated)).toEqual({
      rewrapped: 0,
      current: 4,
      plaintext: 0,
      failed: [],
    });
  });

  it('counts files still in the clear and names those that do not open, leaving them as they are', async () => {
    const lost = generateBlobKeyring('lost');
    const orphan = await createBlobStore(objects, lost).put(Buffer.from('sealed under a key since lost'));
    await objects.write(sha256Of(files[0]!), files[0]!);
    const sealed = await objects.read(orphan.key);

    const outcome = await rewrapBlobs(objects, rotated);

    expect(outcome).toEqual({ rewrapped: 0, current: 0, plaintext: 1, failed: [orphan.key] });
    expect((await objects.read(orphan.key))?.equals(sealed!)).toBe(true);
  });
});
