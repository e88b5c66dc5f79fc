import { eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { sandboxClock } from './dev.schema.ts';

const clockRow = 1;

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
  return row!.offsetMs;
}
