import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import {
  sandboxGoldAdjustments,
  sandboxGoldCallbacks,
  sandboxGoldCustomers,
  sandboxGoldTrades,
  type NewSandboxGoldCallback,
  type NewSandboxGoldCustomer,
  type NewSandboxGoldTrade,
  type SandboxGoldCallbackRow,
  type SandboxGoldCustomerRow,
  type SandboxGoldTradeRow,
} from './sandbox.schema.ts';

const customers = sandboxGoldCustomers;
const trades = sandboxGoldTrades;

/** The new customer, or undefined when the mobile is registered already. */
export async function insertCustomer(
  db: Db,
  row: NewSandboxGoldCustomer,
): Promise<SandboxGoldCustomerRow | undefined> {
  const [inserted] = await db
    .insert(customers)
    .values(row)
    .onConflictDoNothing({ target: customers.mobile })
    .returning();
  return inserted;
}

export async function findCustomer(db: Db, id: string): Promise<SandboxGoldCustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

export async function findCustomerByMobile(
  db: Db,
  mobile: string,
): Promise<SandboxGoldCustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.mobile, mobile));
  return row;
}

/** The customer, held until the transaction ends: every change of a balance goes through this. */
export async function lockCustomer(db: Db, id: string): Promise<SandboxGoldCustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).for('update');
  return row;
}

export async function updateCustomer(
  db: Db,
  id: string,
  set: Partial<Pick<SandboxGoldCustomerRow, 'goldBalance' | 'panMasked' | 'panVerifiedAt'>>,
): Promise<void> {
  await db.update(customers).set(set).where(eq(customers.id, id));
}

export async function listHoldings(db: Db): Promise<{ vendorUserId: string; goldBalance: number }[]> {
  return db
    .select({ vendorUserId: customers.id, goldBalance: customers.goldBalance })
    .from(customers)
    .orderBy(asc(customers.id));
}

/** Gold that sells and redeems verified and not yet confirmed hold at `now` (their window still open). */
export async function heldGold(db: Db, customerId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ gold: sql<string>`coalesce(sum(${trades.gold}), 0)` })
    .from(trades)
    .where(
      and(
        eq(trades.customerId, customerId),
        inArray(trades.kind, ['sell', 'redeem']),
        isNull(trades.outcome),
        gte(trades.confirmBy, now),
      ),
    );
  return Number(row?.gold ?? 0);
}

export async function insertTrade(db: Db, row: NewSandboxGoldTrade): Promise<SandboxGoldTradeRow> {
  const [inserted] = await db.insert(trades).values(row).returning();
  return inserted!;
}

export async function findTrade(db: Db, id: string): Promise<SandboxGoldTradeRow | undefined> {
  const [row] = await db.select().from(trades).where(eq(trades.id, id));
  return row;
}

/** The trade, held until the transaction ends (after its customer's lock: always in that order). */
export async function lockTrade(db: Db, id: string): Promise<SandboxGoldTradeRow | undefined> {
  const [row] = await db.select().from(trades).where(eq(trades.id, id)).for('update');
  return row;
}

export async function updateTrade(
  db: Db,
  id: string,
  set: Partial<NewSandboxGoldTrade>,
): Promise<SandboxGoldTradeRow> {
  const [row] = await db.update(trades).set(set).where(eq(trades.id, id)).returning();
  return row!;
}

export async function insertCallbacks(db: Db, rows: NewSandboxGoldCallback[]): Promise<void> {
  if (rows.length > 0) await db.insert(sandboxGoldCallbacks).values(rows);
}

export async function listCallbacks(db: Db, txId: string): Promise<SandboxGoldCallbackRow[]> {
  return db
    .select()
    .from(sandboxGoldCallbacks)
    .where(eq(sandboxGoldCallbacks.txId, txId))
    .orderBy(asc(sandboxGoldCallbacks.deliverAt), asc(sandboxGoldCallbacks.id));
}

export async function insertAdjustment(
  db: Db,
  row: typeof sandboxGoldAdjustments.$inferInsert,
): Promise<void> {
  await db.insert(sandboxGoldAdjustments).values(row);
}
