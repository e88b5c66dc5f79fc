import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { S3ObjectStoreOptions } from './s3-object-store.ts';

/**
 * For tests only: an S3-compatible server that checks every request's Signature Version 4
 * (s3rver, the maintained fork @20minutes/s3rver; docs/decisions.md), in a child process on a
 * random loopback port, keeping its bucket in a temporary folder removed on close.
 */
export type S3TestServer = {
  endpoint: string;
  bucket: string;
  /** The store's options for this server, any of them overridden. */
  options(overrides?: Partial<S3ObjectStoreOptions>): S3ObjectStoreOptions;
  /** The bytes the server holds under an object key (prefix included), read from its folder. */
  storedBytes(objectKey: string): Promise<Buffer | null>;
  /** How many requests it has received. */
  requestCount(): Promise<number>;
  close(): Promise<void>;
};

const script = fileURLToPath(new URL('./s3-test-server-process.mjs', import.meta.url));

async function nextMessage<T>(child: ChildProcess, timeoutMs = 15_000): Promise<T> {
  const done = new AbortController();
  const { signal } = done;
  let timer: NodeJS.Timeout | undefined;
  try {
    const [message] = (await Promise.race([
      once(child, 'message', { signal }),
      once(child, 'exit', { signal }).then(([code]) => {
        throw new Error(`the S3 test server exited (${String(code)})`);
      }),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('the S3 test server did not answer')), timeoutMs);
      }),
    ])) as [T];
    return message;
  } finally {
    clearTimeout(timer);
    done.abort();
  }
}

export async function startS3TestServer(bucket = 'kredo-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'kredo-s3-'));
  const accessKeyId = `AKIA${randomBytes(8).toString('hex').toUpperCase()}`;
  const secretAccessKey = randomBytes(30).toString('base64');
  const child = fork(script, {
    execArgv: ['--openssl-legacy-provider'],
    env: {
      PATH: process.env.PATH,
      S3_TEST_DIRECTORY: directory,
      S3_TEST_BUCKET: bucket,
      S3_TEST_ACCESS_KEY_ID: accessKeyId,
      S3_TEST_SECRET_ACCESS_KEY: secretAccessKey,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  let port: number;
  try {
    ({ port } = await nextMessage<{ port: number }>(child));
  } catch (error) {
    child.kill();
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;

  return {
    endpoint,
    bucket,
    options: (overrides = {}) => ({
      endpoint,
      region: 'ap-south-1',
      bucket,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: true,
      ...overrides,
    }),
    async storedBytes(objectKey) {
      const parts = objectKey.split('/');
      const name = `${parts.pop()}._S3rver_object`;
      try {
        return await readFile(join(directory, bucket, ...parts, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async requestCount() {
      const answer = nextMessage<{ requests: number }>(child);
      child.send('requests');
      return (await answer).requests;
    },
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill();
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
