import { eq } from 'drizzle-orm';
import type { BuildColumns } from 'drizzle-orm';
import type { PgTableWithColumns } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/database.ts';
import type { secretColumns } from './columns.ts';

/** A sandbox service's secrets table. */
export type SecretsTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: BuildColumns<string, ReturnType<typeof secretColumns>, 'pg'>;
  dialect: 'pg';
}>;

export type StoredSecret = SecretsTable['$inferSelect'];

export async function findSecret(
  db: Db,
  secrets: SecretsTable,
  id: string,
): Promise<StoredSecret | undefined> {
  const [row] = await db.select().from(secrets).where(eq(secrets.id, id));
  return row;
}

/** Keeps the first secret written under an id: two servers starting together agree on one. */
export async function insertSecret(db: Db, secrets: SecretsTable, row: StoredSecret): Promise<void> {
  await db.insert(secrets).values(row).onConflictDoNothing();
}
