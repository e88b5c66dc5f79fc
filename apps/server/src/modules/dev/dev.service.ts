import type { ClockState, sampleEvidenceBodySchema, sampleEvidenceResponseSchema } from '@kredo/contract/dev';
import { indianDate, yearMonthBefore } from '@kredo/domain/calendar-date';
import type * as z from 'zod/mini';

import { messages } from '@kredo/contract/messages';

import type { Database, Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { IdentityError } from '../../providers/identity/index.ts';
import type { SandboxIdentityProvider } from '../../providers/identity/sandbox.ts';
import type { Clock } from '../../lib/clock.ts';
import { addToClockOffset, clockChannel, loadClockOffset } from './dev.repository.ts';
import type { AppDeps } from '../../app-deps.ts';
import { insertStatement } from '../bank-statements/bank-statements.repository.ts';
import { usableStatementsCount } from '../bank-statements/bank-statements.service.ts';
import { documentTypesOf, storeDocument } from '../documents/documents.service.ts';
import { sampleStatementAnalysis, sampleStatementMonths } from './sample-statement.ts';

type SampleEvidenceBody = z.output<typeof sampleEvidenceBodySchema>;
type SampleEvidence = z.output<typeof sampleEvidenceResponseSchema>;

export function readClock(clock: Clock): ClockState {
  return { now: clock.now().toISOString(), offsetMs: clock.offsetMs() };
}

/** Adds to the stored offset in one statement, so concurrent moves add up and a failed write moves nothing. */
export async function advanceClock(db: Db, clock: Clock, advanceMs: number): Promise<ClockState> {
  const stored = await addToClockOffset(db, advanceMs);
  // Another instance's move may have reached this clock first (followSharedClock): never back.
  if (stored > clock.offsetMs()) clock.advance(stored - clock.offsetMs());
  return readClock(clock);
}

/** The sandbox clock's offset as last stored, so a moved clock survives a restart. */
export function restoreClockOffset(db: Db): Promise<number> {
  return loadClockOffset(db);
}

/** How often an instance reads the shared offset, should it have missed an announcement. */
const clockReadMs = 5_000;

/**
 * Keeps this instance's sandbox clock with the others on one database: a move made on any
 * instance is announced (`pg_notify`) and followed at once, and the stored offset is read every
 * few seconds besides. The clock only moves forward, so a late or repeated announcement is harmless.
 */
export async function followSharedClock(
  database: Pick<Database, 'db' | 'listen'>,
  clock: Clock,
  report: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const follow = (offsetMs: number) => {
    if (Number.isSafeInteger(offsetMs) && offsetMs > clock.offsetMs())
      clock.advance(offsetMs - clock.offsetMs());
  };
  const unlisten = await database.listen(clockChannel, (payload) => follow(Number(payload)));
  const timer = setInterval(() => {
    loadClockOffset(database.db).then(follow, report);
  }, clockReadMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await unlisten();
  };
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

/** A 1x1 PNG: the sample documents' content. */
export const samplePng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Stands in for the Documents and Bank Statement steps in the sandbox: sample documents of the
 * named types, stored like uploaded ones (each replaces the current one of its type), and an
 * analysed statement of the last 6 complete months by the server's clock, six salary credits in
 * it (sample-statement.ts), which underwriting reads like an uploaded one.
 */
export async function addSampleEvidence(
  deps: Pick<AppDeps, 'db' | 'blobs' | 'clock' | 'cipher'>,
  userId: string,
  body: SampleEvidenceBody,
): Promise<SampleEvidence> {
  for (const docType of new Set(body.documents))
    await storeDocument(deps, userId, { docType, side: 'SINGLE', docMode: 'UPLOAD' }, samplePng);
  if (body.bankStatement) {
    const now = deps.clock.now();
    const today = indianDate(now);
    await insertStatement(deps.db, {
      userId,
      status: 'AVAILABLE',
      mode: 'PDF_UPLOAD',
      yearMonthFrom: yearMonthBefore(today, sampleStatementMonths),
      yearMonthTo: yearMonthBefore(today, 1),
      analysis: sampleStatementAnalysis(today),
      createdAt: now,
      completedAt: now,
    });
  }
  return {
    documentTypes: await documentTypesOf(deps.db, userId),
    bankStatements: await usableStatementsCount(deps.db, userId),
  };
}
