import { randomUUID } from 'node:crypto';

import { creditLineMessages, type Drawdown, type PreDrawdownInfo } from '@kredo/contract/credit-lines';
import { impsLimitPaise } from '@kredo/contract/disbursals';
import { indianDate, isoDate } from '@kredo/domain/calendar-date';
import { convenienceFee, isLineExpired } from '@kredo/domain/credit-line-terms';
import { withdrawalMessages, withdrawalRefusal } from '@kredo/domain/credit-line-withdrawal';
import { credit, debit } from '@kredo/domain/ledger';
import { paise, type Paise } from '@kredo/domain/money';
import { and, eq } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { ledgerAccounts } from '../ledger/ledger.schema.ts';
import { placeHold } from '../ledger/ledger-holds.ts';
import { accountNumberContext as profileAccountContext, bankAccountsOf } from '../profile/profile.service.ts';
import {
  drawdownAccountContext,
  drawdownHoldKey,
  findOwnCreditLine,
  termsOf,
  type CreditLineRow,
  type DrawdownRow,
} from './credit-line-records.ts';
import { creditLineDrawdowns } from './credit-lines.schema.ts';
import { requestDrawdownPayout } from './drawdown-payouts.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'payout'>;

const refused = (message: string) => new AppError('DRAWDOWN_REFUSED', message, { userMessage: message });

/**
 * What the line can draw now: its `line-available` account's balance less what holds reserve, as
 * the database keeps it (the one figure two concurrent drawdowns both check against).
 */
export async function availableOf(db: Db, line: Pick<CreditLineRow, 'id'>): Promise<Paise> {
  const [account] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerId, line.id), eq(ledgerAccounts.code, 'line-available')));
  if (!account) return paise(0);
  return paise(Math.max(0, account.postedCredits - account.postedDebits - account.pendingDebits));
}

/**
 * The refusal of an amount on a line today, with the withdraw screen's texts (spec 001 §5), or
 * ours for a line closed or on hold; null when it may be drawn.
 */
async function refusalOf(
  db: Db,
  line: CreditLineRow,
  amount: number,
  today: string,
): Promise<AppError | null> {
  if (line.status !== 'ACTIVE') return refused(creditLineMessages.closed);
  const expired = isLineExpired(termsOf(line), isoDate(today));
  if (!expired && line.suspended) return refused(creditLineMessages.suspended);
  const refusal = withdrawalRefusal({ amount, available: await availableOf(db, line), expired });
  return refusal ? refused(refusal.message) : null;
}

async function ownLine(db: Db, userId: string, lineId: string): Promise<CreditLineRow> {
  const line = await findOwnCreditLine(db, userId, lineId);
  if (!line) throw notFound('credit line');
  return line;
}

/** `GET {gateway}/kuber/pre-drawdown-info`: the convenience fee and its GST the amount would be billed. */
export async function preDrawdownInfo(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: string,
  lineId: string,
  amount: number,
): Promise<PreDrawdownInfo> {
  const line = await ownLine(deps.db, userId, lineId);
  const refusal = await refusalOf(deps.db, line, amount, indianDate(deps.clock.now()));
  if (refusal) throw refusal;
  const fee = convenienceFee(paise(amount), termsOf(line).convenienceFee, termsOf(line).gstRate);
  return { convenienceFee: fee.fee, convenienceFeeGst: fee.gst };
}

export function drawdownView(row: DrawdownRow): Drawdown {
  return {
    drawdownId: row.id,
    loanId: row.lineId,
    amount: row.amountPaise,
    convenienceFee: row.convenienceFeePaise,
    convenienceFeeGst: row.convenienceFeeGstPaise,
    status: row.status as Drawdown['status'],
    accountMasked: `XXXX${row.accountNumberLast4.slice(-3)}`,
    failureReason: row.failureText,
  };
}

async function drawdownOfRequest(db: Db, lineId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(creditLineDrawdowns)
    .where(and(eq(creditLineDrawdowns.lineId, lineId), eq(creditLineDrawdowns.requestId, requestId)));
  return row;
}

const isCheckViolation = (error: unknown): boolean => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: unknown }).code === '23514') return true;
  return false;
};

