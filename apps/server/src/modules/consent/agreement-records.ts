import { eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import type { AgreementFlags } from '../underwriting/opportunity-moves.ts';
import { loanAgreements } from './consent.schema.ts';

export type AgreementRow = typeof loanAgreements.$inferSelect;
export type AgreementStatus = 'GENERATING' | 'READY' | 'SIGNED' | 'FAILED';

export async function findAgreement(db: Db, opportunityId: string): Promise<AgreementRow | undefined> {
  const [row] = await db
    .select()
    .from(loanAgreements)
    .where(eq(loanAgreements.opportunityId, opportunityId))
    .limit(1);
  return row;
}

export async function findAgreementByRequest(
  db: Db,
  esignRequestId: string,
): Promise<AgreementRow | undefined> {
  const [row] = await db
    .select()
    .from(loanAgreements)
    .where(eq(loanAgreements.esignRequestId, esignRequestId))
    .limit(1);
  return row;
}

/** What the opportunity's moves need to know of its agreement. */
export async function agreementFlagsOf(db: Db, opportunityId: string): Promise<AgreementFlags> {
  const row = await findAgreement(db, opportunityId);
  return {
    agreementReady: row?.status === 'READY' || row?.status === 'SIGNED',
    isEsignDone: row?.status === 'SIGNED',
  };
}
