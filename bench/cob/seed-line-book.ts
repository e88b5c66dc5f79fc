import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { interestToPaisa, dayInterestNumerator } from '@kredo/domain/credit-line-interest';
import { lineExpiresOn } from '@kredo/domain/credit-line-terms';
import { credit, debit } from '@kredo/domain/ledger';
import { basisPoints, paise } from '@kredo/domain/money';
import { daysBetween } from '@kredo/domain/loan-dues';
import { addDays } from '@kredo/domain/working-days';

import type { Db } from '../../apps/server/src/db/database.ts';
import { creditLines } from '../../apps/server/src/modules/credit-lines/credit-lines.schema.ts';
import { postEntries } from '../../apps/server/src/modules/ledger/ledger-batch.ts';
import type { EntryToPost } from '../../apps/server/src/modules/ledger/ledger.service.ts';
import { loanApplications } from '../../apps/server/src/modules/loan-application/loan-application.schema.ts';
import { opportunities } from '../../apps/server/src/modules/underwriting/underwriting.schema.ts';
import { users } from '../../apps/server/src/modules/users/users.schema.ts';
import { seededUuid, uuidFrom, type Random } from './loan-book.ts';

/** Lines written together: each table's rows in one statement, each round's entries in a few. */
const linesPerRound = 500;
const lenderId = 174;
const productCode = 'CREDIT_LINE';
const rateBp = basisPoints(3_000);

const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

/** The 1st of `day`'s month. */
const monthStart = (day: IsoDate) => isoDate(`${day.slice(0, 8)}01`);

type BookedLine = {
  user: typeof users.$inferInsert;
  line: typeof creditLines.$inferInsert;
  application: typeof loanApplications.$inferInsert;
  opportunity: typeof opportunities.$inferInsert;
  entries: EntryToPost[];
};

/**
 * One active line of a borrower of the loan book, closed through `asOf`: opened in the last four
 * months (its processing fee billed once a 1st has passed), three in five with principal drawn at
 * the start of the open bill period, its interest accrued to date in one entry. Bills before the
 * period are taken as paid: the book's lines owe nothing overdue.
 */
function bookLine(random: Random, asOf: IsoDate, userId: string, serial: number): BookedLine {
  const id = uuidFrom(userId, 'credit-line');
  const applicationId = uuidFrom(id, 'application');
  const opportunityId = uuidFrom(id, 'opportunity');
  const openedOn = addDays(asOf, -between(random, 3, 120));
  const limit = paise(between(random, 10, 200) * 1_000_00);
  const drawn = random() < 0.6 ? paise(Math.floor(limit * (0.1 + random() * 0.8))) : paise(0);
  const periodStart = openedOn > monthStart(asOf) ? openedOn : monthStart(asOf);
  const days = daysBetween(periodStart, asOf) + 1;
  const periodInterest = dayInterestNumerator(drawn, rateBp) * BigInt(days);
  const accrued = interestToPaisa(periodInterest);
  const at = new Date(`${openedOn}T06:00:00Z`);
  const account = `KL${lenderId}${openedOn.replaceAll('-', '').slice(2)}${String(serial).padStart(7, '0')}`;
  const entries: EntryToPost[] = [
    {
      idempotencyKey: `line-opened:${id}`,
      lenderId,
      kind: 'line-limit',
      businessDate: openedOn,
      narration: `Credit line ${account} opened`,
      lines: [debit('undrawn-commitments', limit), credit('line-available', limit, { subjectId: id })],
    },
  ];
  if (drawn > 0)
    entries.push(
      {
        idempotencyKey: `hold:drawdown:${uuidFrom(id, 'drawdown')}`,
        lenderId,
        kind: 'drawdown',
        businessDate: periodStart,
        narration: `Drawdown from credit line ${account}`,
        lines: [
          debit('line-available', drawn, { subjectId: id }),
          credit('undrawn-commitments', drawn),
          debit('line-principal', drawn, { subjectId: id }),
          credit('disbursal-clearing', drawn),
        ],
      },
      {
        idempotencyKey: `line-accrual:${id}:to-${asOf}`,
        lenderId,
        kind: 'accrual',
        businessDate: asOf,
        narration: `Interest on credit line ${account} to ${asOf}`,
        lines: [
          debit('line-interest-receivable', accrued, { subjectId: id }),
          credit('interest-income', accrued),
        ],
      },
    );
  const tenureMonths = 12;
  return {
    user: { id: userId, name: 'Bench Line Borrower', createdAt: at, updatedAt: at },
    application: {
      id: applicationId,
      userId,
      productCode,
      flow: 'main',
      status: 'DISBURSED',
      amountRequestedPaise: limit,
      tenureRequestedMonths: tenureMonths,
      createdAt: at,
      statusUpdatedAt: at,
    },
    opportunity: {
      id: opportunityId,
      applicationId,
      userId,
      status: 'DISBURSED',
      lenderId,
      productCode,
      amountPaise: limit,
      tenureMonths,
      monthlyFlatRateBp: rateBp / 12,
      annualInterestBp: rateBp,
      emiPaise: 0,
      installmentPaise: 0,
      instalmentsPaise: [],
      totalInterestPaise: 0,
      totalRepayablePaise: 0,
      processingFeePaise: 500_00,
      processingFeeGstPaise: 90_00,
      convenienceFeeRateBp: 50,
      minConvenienceFeePaise: 99_00,
      convenienceFeePaise: 0,
      convenienceFeeGstPaise: 0,
      disbursedPaise: 0,
      aprBp: rateBp,
      dueDayOfMonth: 5,
      createdAt: at,
      updatedAt: at,
    },
    line: {
      id,
      opportunityId,
      userId,
      lenderId,
      productCode,
      lenderLoanAcctId: account,
      status: 'ACTIVE',
      kfsId: uuidFrom(id, 'kfs'),
      limitPaise: limit,
      annualRateBp: rateBp,
      processingFeePaise: 500_00,
      gstRateBp: 1_800,
      convenienceFeeKind: 'percent',
      convenienceFeeRateBp: 50,
      convenienceFeeMinimumPaise: 99_00,
      convenienceFeeFixedPaise: 0,
      principalRepayment: 'on-due-date',
      tenureMonths,
      openedOn,
      expiresOn: lineExpiresOn(openedOn, tenureMonths),
      businessDate: addDays(asOf, 1),
      principalPaise: drawn,
      periodStart,
      periodInterest,
      processingFeeBilled: periodStart !== openedOn,
      createdAt: at,
    },
    entries,
  };
}

/**
 * Writes `count` active credit lines closed through `asOf` beside the loan book, each with its
 * borrower, application and opportunity rows and the entries of its limit, drawdown and interest.
 */
export async function seedLineBook(db: Db, count: number, asOf: IsoDate, random: Random): Promise<number> {
  let written = 0;
  const serialBase = 95_000_000;
  for (let start = 0; start < count; start += linesPerRound) {
    const round = Array.from({ length: Math.min(linesPerRound, count - start) }, (_, index) =>
      bookLine(random, asOf, seededUuid(random), serialBase + start + index),
    );
    await db.transaction(async (tx) => {
      await tx.insert(users).values(round.map((line) => line.user));
      await tx.insert(loanApplications).values(round.map((line) => line.application));
      await tx.insert(opportunities).values(round.map((line) => line.opportunity));
      await tx.insert(creditLines).values(round.map((line) => line.line));
      await postEntries(
        tx,
        round.flatMap((line) => line.entries),
        new Date(`${asOf}T18:00:00Z`),
      );
    });
    written += round.length;
  }
  return written;
}
