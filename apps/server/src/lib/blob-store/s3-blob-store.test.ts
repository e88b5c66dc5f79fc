import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { BlobStore } from './blob-store.ts';
import { createS3BlobStore, type S3BlobStoreOptions } from './s3-blob-store.ts';

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

/** Just enough of S3 for the store: path-style `/<bucket>/<key>`, PUT, GET and HEAD. */
function startFakeS3(bucket: string) {
  const objects = new Map<string, StoredObject>();
  const requests: RecordedRequest[] = [];
  let refuseEverything = false;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://fake').pathname);
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
let options: S3BlobStoreOptions;
let store: BlobStore;

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const puts = () => fake.requests.filter((request) => request.method === 'PUT');

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
  store = await createS3BlobStore(options);
});

afterAll(() => fake.close());

beforeEach(() => {
  fake.objects.clear();
  fake.requests.length = 0;
  fake.refuse(false);
});

describe('createS3BlobStore', () => {
  it('stores bytes under blobs/<sha256> and gives the same bytes back', async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0a, 0x0d, 0x80]);

    const info = await store.put(bytes);

    expect(info).toEqual({ sha256: sha256Of(bytes), size: bytes.byteLength });
    expect([...fake.objects.keys()]).toEqual([`blobs/${info.sha256}`]);
    expect(fake.objects.get(`blobs/${info.sha256}`)?.body.equals(bytes)).toBe(true);
    const read = await store.get(info.sha256);
    expect(read?.equals(bytes)).toBe(true);
  });

  it('round-trips a larger document byte for byte', async () => {
    const bytes = Buffer.alloc(256 * 1024);
    for (let index = 0; index < bytes.length; index++) bytes[index] = (index * 31 + 7) % 256;

    const { sha256, size } = await store.put(bytes);

    expect(size).toBe(bytes.byteLength);
    expect((await store.get(sha256))?.equals(bytes)).toBe(true);
  });

  it('sends the SHA-256 checksum with the upload', async () => {
    const bytes = Buffer.from('salary slip');
    await store.put(bytes);
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.headers['x-amz-checksum-sha256']).toBe(
      createHash('sha256').update(bytes).digest('base64'),
    );
  });

  it('does not upload the same bytes a second time', async () => {
    const bytes = Buffer.from('bank statement, April');
    const first = await store.put(bytes);
    const second = await store.put(Buffer.from(bytes));

    expect(second).toEqual(first);
    expect(puts()).toHaveLength(1);
    expect(fake.objects.size).toBe(1);
  });

  it('uploads different bytes separately', async () => {
    await store.put(Buffer.from('one'));
    await store.put(Buffer.from('two'));
    expect(puts()).toHaveLength(2);
    expect(fake.objects.size).toBe(2);
  });

  it('answers null and false for a hash it does not hold', async () => {
    const missing = sha256Of(Buffer.from('never stored'));
    expect(await store.get(missing)).toBeNull();
    expect(await store.has(missing)).toBe(false);
  });

  it('says it holds a hash after storing it', async () => {
    const { sha256 } = await store.put(Buffer.from('aadhaar xml'));
    expect(await store.has(sha256)).toBe(true);
  });

  it('signs every request with AWS Signature Version 4', async () => {
    const { sha256 } = await store.put(Buffer.from('signed'));
    await store.get(sha256);
    await store.has(sha256);

    expect(fake.requests.map((request) => request.method)).toEqual(['HEAD', 'PUT', 'GET', 'HEAD']);
    for (const request of fake.requests) {
      const authorization = String(request.headers.authorization);
      expect(authorization.startsWith('AWS4-HMAC-SHA256 ')).toBe(true);
      expect(authorization).toMatch(/Credential=AKIATESTKEY\/\d{8}\/ap-south-1\/s3\/aws4_request/);
      expect(authorization).toMatch(/Signature=[0-9a-f]{64}$/);
    }
  });

  it('uses the configured key prefix', async () => {
    const prefixed = await createS3BlobStore({ ...options, prefix: 'tenant-7/' });
    const { sha256 } = await prefixed.put(Buffer.from('prefixed'));

    expect([...fake.objects.keys()]).toEqual([`tenant-7/${sha256}`]);
    expect(await prefixed.has(sha256)).toBe(true);
    expect(await store.has(sha256)).toBe(false);
  });

  it('reports a refused request as an error, not as a missing blob', async () => {
    const hash = sha256Of(Buffer.from('anything'));
    fake.refuse(true);
    await expect(store.has(hash)).rejects.toThrow();
    await expect(store.get(hash)).rejects.toThrow();
    await expect(store.put(Buffer.from('anything'))).rejects.toThrow();
    expect(fake.objects.size).toBe(0);
  });

  it('refuses a malformed hash without asking the server', async () => {
    await expect(store.get('not-a-hash')).rejects.toThrow(RangeError);
    await expect(store.has('A'.repeat(64))).rejects.toThrow(RangeError);
    expect(fake.requests).toHaveLength(0);
  });
});
