import type { ClockState } from '@kredo/contract/dev';

import { messages } from '@kredo/contract/messages';

import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { IdentityError } from '../../providers/identity/index.ts';
import type { SandboxIdentityProvider } from '../../providers/identity/sandbox.ts';
import type { Clock } from '../../lib/clock.ts';
import { addToClockOffset, loadClockOffset } from './dev.repository.ts';

export function readClock(clock: Clock): ClockState {
  return { now: clock.now().toISOString(), offsetMs: clock.offsetMs() };
}

/** Adds to the stored offset in one statement, so concurrent moves add up and a failed write moves nothing. */
export async function advanceClock(db: Db, clock: Clock, advanceMs: number): Promise<ClockState> {
  const stored = await addToClockOffset(db, advanceMs);
  clock.advance(stored - clock.offsetMs());
  return readClock(clock);
}

/** The sandbox clock's offset as last stored, so a moved clock survives a restart. */
export function restoreClockOffset(db: Db): Promise<number> {
  return loadClockOffset(db);
}

/** A credential from the sandbox issuer; a refusal (the disabled-account magic address) answers 403. */
export async function issueSandboxCredential(
  issuer: SandboxIdentityProvider,
  person: { email: string; name: string },
) {
  try {
    return await issuer.issueCredential(person);
  } catch (error) {
    if (!(error instanceof IdentityError)) throw error;
    throw new AppError('FORBIDDEN', error.message, {
      userMessage: messages.googleSigninFailed,
      cause: error,
    });
  }
}
