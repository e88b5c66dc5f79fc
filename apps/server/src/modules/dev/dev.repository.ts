import { eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { sandboxClock } from './dev.schema.ts';

const clockRow = 1;

export async function loadClockOffset(db: Db): Promise<number> {
  const [row] = await db.select().from(sandboxClock).where(eq(sandboxClock.id, clockRow));
  return row?.offsetMs ?? 0;
}

export async function saveClockOffset(db: Db, offsetMs: number): Promise<void> {
  await db
    .insert(sandboxClock)
    .values({ id: clockRow, offsetMs })
    .onConflictDoUpdate({ target: sandboxClock.id, set: { offsetMs } });
}
