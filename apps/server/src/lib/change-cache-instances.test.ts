import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { adminQuery, sharedTestDatabase } from '../../test/helpers/test-database.ts';
import { users } from '../modules/users/users.schema.ts';
import { createChangeCache } from './change-cache.ts';

const postgresUrl = process.env.DATABASE_URL;

/**
 * A read kept on one instance is read again once another instance changes its rows, and nothing
 * is kept while the listening connection is down. (PostgreSQL only: the embedded database belongs
 * to one process; it hears its own changes, as the status read tests show.)
 */
describe.skipIf(!postgresUrl)('reads kept on two instances', () => {
  const shared = sharedTestDatabase('kredo_cache');
  const stops: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const stop of stops) await stop();
    await shared.drop();
  });

  it('hears a change committed on the other instance, and keeps nothing while deaf', async () => {
    const [a, b] = [await shared.open(), await shared.open()];
    const userId = randomUUID();
    const at = new Date();
    await a.db
      .insert(users)
      .values({ id: userId, name: 'Asha Verma', mobile: '9845000001', createdAt: at, updatedAt: at });

    const cache = createChangeCache<string | null>(b, {
      channel: 'kredo_status',
      capacity: 10,
      lifetimeMs: 60_000,
    });
    stops.push(await cache.start());
    let reads = 0;
    const nameOf = () =>
      cache.read(userId, '', async () => {
        reads += 1;
        const [row] = await b.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
        return row?.name ?? null;
      });
    expect(await nameOf()).toBe('Asha Verma');
    expect(await nameOf()).toBe('Asha Verma');
    expect(reads).toBe(1);

    // Rolled back: nothing is heard and the kept read stands.
    await a.db
      .transaction(async (tx) => {
        await tx.update(users).set({ name: 'Never Saved' }).where(eq(users.id, userId));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await nameOf()).toBe('Asha Verma');
    expect(reads).toBe(1);

    await a.db.update(users).set({ name: 'Asha Rao' }).where(eq(users.id, userId));
    await expect.poll(nameOf, { timeout: 1_000, interval: 5 }).toBe('Asha Rao');

    // The listening connection is killed: until it listens again every read goes to the database.
    await adminQuery(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${shared.name}' and query like 'LISTEN%'`,
    );
    await expect
      .poll(
        async () => {
          const before = reads;
          await nameOf();
          return reads - before;
        },
        { timeout: 2_000, interval: 20 },
      )
      .toBe(1);
    // It listens again (after a second), and keeps reads again.
    await expect
      .poll(
        async () => {
          const before = reads;
          await nameOf();
          await nameOf();
          return reads - before;
        },
        { timeout: 5_000, interval: 100 },
      )
      .toBeLessThan(2);
  });
});
