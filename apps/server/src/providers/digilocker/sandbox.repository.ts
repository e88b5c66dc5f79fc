import { eq, lte } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { digilockerSandboxCodes } from './sandbox.schema.ts';

export type StoredCode = typeof digilockerSandboxCodes.$inferSelect;

/** Keeps a new code, dropping the codes that expired by `now`. */
export async function insertCode(db: Db, row: StoredCode): Promise<void> {
  await db.delete(digilockerSandboxCodes).where(lte(digilockerSandboxCodes.expiresAt, row.createdAt));
  await db.insert(digilockerSandboxCodes).values(row);
}

/** Spends a code: deletes it and answers it, for one caller only whichever server asks. */
export async function takeCode(db: Db, codeHash: string): Promise<StoredCode | undefined> {
  const [row] = await db
    .delete(digilockerSandboxCodes)
    .where(eq(digilockerSandboxCodes.codeHash, codeHash))
    .returning();
  return row;
}
