import type { IncompleteInfoOnCompleteResponse } from '@kredo/contract/incomplete-info';
import { messages } from '@kredo/contract/messages';
import type { ApplicationStatus } from '@kredo/domain/application-lifecycle';
import type { IncompleteInfoSubStatus } from '@kredo/domain/incomplete-info';

import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import {
  findApplication,
  lockApplication,
  type ApplicationRow,
} from '../loan-application/application-moves.ts';
import { loadApplicationProfile } from '../profile/profile.service.ts';
import { moveApplication, requestTimesOf } from '../underwriting/status-moves.ts';
import { sendUnderwriting } from '../underwriting/underwriting-job-name.ts';
import { assertEvidence } from './correction-evidence.ts';

type Deps = Pick<AppDeps, 'db' | 'cipher' | 'clock' | 'jobs'>;

const answer = (row: ApplicationRow): IncompleteInfoOnCompleteResponse => ({
  applicationId: row.id,
  status: row.status as ApplicationStatus,
  subStatuses: row.subStatuses,
});

const notWaiting = (row: ApplicationRow) =>
  new AppError('CONFLICT', `application is ${row.status}, not INCOMPLETE_INFO`, {
    userMessage: messages.applicationMoveRefused,
  });

/**
 * `corleone/incomplete-info-on-complete` (spec 000 §2.5, §4.2, §7): the borrower reports the
 * sub-statuses a correction screen settled. Only outstanding ones count (a retried call changes
 * nothing); each needs its evidence where that can be seen. When none remain, the application
 * goes back to underwriting (INITIATED) and the automatic decision runs again.
 */
export async function settleSubStatuses(
  deps: Deps,
  userId: string,
  input: { applicationId: string; subStatuses: IncompleteInfoSubStatus[] },
): Promise<IncompleteInfoOnCompleteResponse> {
  const seen = await findApplication(deps.db, input.applicationId);
  if (!seen || seen.userId !== userId) throw notFound('application');
  if (seen.status !== 'INCOMPLETE_INFO') throw notWaiting(seen);
  const settling = [...new Set(input.subStatuses)].filter((subStatus) =>
    seen.subStatuses.includes(subStatus),
  );
  if (settling.length === 0) return answer(seen);

  const profile = await loadApplicationProfile(deps, userId);
  const askedAt = await requestTimesOf(deps.db, seen.id);
  for (const subStatus of settling)
    await assertEvidence(deps, profile, subStatus, askedAt.get(subStatus) ?? seen.statusUpdatedAt);

  const settled = await deps.db.transaction(async (tx) => {
    const row = await lockApplication(tx, seen.id);
    if (!row) throw notFound('application');
    if (row.status !== 'INCOMPLETE_INFO') throw notWaiting(row);
    const remaining = row.subStatuses.filter(
      (subStatus) => !settling.includes(subStatus as IncompleteInfoSubStatus),
    );
    if (remaining.length === row.subStatuses.length) return row;
    const note = `Settled ${settling.join(', ')}`;
    return moveApplication(
      tx,
      row,
      { to: remaining.length === 0 ? 'INITIATED' : 'INCOMPLETE_INFO', subStatuses: remaining },
      { actor: 'borrower', note },
      deps.clock.now(),
    );
  });
  if (settled.status === 'INITIATED') await sendUnderwriting(deps, settled.id);
  return answer(settled);
}