/**
 * `POST {gateway}/kuber/drawdown`: holds the amount on the line's limit and sends the payout to
 * the borrower's verified disbursal account, under the drawdown's id as the provider's idempotency
 * key. The hold's lines are the drawdown's whole entry (the limit used; principal against the
 * payout; the convenience fee and its GST charged), posted when the payout is made and voided if
 * it fails. A repeat of the request id answers the same drawdown; two requests that together
 * exceed the limit cannot both hold it (the database refuses the second: `line-available` may not
 * go below zero), and the second is refused with the screen's text.
 */
export async function requestDrawdown(
  deps: Deps,
  userId: string,
  body: { loanId: string; amount: number; requestId: string },
  report: (error: unknown) => void,
): Promise<Drawdown> {
  const line = await ownLine(deps.db, userId, body.loanId);
  const before = await drawdownOfRequest(deps.db, line.id, body.requestId);
  if (before) return repeated(before, body.amount);
  const now = deps.clock.now();
  const today = indianDate(now);
  const refusal = await refusalOf(deps.db, line, body.amount, today);
  if (refusal) throw refusal;
  const account = (await bankAccountsOf({ db: deps.db }, userId)).find(
    (a) => a.purposeType === 'DISBURSAL' && a.verificationStatus === 'VERIFIED',
  );
  if (!account) throw refused(creditLineMessages.noDisbursalAccount);
  const accountNumber = deps.cipher.decrypt(profileAccountContext(account.id), account.accountNumberSealed);
  const amount = paise(body.amount);
  const terms = termsOf(line);
  const fee = convenienceFee(amount, terms.convenienceFee, terms.gstRate);
  const id = randomUUID();
  let row: DrawdownRow;
  try {
    row = await deps.db
      .transaction(async (tx) => {
        const [inserted] = await tx
          .insert(creditLineDrawdowns)
          .values({
            id,
            lineId: line.id,
            userId,
            requestId: body.requestId,
            amountPaise: amount,
            convenienceFeePaise: fee.fee,
            convenienceFeeGstPaise: fee.gst,
            status: 'PROCESSING',
            mode: amount > impsLimitPaise ? 'NEFT' : 'IMPS',
            beneficiaryName: account.beneficiaryName,
            accountNumberSealed: deps.cipher.encrypt(drawdownAccountContext(id), accountNumber),
            accountNumberLast4: account.accountNumberLast4,
            ifsc: account.ifsc,
            requestedOn: today,
            requestedAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) return null;
        await placeHold(
          tx,
          {
            idempotencyKey: drawdownHoldKey(id),
            lenderId: line.lenderId,
            kind: 'drawdown',
            narration: `Drawdown from credit line ${line.lenderLoanAcctId}`,
            expiresAt: null,
            lines: [
              debit('line-available', amount, { subjectId: line.id }),
              credit('undrawn-commitments', amount),
              debit('line-principal', amount, { subjectId: line.id }),
              credit('disbursal-clearing', amount),
              debit('line-fees-receivable', paise(fee.fee + fee.gst), { subjectId: line.id }),
              credit('fee-income', fee.fee),
              credit('gst-payable', fee.gst),
            ],
          },
          now,
        );
        return inserted;
      })
      .then(async (inserted) => inserted ?? repeatedRow(deps.db, line.id, body));
  } catch (error) {
    // The limit's account would go below zero: another drawdown took the room meanwhile.
    if (isCheckViolation(error)) {
      const again = await refusalOf(deps.db, line, body.amount, today);
      throw again ?? refused(withdrawalMessages.ABOVE_AVAILABLE_LIMIT);
    }
    throw error;
  }
  if (row.id !== id) return drawdownView(row);
  const sent = await requestDrawdownPayout(deps, row).catch((error: unknown) => {
    report(error);
    return 'requested' as const;
  });
  if (sent === 'refused') throw refused(creditLineMessages.payoutRefused);
  return drawdownView(row);
}

async function repeatedRow(db: Db, lineId: string, body: { requestId: string; amount: number }) {
  const row = await drawdownOfRequest(db, lineId, body.requestId);
  if (!row) throw new Error(`drawdown request ${body.requestId} vanished`);
  if (row.amountPaise !== body.amount) throw refused(creditLineMessages.requestReused);
  return row;
}

function repeated(row: DrawdownRow, amount: number): Drawdown {
  if (row.amountPaise !== amount) throw refused(creditLineMessages.requestReused);
  return drawdownView(row);
}
