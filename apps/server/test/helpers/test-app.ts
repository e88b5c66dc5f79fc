import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';

import type { FastifyInstance } from 'fastify';

import type { AppDeps, AppMode } from '../../src/app-deps.ts';
import { buildApp } from '../../src/app.ts';
import { createDeps } from '../../src/deps.ts';
import { sandboxPartnerLinkKeys } from '../../src/modules/partner-links/partner-link-keys.ts';
import { generateBlobKeyring } from '../../src/lib/blob-store/blob-keyring.ts';
import { createBlobStore } from '../../src/lib/blob-store/blob-store.ts';
import { createFsObjectStore } from '../../src/lib/blob-store/fs-object-store.ts';
import type { ObjectStore } from '../../src/lib/blob-store/object-store.ts';
import { createClock } from '../../src/lib/clock.ts';
import { createLogger } from '../../src/lib/logger.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  deps: AppDeps;
  /** Every log line the app wrote, for asserting what never reaches a log. */
  logLines: string[];
  /** The folder under the blob store, for reading and changing the bytes as stored. */
  objects: ObjectStore;
  close(): Promise<void>;
};

export type TestAppOptions = {
  mode?: AppMode;
  rateLimitPerMinute?: number;
  webDistDir?: string;
  /** Google's client id: the app then verifies Google's tokens instead of the sandbox issuer's. */
  googleClientId?: string;
  /** Statement files read at once; the machine's cores when omitted. */
  statementReaders?: number;
  /** METRICS_TOKEN: serves /metrics to its holder. */
  metricsToken?: string;
  /** The clock at the system's time (no offset), for tests of the clock itself; else the next morning's 09:00 in India. */
  systemTime?: boolean;
};

/**
 * How far the next 09:00 in India is from now (0 at 09:00 exactly). A test app's clock starts
 * there (today's before 09:00 India time, tomorrow's after), so a test's day has fifteen hours
 * before midnight whatever the hour it runs at: a test that makes several loans by waiting on
 * sandboxes finds them made on one day. Tests about a date or an hour (the small hours, when
 * India's date is not UTC's, among them) set it with the clock (`clockTo`).
 */
export function msToNextMorningInIndia(nowMs: number = Date.now()): number {
  const dayMs = 86_400_000;
  const istOffsetMs = 5.5 * 3_600_000;
  const sinceIstMidnight = (((nowMs + istOffsetMs) % dayMs) + dayMs) % dayMs;
  return (9 * 3_600_000 - sinceIstMidnight + dayMs) % dayMs;
}

/** The real services on a fresh database, with a log captured in memory. */
export async function createTestDeps(
  options: Pick<TestAppOptions, 'mode' | 'googleClientId' | 'systemTime'> = {},
) {
  const database = await createTestDatabase();
  const blobRoot = await mkdtemp(join(tmpdir(), 'kredo-blobs-'));
  const objects = createFsObjectStore(join(blobRoot, 'blobs'));
  const logLines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const deps = await createDeps({
    mode: options.mode ?? 'sandbox',
    database,
    clock: createClock(options.systemTime ? 0 : msToNextMorningInIndia()),
    blobs: createBlobStore(objects, generateBlobKeyring('test')),
    piiEncryptionKey: randomBytes(32),
    jwtSigningKey: randomBytes(32),
    partnerLinkKeys: sandboxPartnerLinkKeys(randomBytes(32)),
    googleClientId: options.googleClientId,
    // Still answered later, not at once (the decision is a job's), without a second's wait a pull.
    sandboxBureauDelayMs: 50,
  });
  const close = async () => {
    await database.close();
    await rm(blobRoot, { recursive: true, force: true });
  };
  return { deps, database, objects, close, logLines, logger: createLogger({ level: 'info', destination }) };
}

/** The real app on a fresh database, with a log captured in memory. One per test file. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { deps, objects, close, logLines, logger } = await createTestDeps(options);
  const app = await buildApp(deps, {
    logger,
    rateLimitPerMinute: options.rateLimitPerMinute ?? 10_000,
    trustProxy: false,
    webDistDir: options.webDistDir,
    statementReaders: options.statementReaders,
    metricsToken: options.metricsToken,
    metricsSharedFiguresMs: 0,
  });
  await app.ready();
  return {
    app,
    deps,
    logLines,
    objects,
    async close() {
      await app.close();
      await close();
    },
  };
}
