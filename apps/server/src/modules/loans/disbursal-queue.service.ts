import type { Disbursal, DisbursalQueueResponse, DisbursalQueueView } from '@kredo/contract/disbursals';
import { and, asc, desc, eq, inArray, isNull, notExists } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { staffNames } from '../staff/staff-emails.ts';
import { opportunities } from '../underwriting/underwriting.schema.ts';
import { users } from '../users/users.schema.ts';
import { disbursals, loans } from './loans.schema.ts';

type Row = typeof disbursals.$inferSelect;

const viewStatuses: Record<Exclude<DisbursalQueueView, 'ready'>, Row['status'][]> = {
  proposed: ['PROPOSED'],
  'in-flight': ['APPROVED'],
  failed: ['FAILED', 'REVERSED', 'REJECTED'],
  paid: ['PAID'],
};

async function viewsOf(db: Db, rows: Row[]): Promise<Disbursal[]> {
  if (rows.length === 0) return [];
  const staffIds = [
    ...new Set(rows.flatMap((row) => [row.proposedBy, ...(row.decidedBy ? [row.decidedBy] : [])])),
  ];
  const names = await staffNames(db, staffIds);
  const people = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((row) => row.userId))]));
  const loanIds = rows.flatMap((row) => (row.loanId ? [row.loanId] : []));
  const accounts =
    loanIds.length === 0
      ? []
      : await db
          .select({ id: loans.id, lenderLoanAcctId: loans.lenderLoanAcctId })
          .from(loans)
          .where(inArray(loans.id, loanIds));
  const staff = (id: string) => ({ id, name: names.get(id) ?? '' });
  return rows.map((row) => ({
    id: row.id,
    opportunityId: row.opportunityId,
    userId: row.userId,
    borrowerName: people.find((person) => person.id === row.userId)?.name ?? '',
    lenderId: row.lenderId,
    status: row.status as Disbursal['status'],
    loanAmount: row.loanAmountPaise,
    netAmount: row.netAmountPaise,
    mode: row.mode as Disbursal['mode'],
    beneficiaryName: row.beneficiaryName,
    accountNumberMasked: `XXXXXXX${row.accountNumberLast4.slice(-3)}`,
    ifsc: row.ifsc,
    bankName: row.bankName,
    proposedBy: staff(row.proposedBy),
    proposedAt: row.proposedAt.toISOString(),
    proposalNote: row.proposalNote,
    decidedBy: row.decidedBy ? staff(row.decidedBy) : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
    utr: row.utr,
    failureCode: row.failureCode,
    failureText: row.failureText,
    paidAt: row.paidAt?.toISOString() ?? null,
    loanId: row.loanId,
    lenderLoanAcctId: accounts.find((account) => account.id === row.loanId)?.lenderLoanAcctId ?? null,
  }));
}

export async function disbursalView(db: Db, id: string): Promise<Disbursal> {
  const rows = await db.select().from(disbursals).where(eq(disbursals.id, id));
  const [view] = await viewsOf(db, rows);
  if (!view) throw notFound('disbursal');
  return view;
}

const live = ['PROPOSED', 'APPROVED', 'PAID'];

/** Operations' disbursal queue: opportunities ready to propose, or disbursals at one stage. */
export async function disbursalQueue(db: Db, view: DisbursalQueueView): Promise<DisbursalQueueResponse> {
  if (view === 'ready') {
    const rows = await db
      .select({
        opportunityId: opportunities.id,
        userId: opportunities.userId,
        borrowerName: users.name,
        lenderId: opportunities.lenderId,
        loanAmount: opportunities.amountPaise,
        netAmount: opportunities.disbursedPaise,
        waitingSince: opportunities.updatedAt,
      })
      .from(opportunities)
      .innerJoin(users, eq(users.id, opportunities.userId))
      .where(
        and(
          eq(opportunities.status, 'DISBURSAL_PENDING'),
          notExists(
            db
              .select({ id: disbursals.id })
              .from(disbursals)
              .where(and(eq(disbursals.opportunityId, opportunities.id), inArray(disbursals.status, live))),
          ),
        ),
      )
      .orderBy(asc(opportunities.updatedAt))
      .limit(200);
    return {
      view,
      ready: rows.map((row) => ({
        ...row,
        borrowerName: row.borrowerName ?? '',
        waitingSince: row.waitingSince.toISOString(),
      })),
      disbursals: [],
    };
  }
  const rows = await db
    .select()
    .from(disbursals)
    .where(
      and(
        inArray(disbursals.status, viewStatuses[view]),
        view === 'paid' ? undefined : isNull(disbursals.loanId),
      ),
    )
    .orderBy(view === 'paid' ? desc(disbursals.paidAt) : asc(disbursals.proposedAt))
    .limit(200);
  return { view, ready: [], disbursals: await viewsOf(db, rows) };
}
