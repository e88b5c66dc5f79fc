import { timingSafeEqual } from 'node:crypto';

import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { markOtpRequested, findMandate } from './sandbox.repository.ts';
import type { SandboxMandateRow } from './sandbox.schema.ts';
import { settleAndNotify } from './sandbox-settlement.ts';
import { planAuthenticationFailure, planSettlement, statusAt } from './sandbox-timeline.ts';

/*
 * What the sandbox bank's pages do to a mandate: the link's check, the borrower's authorisation
 * or the bank's refusal of the login or card (AP11), and the card's one-time password.
 */

type Deps = { db: Db; clock: Clock };

/** A one-time password from the card step is good this long. */
export const otpValidityMs = 5 * 60_000;

export type Link =
  | { state: 'open'; row: SandboxMandateRow }
  /** No such mandate, or not its token: 403. */
  | { state: 'unknown' }
  /** Authorised, refused, withdrawn or lapsed: the link works only while the mandate is pending (410). */
  | { state: 'gone'; row: SandboxMandateRow };

function tokenMatches(row: SandboxMandateRow, token: string | undefined): boolean {
  if (!row.linkToken || token === undefined) return false;
  const expected = Buffer.from(row.linkToken);
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export async function openLink(deps: Deps, mandateId: string, token: string | undefined): Promise<Link> {
  const row = await findMandate(deps.db, mandateId);
  if (!row || row.kind !== 'e-mandate' || !tokenMatches(row, token)) return { state: 'unknown' };
  return statusAt(row, deps.clock.now()).status === 'pending'
    ? { state: 'open', row }
    : { state: 'gone', row };
}

/** The borrower authorised at the bank: NPCI's answer follows. False when the mandate was no longer pending. */
export async function authoriseAtBank(deps: Deps, row: SandboxMandateRow): Promise<boolean> {
  const now = deps.clock.now();
  return (
    (await settleAndNotify(
      deps.db,
      row.id,
      planSettlement('e-mandate', row.accountNumberLast4, now),
      now,
    )) !== undefined
  );
}

/** The bank refused the login or card (AP11): the mandate is rejected at once. */
export async function refuseAtBank(deps: Deps, row: SandboxMandateRow): Promise<boolean> {
  const now = deps.clock.now();
  return (await settleAndNotify(deps.db, row.id, planAuthenticationFailure(now), now)) !== undefined;
}

export async function requestOtp(deps: Deps, row: SandboxMandateRow): Promise<void> {
  await markOtpRequested(deps.db, row.id, deps.clock.now());
}

/** Whether a one-time password was sent for the card and is still good. */
export function otpOpen(row: SandboxMandateRow, now: Date): boolean {
  return row.otpRequestedAt !== null && now.getTime() - row.otpRequestedAt.getTime() < otpValidityMs;
}
