import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { newBlobKey, type ObjectStore } from './object-store.ts';
import { createS3ObjectStore, type S3ObjectStoreOptions } from './s3-object-store.ts';

type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders };
type StoredObject = { body: Buffer; checksumSha256?: string };

/**
 * Decodes an `aws-chunked` body: `<hex size>[;chunk-signature=...]\r\n<bytes>\r\n`, repeated, ending
 * with a zero-size chunk and optional trailers. The SDK uses it for streamed bodies with checksums.
 */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd === -1) throw new Error('Malformed aws-chunked body');
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0]!, 16);
    if (Number.isNaN(size)) throw new Error('Malformed aws-chunked body');
    if (size === 0) return Buffer.concat(parts);
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** Just enough of S3 for the store: path-style `/<bucket>/<key>`, PUT, GET, HEAD, DELETE and a listing. */
function startFakeS3(bucket: string, pageSize = 2) {
  const objects = new Map<string, StoredObject>();
  const requests: RecordedRequest[] = [];
  let refuseEverything = false;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const path = decodeURIComponent(url.pathname);
      requests.push({ method: req.method ?? '', path, headers: req.headers });
      const sendError = (status: number, code: string) => {
        res.writeHead(status, { 'content-type': 'application/xml' });
        res.end(
          req.method === 'HEAD'
            ? undefined
            : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`,
        );
      };
      if (refuseEverything) return sendError(403, 'AccessDenied');
      if (req.method === 'GET' && (path === `/${bucket}` || path === `/${bucket}/`)) {
        // ListObjectsV2, a few keys a page so that paging is exercised.
        const prefix = url.searchParams.get('prefix') ?? '';
        const keys = [...objects.keys()].filter((key) => key.startsWith(prefix)).sort();
        const from = Number(url.searchParams.get('continuation-token') ?? '0');
        const page = keys.slice(from, from + pageSize);
        const truncated = from + pageSize < keys.length;
        res.writeHead(200, { 'content-type': 'application/xml' });
        return res.end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name>` +
            `<Prefix>${prefix}</Prefix><KeyCount>${page.length}</KeyCount><IsTruncated>${truncated}</IsTruncated>` +
            (truncated ? `<NextContinuationToken>${from + pageSize}</NextContinuationToken>` : '') +
            page.map((key) => `<Contents><Key>${key}</Key><Size>1</Size></Contents>`).join('') +
            '</ListBucketResult>',
        );
      }
      if (!path.startsWith(`/${bucket}/`)) return sendError(404, 'NoSuchBucket');
      const key = path.slice(bucket.length + 2);

      if (req.method === 'PUT') {
        const raw = Buffer.concat(chunks);
        const chunked = String(req.headers['content-encoding'] ?? '').includes('aws-chunked');
        const body = chunked ? decodeAwsChunked(raw) : raw;
        const checksumSha256 = req.headers['x-amz-checksum-sha256'] as string | undefined;
        if (checksumSha256 && checksumSha256 !== createHash('sha256').update(body).digest('base64')) {
          return sendError(400, 'BadDigest');
        }
        objects.set(key, { body, ...(checksumSha256 ? { checksumSha256 } : {}) });
        res.writeHead(200, checksumSha256 ? { 'x-amz-checksum-sha256': checksumSha256 } : {});
        return res.end();
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      const stored = objects.get(key);
      if (req.method === 'GET' || req.method === 'HEAD') {
        if (!stored) return sendError(404, 'NoSuchKey');
        res.writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-length': stored.body.byteLength,
          ...(stored.checksumSha256 ? { 'x-amz-checksum-sha256': stored.checksumSha256 } : {}),
        });
        return res.end(req.method === 'GET' ? stored.body : undefined);
      }
      sendError(405, 'MethodNotAllowed');
    });
  });

  return {
    objects,
    requests,
    refuse: (value: boolean) => (refuseEverything = value),
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const bucket = 'kredo-documents';
const fake = startFakeS3(bucket);
let options: S3ObjectStoreOptions;
let store: ObjectStore;

const puts = () => fake.requests.filter((request) => request.method === 'PUT');
const collect = async (keys: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const key of keys) all.push(key);
  return all.sort();
};

beforeAll(async () => {
  const endpoint = await fake.listen();
  options = {
    endpoint,
    region: 'ap-south-1',
    bucket,
    accessKeyId: 'AKIATESTKEY',
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
  };
  store = await createS3ObjectStore(options);
});

