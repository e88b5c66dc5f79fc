import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { formatBlobKeyring, generateBlobKeyring, parseBlobKeyring } from './blob-keyring.ts';
import { BlobIntegrityError, createBlobStore, sha256Of, type BlobStore } from './blob-store.ts';
import { createFsObjectStore } from './fs-object-store.ts';
import type { ObjectStore } from './object-store.ts';

let root: string;
let objects: ObjectStore;
const keyring = generateBlobKeyring('2026-01');
let store: BlobStore;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'kredo-blobs-'));
  objects = createFsObjectStore(root);
  store = createBlobStore(objects, keyring);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const pathOf = (key: string) => join(root, key.slice(0, 2), key.slice(2, 4), key);
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

const statement = Buffer.from(
  '%PDF-1.7\nHDFC Bank statement, account 50100123456789, PAN ABCPV1234K, salary credit\n%%EOF\n',
);

describe('createBlobStore', () => {
  it('gives back the original bytes, and their hash and size', async () => {
    const info = await store.put(statement);
    expect(info).toMatchObject({ sha256: sha256Of(statement), size: statement.byteLength });
    expect(info.key).toMatch(/^[0-9a-f]{32}$/);
    expect((await store.get(info))?.equals(statement)).toBe(true);
  });

  it('never writes the bytes in the clear', async () => {
    const { key } = await store.put(statement);
    const onDisk = await readFile(pathOf(key));
    for (const clear of ['%PDF', 'ABCPV1234K', '50100123456789', 'HDFC'])
      expect(onDisk.includes(clear)).toBe(false);
    expect(onDisk.subarray(0, 4).toString()).toBe('KBE1');
  });

  it('stores the same bytes twice as two blobs, each sealed apart', async () => {
    const first = await store.put(statement);
    const second = await store.put(Buffer.from(statement));
    expect(second.key).not.toBe(first.key);
    expect(second.sha256).toBe(first.sha256);
    expect(await filesUnder(root)).toHaveLength(2);
    const [a, b] = await Promise.all([readFile(pathOf(first.key)), readFile(pathOf(second.key))]);
    expect(a.equals(b)).toBe(false);
    expect((await store.get(first))?.equals(statement)).toBe(true);
    expect((await store.get(second))?.equals(statement)).toBe(true);
  });

  it('stores an empty blob', async () => {
    const info = await store.put(new Uint8Array());
    expect((await store.get(info))?.byteLength).toBe(0);
  });

  it('answers null for a key it does not hold', async () => {
    expect(await store.get({ key: '0'.repeat(32), sha256: sha256Of(statement) })).toBeNull();
  });

  it.each([
    ['the content', (sealed: Buffer) => sealed.length - 3],
    ['the content tag', () => 5 + 7 + 12 + 16 + 32 + 12 + 2],
    ['the sealed data key', () => 5 + 7 + 12 + 16 + 4],
    ['the key id', () => 5 + 6],
    ['the magic', () => 1],
  ])('refuses a blob whose %s was changed', async (_part, at) => {
    const info = await store.put(statement);
    const sealed = await readFile(pathOf(info.key));
    sealed[at(sealed)]! ^= 0x01;
    await writeFile(pathOf(info.key), sealed);
    await expect(store.get(info)).rejects.toThrow(BlobIntegrityError);
  });

  it('refuses a blob cut short', async () => {
    const info = await store.put(statement);
    const sealed = await readFile(pathOf(info.key));
    await writeFile(pathOf(info.key), sealed.subarray(0, 30));
    await expect(store.get(info)).rejects.toThrow(BlobIntegrityError);
  });

  it('refuses a blob sealed under a key id it is not given', async () => {
    const info = await store.put(statement);
    const other = createBlobStore(objects, generateBlobKeyring('2027-01'));
    await expect(other.get(info)).rejects.toThrow(/key id '2026-01'.*not configured/);
  });

  it('refuses a blob whose key id was rewritten to another configured key', async () => {
    // Two ids for one key: only the binding of the id to the sealed data key tells them apart.
    const secret = keyring.keys.get('2026-01')!.toString('base64');
    const twoIds = parseBlobKeyring(`2026-01:${secret},2026-02:${secret}`);
    const info = await createBlobStore(objects, twoIds).put(statement);
    const sealed = await readFile(pathOf(info.key));
    sealed.write('2026-02', 5, 'latin1');
    await writeFile(pathOf(info.key), sealed);
    await expect(createBlobStore(objects, twoIds).get(info)).rejects.toThrow(BlobIntegrityError);
  });

  it('refuses a blob copied under another key', async () => {
    const mine = await store.put(statement);
    const theirs = await store.put(Buffer.from('%PDF-1.7 another borrower'));
    await writeFile(pathOf(theirs.key), await readFile(pathOf(mine.key)));
    await expect(store.get({ ...theirs, sha256: mine.sha256 })).rejects.toThrow(BlobIntegrityError);
  });

  it('refuses bytes that do not match the hash the owner keeps', async () => {
    const info = await store.put(statement);
    await expect(store.get({ key: info.key, sha256: sha256Of(Buffer.from('else')) })).rejects.toThrow(
      /does not match its hash/,
    );
  });

  it('reads a blob stored in the clear under its hash before encryption, checking the hash', async () => {
    const key = sha256Of(statement);
    await objects.write(key, statement);
    expect((await store.get({ key, sha256: key }))?.equals(statement)).toBe(true);
    await objects.write(key, Buffer.from('changed on disk'));
    await expect(store.get({ key, sha256: key })).rejects.toThrow(BlobIntegrityError);
  });

  it('opens blobs sealed under an older key once the keyring has a newer current key', async () => {
    const before = await store.put(statement);
    const rotated = parseBlobKeyring(
      `2027-01:${Buffer.alloc(32, 9).toString('base64')},${formatBlobKeyring(keyring)}`,
    );
    const after = createBlobStore(objects, rotated);
    expect((await after.get(before))?.equals(statement)).toBe(true);
    const fresh = await after.put(statement);
    expect((await readFile(pathOf(fresh.key))).subarray(5, 12).toString()).toBe('2027-01');
  });
});
