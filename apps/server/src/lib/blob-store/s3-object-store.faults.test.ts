import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { newBlobKey, type ObjectStore } from './object-store.ts';
import { createS3ObjectStore } from './s3-object-store.ts';

/**
 * What an S3-compatible server in a test cannot be made to do: throttle, fail, cut an answer
 * short, alter a body in transit, keep checksums. Everything else is tested against a real one
 * (s3-object-store.test.ts).
 */
type Fault = 'throttle' | 'fail' | 'cut' | 'alter';
type StoredObject = { body: Buffer; checksumSha256?: string; etag: string };

/** A body the SDK streamed: `<hex size>[;...]\r\n<bytes>\r\n` repeated, ending with size 0. */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0]!, 16);
    if (lineEnd === -1 || Number.isNaN(size)) throw new Error('Malformed aws-chunked body');
    if (size === 0) return Buffer.concat(parts);
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

const bucket = 'kredo-documents';
const objects = new Map<string, StoredObject>();
const requests: { method: string; path: string; checksum?: string }[] = [];
/** Faults for the next requests, one each, in order. */
const faults: (Fault | undefined)[] = [];

function answer(req: IncomingMessage, res: ServerResponse, raw: Buffer) {
  const url = new URL(req.url ?? '/', 'http://fake');
  const path = decodeURIComponent(url.pathname);
  const checksum = req.headers['x-amz-checksum-sha256'] as string | undefined;
  requests.push({ method: req.method ?? '', path, ...(checksum ? { checksum } : {}) });
  const fault = faults.shift();
  const sendError = (status: number, code: string) => {
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(req.method === 'HEAD' ? undefined : `<?xml version="1.0"?><Error><Code>${code}</Code></Error>`);
  };
  if (fault === 'throttle') return sendError(503, 'SlowDown');
  if (fault === 'fail') return sendError(500, 'InternalError');

  if (req.method === 'GET' && path === `/${bucket}/`) {
    // ListObjectsV2, one key a page.
    const keys = [...objects.keys()]
      .filter((key) => key.startsWith(url.searchParams.get('prefix') ?? ''))
      .sort();
    const from = Number(url.searchParams.get('continuation-token') ?? '0');
    const truncated = from + 1 < keys.length;
    res.writeHead(200, { 'content-type': 'application/xml' });
    return res.end(
      `<?xml version="1.0"?><ListBucketResult><Name>${bucket}</Name><IsTruncated>${truncated}</IsTruncated>` +
        (truncated ? `<NextContinuationToken>${from + 1}</NextContinuationToken>` : '') +
        keys
          .slice(from, from + 1)
          .map((key) => `<Contents><Key>${key}</Key></Contents>`)
          .join('') +
        '</ListBucketResult>',
    );
  }
  const key = path.slice(bucket.length + 2);
  if (req.method === 'PUT') {
    const chunked = String(req.headers['content-encoding'] ?? '').includes('aws-chunked');
    const body = Buffer.from(chunked ? decodeAwsChunked(raw) : raw);
    if (fault === 'alter') body[0] = body[0]! ^ 0xff;
    if (checksum && checksum !== createHash('sha256').update(body).digest('base64'))
      return sendError(400, 'BadDigest');
    const etag = `"${createHash('md5').update(body).digest('hex')}"`;
    objects.set(key, { body, etag, ...(checksum ? { checksumSha256: checksum } : {}) });
    res.writeHead(200, { etag });
    return res.end();
  }
  const stored = objects.get(key);
  if (!stored) return sendError(404, 'NoSuchKey');
  res.writeHead(200, {
    'content-length': stored.body.byteLength,
    etag: stored.etag,
    // S3 answers the checksum to a HEAD or GET that asks for it.
    ...(stored.checksumSha256 && req.headers['x-amz-checksum-mode'] === 'ENABLED'
      ? { 'x-amz-checksum-sha256': stored.checksumSha256 }
      : {}),
  });
  if (req.method === 'HEAD') return res.end();
  if (fault === 'cut') {
    res.write(stored.body.subarray(0, stored.body.byteLength / 2));
    return setTimeout(() => res.destroy(), 10);
  }
  res.end(stored.body);
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => answer(req, res, Buffer.concat(chunks)));
});
let store: ObjectStore;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  store = await createS3ObjectStore({
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    region: 'ap-south-1',
    bucket,
    accessKeyId: 'AKIATESTKEY',
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
  });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  objects.clear();
  requests.length = 0;
  faults.length = 0;
});

const collect = async (keys: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const key of keys) all.push(key);
  return all;
};
const countOf = (method: string) => requests.filter((request) => request.method === method).length;

describe('createS3ObjectStore when the service misbehaves', () => {
  it('sends the SHA-256 of the bytes, so a body altered on the way is refused, not stored', async () => {
    const bytes = Buffer.from('salary slip');
    const key = newBlobKey();
    faults.push('alter', 'alter', 'alter');

    await expect(store.write(key, bytes)).rejects.toMatchObject({ name: 'BadDigest' });

    expect(requests[0]!.checksum).toBe(createHash('sha256').update(bytes).digest('base64'));
    expect(objects.size).toBe(0);
  });

  it('tries a throttled request again', async () => {
    const key = newBlobKey();
    faults.push('throttle');

    await store.write(key, Buffer.from('bank statement'));

    expect(countOf('PUT')).toBe(2);
    expect((await store.read(key))?.toString()).toBe('bank statement');
  });

  it('reports a read the service keeps failing as an error after its tries, never as a missing blob', async () => {
    const key = newBlobKey();
    await store.write(key, Buffer.from('kyc photo'));
    faults.push('fail', 'fail', 'fail');

    await expect(store.read(key)).rejects.toMatchObject({ name: 'InternalError' });
    expect(countOf('GET')).toBe(3);
  });

  it('reports an answer cut short as an error, never as part of the file', async () => {
    const key = newBlobKey();
    await store.write(key, Buffer.alloc(64 * 1024, 7));
    faults.push('cut');

    await expect(store.read(key)).rejects.toThrow();
  });

  it('reports a listing that fails part-way as an error, not as a shorter list', async () => {
    for (const key of [newBlobKey(), newBlobKey(), newBlobKey()]) await store.write(key, Buffer.from(key));
    faults.push(undefined, 'fail', 'fail', 'fail');

    await expect(collect(store.list())).rejects.toMatchObject({ name: 'InternalError' });
  });

  it('describes an object by the SHA-256 the service keeps for its upload', async () => {
    const bytes = Buffer.from('signed agreement');
    const key = newBlobKey();
    await store.write(key, bytes);

    expect(await store.describe(key)).toEqual({
      size: bytes.byteLength,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      md5: createHash('md5').update(bytes).digest('hex'),
    });
  });

  it('claims no digest from a multipart ETag or checksum', async () => {
    const key = newBlobKey();
    objects.set(`blobs/${key}`, {
      body: Buffer.from('parts'),
      etag: '"0123456789abcdef0123456789abcdef-2"',
      checksumSha256: `${Buffer.alloc(32, 1).toString('base64')}-2`,
    });

    expect(await store.describe(key)).toEqual({ size: 5 });
  });
});
