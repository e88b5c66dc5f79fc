import { afterAll, describe, expect, it } from 'vitest';

import { sharedTestDatabase } from '../../../test/helpers/test-database.ts';
import { createClock } from '../../lib/clock.ts';
import { advanceClock, followSharedClock } from './dev.service.ts';

const postgresUrl = process.env.DATABASE_URL;

/**
 * The sandbox clock moved on one instance is the clock of every instance on the database, at once
 * (PostgreSQL only: the embedded database belongs to one process).
 */
describe.skipIf(!postgresUrl)('the sandbox clock on two instances', () => {
  const shared = sharedTestDatabase('kredo_clock');
  const stops: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const stop of stops) await stop();
    await shared.drop();
  });

  it('follows at once a move made on the other instance', async () => {
    const [a, b] = [await shared.open(), await shared.open()];
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
