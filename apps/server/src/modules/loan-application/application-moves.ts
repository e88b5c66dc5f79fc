import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { findApplication, type ApplicationRow } from './loan-application.repository.ts';
import { loanApplications } from './loan-application.schema.ts';

/**
 * The application's status as underwriting, staff and corrections change it. The callers check
 * each move against packages/domain application-lifecycle and write the history beside it, in
 * the same transaction as `lockApplication`.
 */

export { findApplication, type ApplicationRow };

/** The application, held until the transaction ends so two decisions never interleave. */
export async function lockApplication(tx: Db, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await tx.select().from(loanApplications).where(eq(loanApplications.id, id)).for('update');
  return row;
}

export type StatusChange = {
  status: string;
  subStatuses: string[];
  statusUpdatedAt: Date;
  closedAt?: Date | null;
};

/** Applies a change to an application still in `fromStatus`; false when it has moved meanwhile. */
export async function changeApplicationStatus(
  tx: Db,
  id: string,
  fromStatus: string,
  change: StatusChange,
): Promise<boolean> {
  const updated = await tx
    .update(loanApplications)
    .set(change)
    .where(and(eq(loanApplications.id, id), eq(loanApplications.status, fromStatus)))
    .returning({ id: loanApplications.id });
  return updated.length === 1;
}
