import { eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { sandboxClock } from './dev.schema.ts';

const clockRow = 1;
/** Where a moved clock is announced to every instance. */
export const clockChannel = 'sandbox_clock';

export async function loadClockOffset(db: Db): Promise<number> {
  const [row] = await db.select().from(sandboxClock).where(eq(sandboxClock.id, clockRow));
  return row?.offsetMs ?? 0;
}

/** The offset after adding `advanceMs`. */
export async function addToClockOffset(db: Db, advanceMs: number): Promise<number> {
  const [row] = await db
    .insert(sandboxClock)
    .values({ id: clockRow, offsetMs: advanceMs })
    .onConflictDoUpdate({
      target: sandboxClock.id,
      set: { offsetMs: sql`${sandboxClock.offsetMs} + ${advanceMs}` },
    })
    .returning({ offsetMs: sandboxClock.offsetMs });
  // The other instances follow at once (dev.service.ts followSharedClock).
  await db.execute(sql`select pg_notify(${clockChannel}, ${String(row!.offsetMs)})`);
  return row!.offsetMs;
}
