import { messages } from '@kredo/contract/messages';
import {
  assertApplicationMove,
  closedApplicationStatuses,
  IllegalTransitionError,
  type Actor,
  type ApplicationStatus,
} from '@kredo/domain/application-lifecycle';

import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { changeApplicationStatus, type ApplicationRow } from '../loan-application/application-moves.ts';
import { historyOf, insertHistory } from './underwriting.repository.ts';

export type MoveBy = { actor: Actor; staffId?: string | null; note?: string | null };

export type Move = {
  to: ApplicationStatus;
  subStatuses: string[];
  /** What a move into INCOMPLETE_INFO asks for (recorded with the time it was asked). */
  requested?: string[];
};

const isClosed = (status: string) => (closedApplicationStatuses as readonly string[]).includes(status);

/** An illegal move, as the caller hears it: 409. */
export function conflictOf(error: unknown): unknown {
  if (!(error instanceof IllegalTransitionError)) return error;
  return new AppError('CONFLICT', error.message, { userMessage: messages.applicationMoveRefused });
}

/**
 * Moves a locked application along the transition table (or changes what INCOMPLETE_INFO waits
 * for, staying there) and writes the history row, in the caller's transaction. Throws AppError CONFLICT
 * for a move the table does not allow or an application that moved meanwhile.
 */
export async function moveApplication(
  tx: Db,
  row: ApplicationRow,
  move: Move,
  by: MoveBy,
  now: Date,
): Promise<ApplicationRow> {
  const from = row.status as ApplicationStatus;
  const changesStatus = move.to !== from;
  try {
    if (changesStatus) assertApplicationMove(from, move.to, by.actor);
    // Without a move, only what INCOMPLETE_INFO waits for changes (asked for, or settled).
    else if (from !== 'INCOMPLETE_INFO')
      throw new IllegalTransitionError('application', from, move.to, by.actor);
  } catch (error) {
    throw conflictOf(error);
  }
  const change = {
    status: move.to,
    subStatuses: move.subStatuses,
    statusUpdatedAt: changesStatus ? now : row.statusUpdatedAt,
    closedAt: isClosed(move.to) ? (row.closedAt ?? now) : row.closedAt,
  };
  if (!(await changeApplicationStatus(tx, row.id, from, change)))
    throw new AppError('CONFLICT', `application ${row.id} moved from ${from} meanwhile`, {
      userMessage: messages.applicationMoveRefused,
    });
  await insertHistory(tx, {
    applicationId: row.id,
    fromStatus: from,
    toStatus: move.to,
    subStatuses: move.subStatuses,
    requestedSubStatuses: move.requested ?? [],
    actor: by.actor,
    staffId: by.staffId ?? null,
    note: by.note ?? null,
    at: now,
  });
  return { ...row, ...change };
}

/** When each sub-status was last asked for. */
export async function requestTimesOf(db: Db, applicationId: string): Promise<Map<string, Date>> {
  const times = new Map<string, Date>();
  for (const entry of await historyOf(db, applicationId))
    for (const subStatus of entry.requestedSubStatuses) times.set(subStatus, entry.at);
  return times;
}
