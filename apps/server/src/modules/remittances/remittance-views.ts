import type { Remittance, RemittanceList } from '@kredo/contract/remittances';
import type { RemittancePayee, RemittanceState } from '@kredo/domain/remittances';

import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { staffNames } from '../staff/staff-emails.ts';
import { findRemittance, selectRemittances, type RemittanceRow } from './remittances.repository.ts';

async function viewsOf(db: Db, rows: RemittanceRow[]): Promise<Remittance[]> {
  if (rows.length === 0) return [];
  const names = await staffNames(db, [
    ...new Set(rows.flatMap((row) => [row.proposedBy, ...(row.decidedBy ? [row.decidedBy] : [])])),
  ]);
  const staff = (id: string) => ({ id, name: names.get(id) ?? '' });
  return rows.map((row) => ({
    id: row.id,
    lenderId: row.lenderId,
    payee: row.payee as RemittancePayee,
    amountPaise: row.amountPaise,
    setOffPaise: row.setOffPaise,
    reference: row.reference,
    status: row.status as RemittanceState,
    proposedBy: staff(row.proposedBy),
    proposedAt: row.proposedAt.toISOString(),
    note: row.note,
    decidedBy: row.decidedBy ? staff(row.decidedBy) : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
    entryId: row.entryId,
    businessDate: row.businessDate,
  }));
}

export async function remittanceView(db: Db, id: string): Promise<Remittance> {
  const row = await findRemittance(db, id);
  const [view] = await viewsOf(db, row ? [row] : []);
  if (!view) throw notFound('remittance');
  return view;
}

/** Remittances, newest first, of one status or all. */
export async function remittanceList(db: Db, status: RemittanceState | undefined): Promise<RemittanceList> {
  return { remittances: await viewsOf(db, await selectRemittances(db, status)) };
}
