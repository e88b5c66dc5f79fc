import { asc, count, eq, like, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { bankBranches, companies, pincodes } from './directory.schema.ts';

export type PincodeRow = typeof pincodes.$inferSelect;

/** The state of a pincode, as a value another read embeds; null for a pincode not in the directory. */
export const pincodeStateSql = (pincode: SQL) =>
  sql<string | null>`(select ${pincodes.state} from ${pincodes} where ${pincodes.pincode} = ${pincode})`;

export async function countPincodes(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pincodes);
  return row?.n ?? 0;
}

export async function insertPincodes(db: Db, rows: PincodeRow[]): Promise<void> {
  await db.insert(pincodes).values(rows).onConflictDoNothing();
}

export async function findPincode(db: Db, pincode: string): Promise<PincodeRow | undefined> {
  const [row] = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode));
  return row;
}

export async function upsertCompanies(db: Db, rows: Array<typeof companies.$inferInsert>): Promise<void> {
  await db
    .insert(companies)
    .values(rows)
    .onConflictDoUpdate({
      target: companies.cin,
      set: { name: sql`excluded.name`, nameLower: sql`excluded.name_lower` },
    });
}

/** Names containing the text; names starting with it first. `%`, `_` and `\` are matched literally. */
export async function searchCompanies(db: Db, text: string, limit: number) {
  const needle = text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);
  const startsFirst = sql`case when ${companies.nameLower} like ${`${needle}%`} then 0 else 1 end`;
  return db
    .select({ name: companies.name, cin: companies.cin })
    .from(companies)
    .where(like(companies.nameLower, `%${needle}%`))
    .orderBy(startsFirst, asc(companies.name))
    .limit(limit);
}

export async function upsertBankBranches(
  db: Db,
  rows: Array<typeof bankBranches.$inferInsert>,
): Promise<void> {
  await db
    .insert(bankBranches)
    .values(rows)
    .onConflictDoUpdate({
      target: bankBranches.ifsc,
      set: {
        bank: sql`excluded.bank`,
        branch: sql`excluded.branch`,
        city: sql`excluded.city`,
        state: sql`excluded.state`,
      },
    });
}

export async function findBankBranch(db: Db, ifsc: string) {
  const [row] = await db.select().from(bankBranches).where(eq(bankBranches.ifsc, ifsc));
  return row;
}
