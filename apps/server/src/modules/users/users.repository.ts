import type { Db } from '../../db/database.ts';
import { users } from './users.schema.ts';

export type NewUser = typeof users.$inferInsert;

export async function insertUserUnlessMobileTaken(db: Db, user: NewUser): Promise<void> {
  await db.insert(users).values(user).onConflictDoNothing({ target: users.mobile });
}
