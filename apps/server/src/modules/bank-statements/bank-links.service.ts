import type { bankingLinkBodySchema } from '@kredo/contract/bank-statements';
import { messages } from '@kredo/contract/messages';
import { indianDate } from '@kredo/domain/calendar-date';
import type * as z from 'zod/mini';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BankLinkMode } from '../../providers/bank-data/index.ts';
import { findStatement, insertStatement, moveStatement } from './bank-statements.repository.ts';
import { institutionFor } from './bank-statements.service.ts';
import { combineReadings } from './combine-readings.ts';
import { bankOfInstitution, readStatementPdf } from './statement-pdf/read-statement.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'bankData'>;

export const fetchStatementJob = 'statement-bank-fetch';
export type FetchStatementJob = { statementId: string; consent: string };

/** Where the borrower lands after the bank's pages when the caller named no place. */
export const defaultRedirect = '/#/bank-statement/redirect';

/** `bs-service/banking-link`: a session fetched from the bank, and the page the borrower goes to. */
export async function createBankingLink(
  deps: Deps,
  userId: string,
  body: z.output<typeof bankingLinkBodySchema>,
): Promise<{ url: string; txnId: string }> {
  institutionFor(body.bankId, body.mode);
  if (body.redirectionUrl && !isOwnAddress(body.redirectionUrl))
    throw new AppError('VALIDATION_FAILED', 'redirectionUrl is not ours', {
      userMessage: messages.genericRequestFailure,
      fieldErrors: { redirectionUrl: [messages.genericRequestFailure] },
    });
  const row = await insertStatement(deps.db, {
    userId,
    status: 'STARTED',
    mode: body.mode,
    institutionId: body.bankId,
    redirectUrl: body.redirectionUrl ?? defaultRedirect,
    createdAt: deps.clock.now(),
  });
  const url = deps.bankData.linkUrl({ statementId: row.id, mode: body.mode, institutionId: body.bankId });
  return { url, txnId: row.id };
}

/**
 * Only our own pages: a path on this host, never another site (an open redirect). Browsers drop
 * tabs and newlines from addresses, so `/\t/evil.example` would become `//evil.example`: any
 * space, control character or backslash is refused, and the path must stay on our origin.
 */
function isOwnAddress(url: string): boolean {
  const hasSpaceOrControl = [...url].some(
    (char) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f,
  );
  if (!url.startsWith('/') || hasSpaceOrControl || url.includes('\\')) return false;
  const base = 'https://kredo.invalid';
  return new URL(url, base).origin === base;
}

/**
 * The borrower's answer on the bank's or the aggregator's page: approved, the fetch is queued and
 * the statement is PROCESSING; refused, it is FAILED. Answers where the browser goes next.
 */
export async function answerBankConsent(
  deps: Deps,
  statementId: string,
  answer: { approved: boolean; consent: string },
): Promise<string> {
  const row = await findStatement(deps.db, statementId);
  if (!row?.redirectUrl)
    throw new AppError('NOT_FOUND', 'no such bank session', { userMessage: messages.pageNotFound });
  const back = (success: boolean) => {
    const glue = row.redirectUrl?.includes('?') ? '&' : '?';
    return `${row.redirectUrl}${glue}success=${success}&txnId=${row.id}`;
  };
  if (!answer.approved) {
    await moveStatement(deps.db, row.id, ['STARTED'], {
      status: 'FAILED',
      failureMessage: 'consent was declined',
      completedAt: deps.clock.now(),
    });
    return back(false);
  }
  const moved = await moveStatement(deps.db, row.id, ['STARTED'], { status: 'PROCESSING' });
  if (!moved) {
    // Answered already (a second tab, a back button): the browser hears how it really stands.
    const now = await findStatement(deps.db, row.id);
    return back(now?.status === 'PROCESSING' || now?.status === 'AVAILABLE');
  }
  try {
    await deps.jobs.send(
      fetchStatementJob,
      { statementId: row.id, consent: answer.consent },
      { startAfterSeconds: 2 },
    );
  } catch (error) {
    await moveStatement(deps.db, row.id, ['PROCESSING'], {
      status: 'FAILED',
      failureMessage: 'the fetch could not be queued',
      completedAt: deps.clock.now(),
    });
    throw error;
  }
  return back(true);
}

/** The background fetch after consent: the statement from the provider, read and analysed. */
export async function fetchBankStatement(deps: Deps, job: FetchStatementJob): Promise<void> {
  try {
    await fetchAndAnalyse(deps, job);
  } catch (error) {
    // A session never stays PROCESSING (which counts for the step) after its fetch broke.
    await moveStatement(deps.db, job.statementId, ['PROCESSING'], {
      status: 'FAILED',
      failureMessage: 'the fetch failed',
      completedAt: deps.clock.now(),
    });
    throw error;
  }
}

async function fetchAndAnalyse(deps: Deps, job: FetchStatementJob): Promise<void> {
  const row = await findStatement(deps.db, job.statementId);
  if (row?.status !== 'PROCESSING' || !row.institutionId) return;
  const mode = row.mode as BankLinkMode;
  const fetched = await deps.bankData.fetchStatement({
    statementId: row.id,
    mode,
    institutionId: row.institutionId,
    userId: row.userId,
    consent: job.consent,
    today: indianDate(deps.clock.now()),
  });
  let failure: string | undefined;
  let reading = fetched.kind === 'TRANSACTIONS' ? fetched.reading : undefined;
  if (fetched.kind === 'FAILED') failure = fetched.message;
  if (fetched.kind === 'PDF') {
    const read = await readStatementPdf(fetched.bytes, {
      expectedBank: bankOfInstitution[row.institutionId] ?? null,
    });
    if (read.outcome === 'READ') reading = { ...read, transactions: read.transactions };
    else failure = `the bank's statement could not be read (${read.outcome})`;
  }
  const analysis = reading ? combineReadings([reading], mode) : null;
  await moveStatement(
    deps.db,
    row.id,
    ['PROCESSING'],
    analysis
      ? {
          status: 'AVAILABLE',
          analysis,
          yearMonthFrom: analysis.periodFrom.slice(0, 7),
          yearMonthTo: analysis.periodTo.slice(0, 7),
          completedAt: deps.clock.now(),
        }
      : { status: 'FAILED', failureMessage: failure ?? 'nothing was fetched', completedAt: deps.clock.now() },
  );
}
