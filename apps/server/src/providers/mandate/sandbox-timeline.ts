import { randomInt } from 'node:crypto';

import { findMandateReason } from '@kredo/domain/repayment-modes';

import { businessDateOf } from '../../lib/clock.ts';
import type { ProviderMandateStatus } from './index.ts';
import type { SandboxMandateKind, SandboxMandateRow } from './sandbox.schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long each step takes at the sandbox's NPCI, from the borrower's authorisation (docs/providers.md). */
export const sandboxMandateTimings = {
  /** E-mandate: the destination bank's acceptance after the borrower's authorisation. */
  authorizedAfterMs: 2_000,
  /** E-mandate: NPCI's registration (the UMRN) or the bank's rejection. */
  eMandateSettlesAfterMs: 5_000,
  /** Paper: the destination bank's registration or rejection after the form reached the sponsor bank. */
  paperSettlesAfterMs: 10_000,
  /** A pending e-mandate is withdrawn after a quarter, as LotusPay withdraws unused sources. */
  pendingLifetimeMs: 90 * DAY_MS,
} as const;

/** The account number's last three digits that pick an answer (docs/providers.md). */
export const sandboxMandateEndings = {
  /** E-mandate rejected by the bank: account inoperative. */
  inoperative: '904',
  /** E-mandate rejected: no such account. */
  noSuchAccount: '905',
  /** E-mandate rejected: the account does not keep the required balance. */
  lowBalance: '915',
  /** Paper rejected: the drawer's signature differs. */
  signatureDiffers: '903',
  /** Paper rejected: wrong category or frequency. */
  wrongCategory: '925',
  /** Every webhook of the mandate is delivered twice. */
  duplicateWebhooks: '977',
  /** 'authorized' is delivered after 'active'. */
  outOfOrderWebhooks: '978',
} as const;

const eMandateRejections: Readonly<Record<string, string>> = {
  [sandboxMandateEndings.inoperative]: 'AP04',
  [sandboxMandateEndings.noSuchAccount]: 'AP05',
  [sandboxMandateEndings.lowBalance]: 'AP15',
};
const paperRejections: Readonly<Record<string, string>> = {
  [sandboxMandateEndings.signatureDiffers]: 'M003',
  [sandboxMandateEndings.wrongCategory]: 'M025',
};

/** The login or card did not belong to the account's customer. */
export const AUTHENTICATION_FAILED = 'AP11';

/** The sponsor bank the sandbox's UMRNs start with. */
const sponsorBankCode = 'HDFC';
const alphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A UMRN: sponsor bank code, the registration date (YYYYMMDD, India) and an 8-character serial. */
export function newUmrn(registeredAt: Date): string {
  const serial = Array.from({ length: 8 }, () => alphanumerics[randomInt(alphanumerics.length)]).join('');
  return `${sponsorBankCode}${businessDateOf(registeredAt).replaceAll('-', '')}${serial}`;
}

export function reasonText(code: string): string {
  return findMandateReason(code)?.text ?? 'Rejected';
}

export type PlannedSettlement = Pick<
  SandboxMandateRow,
  'submittedAt' | 'settlesAt' | 'outcome' | 'umrn' | 'reasonCode'
>;

/** NPCI's answer to a mandate authorised (or a paper form submitted) at `submittedAt`. */
export function planSettlement(
  kind: SandboxMandateKind,
  accountNumberLast4: string,
  submittedAt: Date,
): PlannedSettlement {
  const delay =
    kind === 'paper'
      ? sandboxMandateTimings.paperSettlesAfterMs
      : sandboxMandateTimings.eMandateSettlesAfterMs;
  const settlesAt = new Date(submittedAt.getTime() + delay);
  const rejection = (kind === 'paper' ? paperRejections : eMandateRejections)[accountNumberLast4.slice(-3)];
  return rejection
    ? { submittedAt, settlesAt, outcome: 'rejected', umrn: null, reasonCode: rejection }
    : { submittedAt, settlesAt, outcome: 'active', umrn: newUmrn(settlesAt), reasonCode: null };
}

/** The bank refused the borrower's login or card: rejected at once, never submitted. */
export function planAuthenticationFailure(now: Date): PlannedSettlement {
  return {
    submittedAt: null,
    settlesAt: now,
    outcome: 'rejected',
    umrn: null,
    reasonCode: AUTHENTICATION_FAILED,
  };
}

const pendingExpiresAt = (row: SandboxMandateRow) =>
  new Date(row.createdAt.getTime() + sandboxMandateTimings.pendingLifetimeMs);

/** Where the mandate stands at `now`: the status API's answer. */
export function statusAt(row: SandboxMandateRow, now: Date): ProviderMandateStatus {
  if (row.withdrawnAt && row.withdrawnAt <= now) return { status: 'withdrawn' };
  if (row.settlesAt && row.settlesAt <= now) {
    if (row.outcome === 'active' && row.umrn) return { status: 'active', umrn: row.umrn };
    const reasonCode = row.reasonCode ?? AUTHENTICATION_FAILED;
    return { status: 'rejected', reasonCode, reasonText: reasonText(reasonCode) };
  }
  if (row.submittedAt && row.submittedAt <= now) {
    const authorizedAt = row.submittedAt.getTime() + sandboxMandateTimings.authorizedAfterMs;
    return row.kind === 'e-mandate' && now.getTime() >= authorizedAt
      ? { status: 'authorized' }
      : { status: 'submitted' };
  }
  if (row.kind === 'e-mandate' && now >= pendingExpiresAt(row)) return { status: 'withdrawn' };
  return { status: 'pending' };
}

/** The moment a pending e-mandate lapses. */
export { pendingExpiresAt };
