import { creditLinePaths } from '@kredo/contract/credit-lines';
import type { UserLoan } from '@kredo/contract/loans';
import type { IsoDate } from '@kredo/domain/calendar-date';
import { advanceTo } from '@kredo/domain/credit-line';
import { billUnpaid } from '@kredo/domain/credit-line-billing';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';

import type { TestApp } from '../../../test/helpers/test-app.ts';
import { loansTestKit } from '../loans/loans-test-kit.ts';
import { findOpportunity } from '../underwriting/opportunity-moves.ts';
import { findCreditLine, lineOf } from './credit-line-records.ts';
import { creditLines } from './credit-lines.schema.ts';

type Headers = Record<string, string>;

/** Borrowers with an open credit line, and the line's calls, for credit line tests. */
export function creditLinesTestKit(ctx: { t: TestApp }) {
  const loans = loansTestKit(ctx);
  let accounts = 0;

  /** A CREDIT_LINE offer accepted, e-signed and its e-NACH registered: the line is open. */
  async function activeLine(options: { disbursalAccountNumber?: string; nachAccountNumber?: string } = {}) {
    accounts += 1;
    const disbursalAccountNumber =
      options.disbursalAccountNumber ?? `6020${String(Date.now() % 1e7).padStart(7, '0')}${accounts % 10}77`;
    const b = await loans.mandates.signedBorrower({
      productCode: 'CREDIT_LINE',
      disbursalAccountNumber,
      ...(options.nachAccountNumber ? { nachAccountNumber: options.nachAccountNumber } : {}),
    });
    const link = (await loans.mandates.initiate(b.headers, b.opportunityId, 'ENACH')).json<{ link: string }>()
      .link;
    await loans.mandates.authoriseAtBank(link);
    await loans.mandates.settle();
    const opportunity = await findOpportunity(ctx.t.deps.db, b.opportunityId);
    const [line] = await ctx.t.deps.db
      .select()
      .from(creditLines)
      .where(eq(creditLines.opportunityId, b.opportunityId));
    if (!line) throw new Error(`no credit line: the opportunity is ${opportunity?.status}`);
    return { ...b, lineId: line.id, line };
  }

  const listed = async (headers: Headers): Promise<UserLoan[]> =>
    (await ctx.t.app.inject({ url: '/api/kautilya/user-loans', headers })).json<{ loans: UserLoan[] }>()
      .loans;

  /** The line as the loan list shows it. */
  async function lineCard(headers: Headers, lineId: string): Promise<UserLoan> {
    const card = (await listed(headers)).find((loan) => loan.loan_id === lineId);
    if (!card) throw new Error(`line ${lineId} is not listed`);
    return card;
  }

  const info = (headers: Headers, lineId: string, amount: number | string) =>
    ctx.t.app.inject({
      url: `${creditLinePaths.preDrawdownInfo}?loan_id=${lineId}&amount=${amount}`,
      headers,
    });

  const draw = (headers: Headers, lineId: string, amount: number, requestId: string = randomUUID()) =>
    ctx.t.app.inject({
      method: 'POST',
      url: creditLinePaths.drawdown,
      headers,
      payload: { loanId: lineId, amount, requestId },
    });

  /**
   * The mandate sandbox answers by the amount's last two digits (01, 04-06, 98, 99 bounce or
   * extend): the line's processing fee is set so that its first bill's total ends otherwise.
   */
  async function steerClearOfMagicAmounts(lineId: string, billDay: IsoDate) {
    const row = await findCreditLine(ctx.t.deps.db, lineId);
    if (!row) throw new Error('no line');
    for (let fee = row.processingFeePaise; ; fee += 1) {
      const { bills } = advanceTo(lineOf({ ...row, processingFeePaise: fee }, []), billDay);
      const total = bills[0] ? billUnpaid(bills[0]) : 0;
      if (!['01', '04', '05', '06', '98', '99'].includes(String(total % 100).padStart(2, '0'))) {
        await ctx.t.deps.db
          .update(creditLines)
          .set({ processingFeePaise: fee })
          .where(eq(creditLines.id, lineId));
        return;
      }
    }
  }

  return { loans, activeLine, listed, lineCard, info, draw, steerClearOfMagicAmounts };
}
