import { createHash } from 'node:crypto';

import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { BureauHit, CreditBureauProvider, CreditReport } from './index.ts';
import { creditBureauSandboxRefusals } from './sandbox.schema.ts';

/**
 * The sandbox bureau (docs/providers.md). The PAN's characters 6-9 choose a story: 9988 the
 * bureau is down, 9989 it is down for the first pull of each reference and answers the retry,
 * 9990 a thin file, 9991 a low score, 9992 a grey score, 9993 heavy existing EMIs. Any other PAN
 * gets a good report that is the same every time, drawn from a hash of the PAN.
 */
export const sandboxBureauPans = {
  down: '9988',
  downOnce: '9989',
  thinFile: '9990',
  lowScore: '9991',
  greyScore: '9992',
  heavyEmi: '9993',
} as const;

const rupees = (amount: number) => amount * 100;

const magicOf = (pan: string) => pan.slice(5, 9);

/** A good report, the same for the same PAN: score 700-819, a few accounts with modest EMIs. */
function goodReport(pan: string): BureauHit {
  const hash = createHash('sha256').update(pan).digest();
  const accounts = 2 + (hash[0]! % 8);
  const activeAccounts = 1 + (hash[1]! % Math.min(accounts, 4));
  const accountsWithEmi = hash[2]! % (activeAccounts + 1);
  const emiEach = rupees(1_500 + (hash[3]! % 21) * 100);
  return {
    kind: 'HIT',
    score: 700 + (hash.readUInt16BE(4) % 120),
    accounts,
    activeAccounts,
    outstanding: accountsWithEmi * emiEach * 8 + rupees((hash[6]! % 50) * 1_000),
    accountsWithEmi,
    monthlyEmi: accountsWithEmi * emiEach,
    overdueAccounts: 0,
    enquiriesLast6Months: hash[7]! % 5,
  };
}

function reportOf(pan: string): CreditReport {
  const good = goodReport(pan);
  switch (magicOf(pan)) {
    case sandboxBureauPans.thinFile:
      return { kind: 'NO_HIT' };
    case sandboxBureauPans.lowScore:
      return { ...good, score: 590 };
    case sandboxBureauPans.greyScore:
      return { ...good, score: 672 };
    case sandboxBureauPans.heavyEmi:
      return {
        ...good,
        activeAccounts: 5,
        accounts: Math.max(good.accounts, 6),
        accountsWithEmi: 5,
        monthlyEmi: rupees(42_000),
        outstanding: rupees(1_150_000),
      };
    default:
      return good;
  }
}

const outage = () =>
  new AppError('PROVIDER_UNAVAILABLE', 'credit bureau did not answer', { retryAfterSeconds: 5 });

/** Whether this pull is the reference's first refusal: true for one caller only, on any server. */
async function refuseFirstPull(db: Db, reference: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(creditBureauSandboxRefusals)
    .values({ reference, refusedAt: now })
    .onConflictDoNothing()
    .returning({ reference: creditBureauSandboxRefusals.reference });
  return inserted.length === 1;
}

/**
 * A pull is requested, then its report collected about a second later, as real bureaus answer
 * (so an application is seen INITIATED for a moment after applying, as in production). The
 * references refused once are rows in the database, not a server's memory.
 */
export function createSandboxCreditBureau(deps: {
  db: Db;
  clock: Clock;
  delayMs?: number;
}): CreditBureauProvider {
  const delayMs = deps.delayMs ?? 1_000;
  return {
    name: 'sandbox',
    async pullReport(request) {
      const magic = magicOf(request.pan);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (magic === sandboxBureauPans.down) throw outage();
      if (
        magic === sandboxBureauPans.downOnce &&
        (await refuseFirstPull(deps.db, request.reference, deps.clock.now()))
      )
        throw outage();
      return reportOf(request.pan.toUpperCase());
    },
  };
}
