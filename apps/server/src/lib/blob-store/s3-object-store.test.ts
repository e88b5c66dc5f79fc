import { createHash } from 'node:crypto';

import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openBlob } from './blob-envelope.ts';
import { generateBlobKeyring } from './blob-keyring.ts';
import { BlobIntegrityError, createBlobStore } from './blob-store.ts';
import { newBlobKey, type ObjectStore } from './object-store.ts';
import { createS3ObjectStore } from './s3-object-store.ts';
import { startS3TestServer, type S3TestServer } from './s3-test-server.ts';

/**
 * The store through the official SDK against an S3-compatible server that checks signatures
 * (s3-test-server.ts). Faults the server cannot make are in s3-object-store.faults.test.ts.
 */
let server: S3TestServer;
let store: ObjectStore;

beforeAll(async () => {
  server = await startS3TestServer();
  store = await createS3ObjectStore(server.options());
});

afterAll(() => server.close());

const collect = async (keys: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const key of keys) all.push(key);
  return all.sort();
};
const md5Of = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

async function putRaw(objectKey: string, body: string) {
  const client = new S3Client({
    region: 'ap-south-1',
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: server.options(),
  });
  await client.send(new PutObjectCommand({ Bucket: server.bucket, Key: objectKey, Body: body }));
  client.destroy();
}

describe('createS3ObjectStore on an S3-compatible server', () => {
  it('stores bytes under blobs/<key> and gives the same bytes back', async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0a, 0x0d, 0x80]);
    const key = newBlobKey();

    await store.write(key, bytes);

    expect((await server.storedBytes(`blobs/${key}`))?.equals(bytes)).toBe(true);
    expect((await store.read(key))?.equals(bytes)).toBe(true);
  });

  it('round-trips a 2 MB blob byte for byte', async () => {
    const bytes = Buffer.alloc(2 * 1024 * 1024);
    for (let index = 0; index < bytes.length; index++) bytes[index] = (index * 31 + 7) % 256;
    const key = newBlobKey();

    await store.write(key, bytes);

    expect((await store.read(key))?.equals(bytes)).toBe(true);
  });

  it('describes an object by its size and the MD5 of a plain upload, without its bytes', async () => {
    const bytes = Buffer.from('salary slip, March');
    const key = newBlobKey();
    await store.write(key, bytes);

    const info = await store.describe(key);

    expect(info).toMatchObject({ size: bytes.byteLength, md5: md5Of(bytes) });
    // This server keeps no checksums; where a service does, it must be the bytes' own.
    if (info?.sha256) expect(info.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('replaces what a key held', async () => {
    const key = newBlobKey();
    await store.write(key, Buffer.from('first'));
    await store.write(key, Buffer.from('second'));
    expect((await store.read(key))?.toString()).toBe('second');
    expect(await store.describe(key)).toMatchObject({ size: 6, md5: md5Of(Buffer.from('second')) });
  });

  it('answers null for a key it does not hold, and removes keys, twice without complaint', async () => {
    const key = newBlobKey();
    expect(await store.read(key)).toBeNull();
    expect(await store.describe(key)).toBeNull();
    await store.write(key, Buffer.from('aadhaar xml'));
    await store.remove(key);
    await store.remove(key);
    expect(await store.read(key)).toBeNull();
    expect(await server.storedBytes(`blobs/${key}`)).toBeNull();
  });

  it('lists every key under its prefix, page after page, and nothing else', async () => {
    const paged = await createS3ObjectStore(server.options({ prefix: 'paged/', listPageSize: 2 }));
    const keys = [newBlobKey(), newBlobKey(), newBlobKey(), 'cd'.repeat(32), newBlobKey()];
    for (const key of keys) await paged.write(key, Buffer.from(key));
    await putRaw('paged/not-a-blob-key', 'x');
    await putRaw('pagedelsewhere', 'x');

    const before = await server.requestCount();
    expect(await collect(paged.list())).toEqual([...keys].sort());
    // Six objects under the prefix, two a page.
    expect((await server.requestCount()) - before).toBe(3);
  });

  it('keeps stores with another prefix apart', async () => {
    const tenant = await createS3ObjectStore(server.options({ prefix: 'tenant-7/' }));
    const key = newBlobKey();
    await tenant.write(key, Buffer.from('prefixed'));

    expect(await server.storedBytes(`tenant-7/${key}`)).not.toBeNull();
    expect(await collect(tenant.list())).toEqual([key]);
    expect(await store.read(key)).toBeNull();
  });

  it('is refused with a wrong secret: an error, never a missing blob', async () => {
    const key = newBlobKey();
    await store.write(key, Buffer.from('kept'));
    const forged = await createS3ObjectStore(server.options({ secretAccessKey: 'not-the-secret' }));

    await expect(forged.read(key)).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    await expect(forged.write(newBlobKey(), Buffer.from('anything'))).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    await expect(forged.describe(key)).rejects.toThrow();
    await expect(forged.remove(key)).rejects.toThrow();
    await expect(collect(forged.list())).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    expect((await store.read(key))?.toString()).toBe('kept');
  });

  it('is refused with an access key the server does not know', async () => {
    const stranger = await createS3ObjectStore(server.options({ accessKeyId: 'AKIAUNKNOWN' }));
    await expect(stranger.read(newBlobKey())).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
  });

  it('reports a bucket that does not exist as an error, not as a missing blob', async () => {
    const astray = await createS3ObjectStore(server.options({ bucket: 'no-such-bucket' }));
    await expect(astray.read(newBlobKey())).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(astray.write(newBlobKey(), Buffer.from('x'))).rejects.toThrow();
  });

  it('refuses a malformed key without asking the server', async () => {
    const before = await server.requestCount();
    await expect(store.read('not-a-key')).rejects.toThrow(RangeError);
    await expect(store.write('A'.repeat(32), Buffer.from('x'))).rejects.toThrow(RangeError);
    await expect(store.describe('../etc')).rejects.toThrow(RangeError);
    expect(await server.requestCount()).toBe(before);
  });
});

describe('createBlobStore over S3', () => {
  const keyring = generateBlobKeyring('2026-11');
  const statement = Buffer.from(
    '%PDF-1.7\nHDFC Bank statement, account 50100123456789, PAN ABCPV1234K, salary credit\n%%EOF\n',
  );

  it('keeps every file sealed in the bucket, and the envelope opens to the original', async () => {
    const blobs = createBlobStore(store, keyring);
    const ref = await blobs.put(statement);

    const stored = await server.storedBytes(`blobs/${ref.key}`);
    expect(stored).not.toBeNull();
    for (const clear of ['%PDF', 'ABCPV1234K', '50100123456789', 'HDFC'])
      expect(stored!.includes(clear)).toBe(false);
    expect(stored!.subarray(0, 4).toString()).toBe('KBE1');
    expect(openBlob(keyring, ref.key, stored!).equals(statement)).toBe(true);
    expect((await blobs.get(ref))?.equals(statement)).toBe(true);
  });

  it('refuses a file changed in the bucket', async () => {
    const blobs = createBlobStore(store, keyring);
    const ref = await blobs.put(statement);
    const stored = (await store.read(ref.key))!;
    const last = stored.length - 1;
    stored[last] = stored[last]! ^ 0x01;
    await store.write(ref.key, stored);

    await expect(blobs.get(ref)).rejects.toThrow(BlobIntegrityError);
  });
});