afterAll(() => fake.close());

beforeEach(() => {
  fake.objects.clear();
  fake.requests.length = 0;
  fake.refuse(false);
});

describe('createS3ObjectStore', () => {
  it('stores bytes under blobs/<key> and gives the same bytes back', async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0a, 0x0d, 0x80]);
    const key = newBlobKey();

    await store.write(key, bytes);

    expect([...fake.objects.keys()]).toEqual([`blobs/${key}`]);
    expect(fake.objects.get(`blobs/${key}`)?.body.equals(bytes)).toBe(true);
    expect((await store.read(key))?.equals(bytes)).toBe(true);
  });

  it('round-trips a larger blob byte for byte', async () => {
    const bytes = Buffer.alloc(256 * 1024);
    for (let index = 0; index < bytes.length; index++) bytes[index] = (index * 31 + 7) % 256;
    const key = newBlobKey();

    await store.write(key, bytes);

    expect((await store.read(key))?.equals(bytes)).toBe(true);
  });

  it('sends the SHA-256 checksum with the upload', async () => {
    const bytes = Buffer.from('salary slip');
    await store.write(newBlobKey(), bytes);
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.headers['x-amz-checksum-sha256']).toBe(
      createHash('sha256').update(bytes).digest('base64'),
    );
  });

  it('replaces what a key held', async () => {
    const key = newBlobKey();
    await store.write(key, Buffer.from('first'));
    await store.write(key, Buffer.from('second'));
    expect((await store.read(key))?.toString()).toBe('second');
    expect(fake.objects.size).toBe(1);
  });

  it('answers null for a key it does not hold, and removes keys', async () => {
    const key = newBlobKey();
    expect(await store.read(key)).toBeNull();
    await store.write(key, Buffer.from('aadhaar xml'));
    await store.remove(key);
    await store.remove(key);
    expect(await store.read(key)).toBeNull();
    expect(fake.objects.size).toBe(0);
  });

  it('lists every key under its prefix, page after page, and nothing else', async () => {
    const keys = [newBlobKey(), newBlobKey(), newBlobKey(), 'cd'.repeat(32), newBlobKey()];
    for (const key of keys) await store.write(key, Buffer.from(key));
    fake.objects.set('blobs/not-a-blob-key', { body: Buffer.from('x') });
    fake.objects.set('elsewhere/abc', { body: Buffer.from('x') });

    expect(await collect(store.list())).toEqual([...keys].sort());
    expect(fake.requests.filter((request) => request.method === 'GET').length).toBeGreaterThan(2);
  });

  it('signs every request with AWS Signature Version 4', async () => {
    const key = newBlobKey();
    await store.write(key, Buffer.from('signed'));
    await store.read(key);
    await store.remove(key);

    expect(fake.requests.map((request) => request.method)).toEqual(['PUT', 'GET', 'DELETE']);
    for (const request of fake.requests) {
      const authorization = String(request.headers.authorization);
      expect(authorization.startsWith('AWS4-HMAC-SHA256 ')).toBe(true);
      expect(authorization).toMatch(/Credential=AKIATESTKEY\/\d{8}\/ap-south-1\/s3\/aws4_request/);
      expect(authorization).toMatch(/Signature=[0-9a-f]{64}$/);
    }
  });

  it('uses the configured key prefix', async () => {
    const prefixed = await createS3ObjectStore({ ...options, prefix: 'tenant-7/' });
    const key = newBlobKey();
    await prefixed.write(key, Buffer.from('prefixed'));

    expect([...fake.objects.keys()]).toEqual([`tenant-7/${key}`]);
    expect(await collect(prefixed.list())).toEqual([key]);
    expect(await store.read(key)).toBeNull();
  });

  it('reports a refused request as an error, not as a missing blob', async () => {
    const key = newBlobKey();
    fake.refuse(true);
    await expect(store.read(key)).rejects.toThrow();
    await expect(store.write(key, Buffer.from('anything'))).rejects.toThrow();
    await expect(collect(store.list())).rejects.toThrow();
    expect(fake.objects.size).toBe(0);
  });

  it('refuses a malformed key without asking the server', async () => {
    await expect(store.read('not-a-key')).rejects.toThrow(RangeError);
    await expect(store.write('A'.repeat(32), Buffer.from('x'))).rejects.toThrow(RangeError);
    expect(fake.requests).toHaveLength(0);
  });
});
