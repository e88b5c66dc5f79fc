import type { Db } from '../../db/database.ts';
import { locations } from './location.schema.ts';

export type NewLocation = typeof locations.$inferInsert;

export async function insertLocation(db: Db, location: NewLocation): Promise<void> {
  await db.insert(locations).values(location);
}
