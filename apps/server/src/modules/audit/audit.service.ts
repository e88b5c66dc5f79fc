import { randomUUID } from 'node:crypto';

import type { AuditEntry } from '@kredo/contract/back-office';

import type { Db } from '../../db/database.ts';
import { staffEmails } from '../staff/staff-emails.ts';
import { insertAuditRow, selectAuditRows } from './audit.repository.ts';

/** What staff did. Sign-in entries carry no application; none carries a password, code or token. */
export const auditActions = [
  'SIGN_IN',
  'SIGN_IN_REFUSED',
  'SIGN_OUT',
  'VIEW_DOCUMENT',
  'REQUEST_INFORMATION',
  'APPROVE',
  'REJECT',
  'RESEND_ESIGN_CODE',
  'CANCEL_OFFER',
  'VIEW_MANDATE_SCAN',
  'ACCEPT_MANDATE',
  'REJECT_MANDATE',
  'CANCEL_MANDATE',
  'REFRESH_MANDATE',
  'UPLOAD_COLLECTED_MANDATE',
  'PROPOSE_DISBURSAL',
  'APPROVE_DISBURSAL',
  'REJECT_DISBURSAL',
  'REFRESH_DISBURSAL',
  'WRITE_OFF_LOAN',
  'RESOLVE_RECONCILIATION_BREAK',
  'PROPOSE_REMITTANCE',
  'APPROVE_REMITTANCE',
  'REJECT_REMITTANCE',
  'SUSPEND_CREDIT_LINE',
  'RESUME_CREDIT_LINE',
  'REFRESH_GOLD_ORDER',
  'RESOLVE_GOLD_BREAK',
  'RUN_GOLD_RECONCILIATION',
  'REFRESH_INSURANCE_ORDER',
  'CANCEL_INSURANCE_POLICY',
  'RETRY_INSURANCE_REFUND',
  'PAY_REFERRAL_CASHBACK',
] as const;
export type AuditAction = (typeof auditActions)[number];

export type AuditInput = {
  at: Date;
  /** Null only for a refused sign-in whose e-mail names no staff member. */
  staffId: string | null;
  action: AuditAction;
  applicationId?: string | null;
  details?: Record<string, unknown>;
};

/** Appends one entry; give it the action's transaction so the entry and the change land together. */
export async function recordAudit(db: Db, entry: AuditInput): Promise<void> {
  await insertAuditRow(db, {
    id: randomUUID(),
    at: entry.at,
    staffId: entry.staffId,
    action: entry.action,
    applicationId: entry.applicationId ?? null,
    details: entry.details ?? {},
  });
}

/** One application's log, oldest first, each entry with the e-mail of the staff member who acted. */
export async function auditOf(db: Db, applicationId: string): Promise<AuditEntry[]> {
  const rows = await selectAuditRows(db, applicationId);
  const emails = await staffEmails(db, [
    ...new Set(rows.flatMap((row) => (row.staffId ? [row.staffId] : []))),
  ]);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    staffId: row.staffId ?? '',
    staffEmail: (row.staffId && emails.get(row.staffId)) ?? '',
    action: row.action,
    details: row.details,
  }));
}
