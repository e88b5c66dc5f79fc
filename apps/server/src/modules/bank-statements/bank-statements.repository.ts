import { randomUUID } from 'node:crypto';

import { and, asc, count, desc, eq, gte, inArray, isNotNull, sql, type SQLWrapper } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { bankStatements, statementFiles } from './bank-statements.schema.ts';

export type StatementRow = typeof bankStatements.$inferSelect;
export type StatementFileRow = typeof statementFiles.$inferSelect;
export type NewStatement = Omit<typeof bankStatements.$inferInsert, 'id'>;

/** Statements that count towards the Bank Statement step: analysed, or still being processed (spec 000 §4.3). */
export const usableStatementStatuses = ['AVAILABLE', 'PROCESSING'] as const;

/** How many usable statements the borrower has, as a value another read embeds. */
export const usableStatementsCountSql = (userId: SQLWrapper) =>
  sql<number>`(select count(*) from ${bankStatements} where ${and(
    eq(bankStatements.userId, userId),
    inArray(bankStatements.status, [...usableStatementStatuses]),
  )})`.mapWith(Number);

export async function countStatements(db: Db, userId: string, statuses: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bankStatements)
    .where(and(eq(bankStatements.userId, userId), inArray(bankStatements.status, [...statuses])));
  return row?.n ?? 0;
}

export async function insertStatement(db: Db, row: NewStatement): Promise<StatementRow> {
  const [inserted] = await db
    .insert(bankStatements)
    .values({ ...row, id: randomUUID() })
    .returning();
  if (!inserted) throw new Error('statement insert returned nothing');
  return inserted;
}

/** The borrower's own statement session; another borrower's id finds nothing. */
export async function findOwnStatement(
  db: Db,
  userId: string,
  id: string,
): Promise<StatementRow | undefined> {
  const [row] = await db
    .select()
    .from(bankStatements)
    .where(and(eq(bankStatements.id, id), eq(bankStatements.userId, userId)));
  return row;
}

/** The borrower's newest PDF session still taking files, started since `since`, of one bank or any. */
export async function findOpenPdfStatement(
  db: Db,
  userId: string,
  since: Date,
  institutionId?: string,
): Promise<StatementRow | undefined> {
  const [row] = await db
    .select()
    .from(bankStatements)
    .where(
      and(
        eq(bankStatements.userId, userId),
        eq(bankStatements.mode, 'PDF_UPLOAD'),
        eq(bankStatements.status, 'STARTED'),
        gte(bankStatements.createdAt, since),
        institutionId === undefined ? undefined : eq(bankStatements.institutionId, institutionId),
      ),
    )
    .orderBy(desc(bankStatements.createdAt))
    .limit(1);
  return row;
}

export async function findStatement(db: Db, id: string): Promise<StatementRow | undefined> {
  const [row] = await db.select().from(bankStatements).where(eq(bankStatements.id, id));
  return row;
}

export async function latestStatement(db: Db, userId: string): Promise<StatementRow | undefined> {
  const [row] = await db
    .select()
    .from(bankStatements)
    .where(eq(bankStatements.userId, userId))
    .orderBy(desc(bankStatements.createdAt))
    .limit(1);
  return row;
}

/** The borrower's newest statement that was analysed (AVAILABLE with its analysis). */
export async function latestAnalysedStatement(db: Db, userId: string): Promise<StatementRow | undefined> {
  const [row] = await db
    .select()
    .from(bankStatements)
    .where(
      and(
        eq(bankStatements.userId, userId),
        eq(bankStatements.status, 'AVAILABLE'),
        isNotNull(bankStatements.analysis),
      ),
    )
    .orderBy(desc(sql`coalesce(${bankStatements.completedAt}, ${bankStatements.createdAt})`))
    .limit(1);
  return row;
}

/** Moves a statement on only from the status it is expected in; false when another move came first. */
export async function moveStatement(
  db: Db,
  id: string,
  from: readonly string[],
  changes: Partial<Omit<StatementRow, 'id' | 'userId'>>,
): Promise<boolean> {
  const moved = await db
    .update(bankStatements)
    .set(changes)
    .where(and(eq(bankStatements.id, id), inArray(bankStatements.status, [...from])))
    .returning({ id: bankStatements.id });
  return moved.length === 1;
}

export async function findStatementFile(db: Db, id: string): Promise<StatementFileRow | undefined> {
  const [row] = await db.select().from(statementFiles).where(eq(statementFiles.id, id));
  return row;
}

export async function filesOfStatement(db: Db, statementId: string): Promise<StatementFileRow[]> {
  return db
    .select()
    .from(statementFiles)
    .where(eq(statementFiles.statementId, statementId))
    .orderBy(asc(statementFiles.createdAt));
}

/** Records a file's verdict once: a file already read keeps its first verdict. */
export async function settleStatementFile(
  db: Db,
  id: string,
  changes: Pick<StatementFileRow, 'status' | 'failureCode' | 'reading' | 'readAt'>,
): Promise<void> {
  await db
    .update(statementFiles)
    .set({ ...changes, sealedPassword: null })
    .where(and(eq(statementFiles.id, id), eq(statementFiles.status, 'QUEUED')));
}

export async function countFilesSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(statementFiles)
    .where(and(eq(statementFiles.userId, userId), gte(statementFiles.createdAt, since)));
  return row?.n ?? 0;
}
