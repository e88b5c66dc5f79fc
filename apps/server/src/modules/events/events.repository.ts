import type { Db } from '../../db/database.ts';
import { events } from './events.schema.ts';

export type NewEvent = typeof events.$inferInsert;

export async function insertEvent(db: Db, event: NewEvent): Promise<void> {
  await db.insert(events).values(event);
}
