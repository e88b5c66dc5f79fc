import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createFsBlobStore } from './fs-blob-store.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'kredo-blobs-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const document = Buffer.from('%PDF-1.7 salary slip for March');

describe('createFsBlobStore', () => {
  it('returns the SHA-256 and size of what it stored', async () => {
    const store = createFsBlobStore(root);
    const info = await store.put(document);
    expect(info).toEqual({ sha256: sha256Of(document), size: document.byteLength });
  });

  it('names a blob by the hex SHA-256 of its bytes', async () => {
    const info = await createFsBlobStore(root).put(Buffer.from('abc'));
    expect(info).toEqual({
      sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      size: 3,
    });
  });

  it('gives back the same bytes', async () => {
    const store = createFsBlobStore(root);
    const bytes = new Uint8Array([0, 1, 2, 254, 255, 0, 10, 13]);
    const { sha256 } = await store.put(bytes);
    const read = await store.get(sha256);
    expect(read).not.toBeNull();
    expect(Buffer.compare(read!, Buffer.from(bytes))).toBe(0);
  });

  it('stores an empty blob', async () => {
    const store = createFsBlobStore(root);
    const info = await store.put(new Uint8Array());
    expect(info).toEqual({ sha256: sha256Of(new Uint8Array()), size: 0 });
    expect((await store.get(info.sha256))?.byteLength).toBe(0);
  });

  it('keeps one file when the same bytes are stored twice', async () => {
    const store = createFsBlobStore(root);
    const first = await store.put(document);
    const second = await store.put(Buffer.from(document));
    expect(second).toEqual(first);
    const files = await filesUnder(root);
    expect(files).toHaveLength(1);
    expect(files[0]).toBe(join(root, first.sha256.slice(0, 2), first.sha256.slice(2, 4), first.sha256));
  });

  it('keeps one file when the same bytes are stored concurrently', async () => {
    const store = createFsBlobStore(root);
    const results = await Promise.all([store.put(document), store.put(document), store.put(document)]);
    expect(new Set(results.map((info) => info.sha256)).size).toBe(1);
    expect(await filesUnder(root)).toHaveLength(1);
    expect((await store.get(results[0]!.sha256))?.equals(document)).toBe(true);
  });

  it('keeps one file per distinct blob and leaves no temporary files behind', async () => {
    const store = createFsBlobStore(root);
    await store.put(document);
    await store.put(Buffer.from('another document'));
    await store.put(Buffer.from('a third'));
    await store.put(document);
    const files = await filesUnder(root);
    expect(files).toHaveLength(3);
    expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });

  it('answers null for a hash it does not hold', async () => {
    const store = createFsBlobStore(root);
    await store.put(document);
    expect(await store.get(sha256Of(Buffer.from('never stored')))).toBeNull();
  });

  it('says whether it holds a hash', async () => {
    const store = createFsBlobStore(root);
    const { sha256 } = await store.put(document);
    expect(await store.has(sha256)).toBe(true);
    expect(await store.has(sha256Of(Buffer.from('never stored')))).toBe(false);
  });

  it('finds blobs written by an earlier store on the same root', async () => {
    const { sha256 } = await createFsBlobStore(root).put(document);
    const reopened = createFsBlobStore(root);
    expect(await reopened.has(sha256)).toBe(true);
    expect((await reopened.get(sha256))?.equals(document)).toBe(true);
  });

  it.each([
    ['a short hash', 'abc123'],
    ['a non-hex hash', 'z'.repeat(64)],
    ['an upper-case hash', sha256Of(document).toUpperCase()],
    ['a hash one character too long', `${sha256Of(document)}0`],
    ['a path', `../../${'a'.repeat(58)}`],
    ['an empty string', ''],
  ])('refuses %s', async (_label, hash) => {
    const store = createFsBlobStore(root);
    await expect(store.get(hash)).rejects.toThrow(RangeError);
    await expect(async () => store.has(hash)).rejects.toThrow(RangeError);
  });
});
