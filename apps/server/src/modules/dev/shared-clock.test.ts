import { randomUUID } from 'node:crypto';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { templateDatabaseName } from '../../../test/helpers/test-database.ts';
import { openDatabase, type Database } from '../../db/database.ts';
import { createClock } from '../../lib/clock.ts';
import { advanceClock, followSharedClock } from './dev.service.ts';

const postgresUrl = process.env.DATABASE_URL;

async function admin(text: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * The sandbox clock moved on one instance is the clock of every instance on the database, at once
 * (PostgreSQL only: the embedded database belongs to one process).
 */
describe.skipIf(!postgresUrl)('the sandbox clock on two instances', () => {
  const name = `kredo_clock_${randomUUID().replaceAll('-', '')}`;
  const opened: Database[] = [];
  const stops: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const stop of stops) await stop();
    for (const database of opened) await database.close();
    await admin(`drop database if exists ${name}`);
  });

  it('follows at once a move made on the other instance', async () => {
    await admin(`create database ${name} template ${templateDatabaseName}`);
    const url = new URL(postgresUrl ?? '');
    url.pathname = `/${name}`;
    const [a, b] = [await openDatabase({ url: url.toString() }), await openDatabase({ url: url.toString() })];
    opened.push(a, b);
    const [clockA, clockB] = [createClock(), createClock()];
    for (const [database, clock] of [
      [a, clockA],
      [b, clockB],
    ] as const)
      stops.push(
        await followSharedClock(database, clock, (error) => {
          throw error;
        }),
      );

    const moved = await advanceClock(a.db, clockA, 3 * 86_400_000);
    expect(moved.offsetMs).toBe(3 * 86_400_000);
    await expect.poll(() => clockB.offsetMs(), { timeout: 1_000, interval: 5 }).toBe(3 * 86_400_000);

    // Moves on both add up, and neither goes back.
    await Promise.all([advanceClock(a.db, clockA, 60_000), advanceClock(b.db, clockB, 60_000)]);
    await expect
      .poll(() => [clockA.offsetMs(), clockB.offsetMs()], { timeout: 1_000, interval: 5 })
      .toEqual([3 * 86_400_000 + 120_000, 3 * 86_400_000 + 120_000]);
  });
});
