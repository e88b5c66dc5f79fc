import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createFsObjectStore } from './fs-object-store.ts';
import { newBlobKey } from './object-store.ts';

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

const bytes = Buffer.from([0, 1, 2, 254, 255, 0, 10, 13]);
const collect = async (keys: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const key of keys) all.push(key);
  return all.sort();
};

describe('createFsObjectStore', () => {
  it('keeps bytes under <root>/ab/cd/<key>, readable only by the owner, and gives them back', async () => {
    const store = createFsObjectStore(root);
    const key = newBlobKey();
    await store.write(key, bytes);
    const path = join(root, key.slice(0, 2), key.slice(2, 4), key);
    expect(await filesUnder(root)).toEqual([path]);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect((await store.read(key))?.equals(bytes)).toBe(true);
  });

  it('replaces what a key held, leaving no temporary file behind', async () => {
    const store = createFsObjectStore(root);
    const key = newBlobKey();
    await store.write(key, bytes);
    await store.write(key, Buffer.from('second'));
    expect((await store.read(key))?.toString()).toBe('second');
    expect(await filesUnder(root)).toHaveLength(1);
  });

  it('answers null for a key it does not hold, and removes keys, twice without complaint', async () => {
    const store = createFsObjectStore(root);
    const key = newBlobKey();
    expect(await store.read(key)).toBeNull();
    await store.write(key, bytes);
    await store.remove(key);
    await store.remove(key);
    expect(await store.read(key)).toBeNull();
  });

  it('describes a file by its size and digests, and answers null for a key it does not hold', async () => {
    const store = createFsObjectStore(root);
    const key = newBlobKey();
    expect(await store.describe(key)).toBeNull();
    await store.write(key, bytes);
    expect(await store.describe(key)).toEqual({
      size: bytes.byteLength,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      md5: createHash('md5').update(bytes).digest('hex'),
    });
  });

  it('lists the keys it holds, including names of the hash-named kind, and nothing else', async () => {
    const store = createFsObjectStore(root);
    expect(await collect(createFsObjectStore(join(root, 'none')).list())).toEqual([]);
    const keys = [newBlobKey(), newBlobKey(), 'ab'.repeat(32)];
    for (const key of keys) await store.write(key, bytes);
    expect(await collect(store.list())).toEqual([...keys].sort());
  });

  it.each([
    ['a short key', 'abc123'],
    ['a non-hex key', 'z'.repeat(32)],
    ['an upper-case key', 'A'.repeat(32)],
    ['a key one character too long', `${'a'.repeat(32)}0`],
    ['a path', `../../${'a'.repeat(26)}`],
    ['an empty string', ''],
  ])('refuses %s', async (_label, key) => {
    const store = createFsObjectStore(root);
    await expect(store.read(key)).rejects.toThrow(RangeError);
    await expect(store.write(key, bytes)).rejects.toThrow(RangeError);
    await expect(store.remove(key)).rejects.toThrow(RangeError);
  });
});
