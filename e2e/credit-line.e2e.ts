import { randomUUID } from 'node:crypto';

import { creditLinePaths } from '@kredo/contract/credit-lines';
import type { UserLoan, UserLoansResponse } from '@kredo/contract/loans';
import { isoDate } from '@kredo/domain/calendar-date';
import { advanceTo, drawDown, openCreditLine, repay, type CreditLine } from '@kredo/domain/credit-line';
import { billUnpaid, nextBillDate } from '@kredo/domain/credit-line-billing';
import type { CreditLineTerms } from '@kredo/domain/credit-line-terms';
import { basisPoints, paise, type Paise } from '@kredo/domain/money';
import { addDays } from '@kredo/domain/working-days';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { underwriterToken } from './support/gallery/borrowers.ts';
import { awaitNachStatus, initiateNach, netBankingAtBank } from './support/gallery/mandate-borrowers.ts';
import {
  approvedOffer,
  call,
  completePaForm,
  signAgreement,
  until,
  type Offer,
} from './support/gallery/offer-borrowers.ts';
import { clockTo as clockToOn, closeOfBusiness as closeOfBusinessOn } from './support/clock.ts';
import { journeyBrowser } from './support/journey.ts';
import { heading, openSignedIn, shown } from './support/loan-journey.ts';
import { emailOf, signInAgain } from './support/money/loan-api.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { advanceClock, clearOtpLimits, screenWait } from './support/sign-in.ts';

/**
 * A credit line from its mandate to its NOC (spec 001 §2.10, §4.9, §5, §9): the line opens when
 * its e-NACH is registered; the borrower withdraws with the fee shown, draws again, and the clock
 * passes the 1st (the bill) and the 5th (the bill debited by the mandate); the borrower repays
 * the rest at the gateway; the next month's bill of the last days' interest is debited too; the
 * line expires, closes and its NOC is downloaded.
 */
/**
 * The journey has a server of its own: it moves the clock past the line's expiry, months on, which
 * the shared server's other journeys (their statements, their decisions) are not written for.
 */
let baseUrl = '';
const moneyWait = { timeout: 20_000, interval: 250 } as const;
/** The mandate sandbox bounces or extends a debit by its amount's last two digits (docs/providers.md). */
const magicEndings = new Set([1, 4, 5, 6, 98, 99]);

const clockTo = (day: string, time: string) => clockToOn(baseUrl, day, time);
const closeOfBusiness = () => closeOfBusinessOn(baseUrl);

/** The line's terms as its card states them. */
function termsOf(card: UserLoan): CreditLineTerms {
  const detail = card.state.loan_detail.loanDetail;
  return {
    limit: paise(detail.amount),
    annualRate: basisPoints(Math.round(detail.interestPercent * 100)),
    processingFee: paise(detail.processingFee),
    convenienceFee: {
      kind: 'percent',
      rate: basisPoints(Math.round(detail.convenienceFeePct * 100)),
      minimum: paise(detail.minConvenienceFee),
    },
    gstRate: basisPoints(1_800),
    principalRepayment: 'on-due-date',
    openedOn: isoDate(detail.disbursalDate),
    expiresOn: isoDate(card.credit_line?.expiresOn ?? detail.disbursalDate),
  };
}

const drawn = (line: CreditLine, amount: number) => {
  const result = drawDown(line, paise(amount));
  if (!result.ok) throw new Error(result.refusal.message);
  return result.line;
};

/**
 * The two withdrawals (first on the opening day, then on the 2nd) whose bills the mandate debits
 * as it would any other: amounts whose bills do not end in the sandbox's bouncing digits, found by
 * running the line's own rules over the journey's days.
 */
function plannedAmounts(terms: CreditLineTerms) {
  const billDay = nextBillDate(terms.openedOn);
  const nextBillDay = nextBillDate(billDay);
  const safe = (amount: Paise) => !magicEndings.has(amount % 100);
  for (let first = 5_000_00; ; first += 100)
    for (let second = 2_000_00; second < 2_050_00; second += 100) {
      let line = advanceTo(drawn(openCreditLine(terms), first), addDays(billDay, 1)).line;
      const bill = line.bills[0];
      if (!bill || !safe(billUnpaid(bill))) break;
      line = advanceTo(drawn(line, second), addDays(billDay, 4)).line;
      line = repay(repay(line, billUnpaid(bill)).line, paise(second)).line;
      const last = advanceTo(line, addDays(nextBillDay, 1)).line.bills[1];
      if (last && safe(billUnpaid(last)))
        return { first, second, bill: billUnpaid(bill), last: billUnpaid(last) };
    }
}

describe('a credit line', () => {
  const journey = journeyBrowser();
  let offer: Offer;

  let server: RunningServer | undefined;
  afterAll(() => server?.stop());

  beforeAll(async () => {
    server = await startServer();
    baseUrl = server.baseUrl;
    await clearOtpLimits(baseUrl);
    offer = await approvedOffer(baseUrl, await underwriterToken(baseUrl), 'Ishita Rao', {
      productCode: 'CREDIT_LINE',
      tenureMonths: 3,
    });
  });

  const lineCard = async () =>
    until('the credit line', async () => {
      const list = await call<UserLoansResponse>(baseUrl, offer.token, '/api/kautilya/user-loans');
      return list.loans.find((loan) => loan.is_rloc);
    });

  async function payTheRestAtGateway(page: Page) {
    await heading(page, 'Pay your loan');
    await page.getByRole('radio', { name: /^Close the loan/ }).check();
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/\/api\/dev\/pay\//, screenWait);
    await page.getByLabel(/UPI ID/).fill('success@upi');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await heading(page, 'Payment status');
    await shown(page, 'Payment received');
  }

  it('offers the line on its KFS (limit, rate on what is drawn, fees, an example drawdown, no EMI) and is accepted on it', async () => {
    const { page } = await journey.open();
    await openSignedIn(page, baseUrl, offer, '/consent/loan-details');
    await heading(page, 'Your Loan Offer');
    const terms = page.getByRole('table', { name: 'Offer summary' });
    await expect.poll(() => terms.getByRole('row', { name: /^Credit limit/ }).count(), moneyWait).toBe(1);
    expect(await terms.getByRole('row', { name: /^EMI/ }).count()).toBe(0);
    expect(
      await terms.getByRole('row', { name: /^Interest\s*\d+% a year, only on what you withdraw$/ }).count(),
    ).toBe(1);
    await shown(page, 'Example: the whole limit withdrawn today');
    // Accepted on this KFS: the area moves on to the post-approval form.
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForURL(/#\/consent\/pa-form/, screenWait);
    // The rest of the offer is taken by the server's calls: the form's page is left first, so its
    // own reads do not race them (and meet the offer already moved on).
    await page.goto('about:blank');
    await completePaForm(baseUrl, offer);
    await signAgreement(baseUrl, offer);
    await netBankingAtBank(baseUrl, await initiateNach(baseUrl, offer, 'ENACH'));
    await awaitNachStatus(baseUrl, offer, 'ACTIVATED');
  });

  it('opens on its mandate, is drawn with the fee shown, billed, debited by NACH, repaid, and ends with its NOC', async () => {
    const opened = await lineCard();
    const terms = termsOf(opened);
    const plan = plannedAmounts(terms);
    const billDay = nextBillDate(terms.openedOn);
    const rupees = (amount: number) => String(amount / 100);

    // The card, then the withdraw screen: the fee is worked out a second after typing stops.
    const { page } = await journey.open();
    journey.expectStatuses(404);
    await openSignedIn(page, baseUrl, offer, '/loans');
    await heading(page, 'My Loans');
    await shown(page, '5th of every month');
    await page.getByRole('link', { name: 'Withdraw' }).click();
    await heading(page, 'Withdraw');
    await page.getByLabel('Amount to withdraw').fill(rupees(plan.first));
    await shown(page, 'Convenience fee');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/rloc-details\?.*withdraw=true/, screenWait);
    await shown(
      page,
      'Your withdrawal is on its way to your bank account. It usually arrives within a few minutes; your available limit is updated.',
    );
    // IMPS answers 5 s later by the server clock; the running server takes the webhook.
    await advanceClock(baseUrl, 6_000);
    await expect
      .poll(async () => (await lineCard()).soa_txns.map((txn) => txn.amount), moneyWait)
      .toEqual([-plan.first]);

    // The 1st: the month's bill (its debit's notice goes). The 2nd: another withdrawal.
    const email = await emailOf(baseUrl, offer);
    await clockTo(addDays(billDay, 1), '10:00');
    await closeOfBusiness();
    offer = await signInAgain(baseUrl, offer, email);
    expect((await lineCard()).due).toMatchObject({ principal: plan.first, date: addDays(billDay, 4) });
    const second = await call<{ status: string }>(baseUrl, offer.token, creditLinePaths.drawdown, {
      method: 'POST',
      body: { loanId: opened.loan_id, amount: plan.second, requestId: randomUUID() },
    });
    expect(second.status).toBe('PROCESSING');
    await advanceClock(baseUrl, 6_000);
    await expect
      .poll(async () => (await lineCard()).credit_line?.outstanding, moneyWait)
      .toBe(plan.bill + plan.second);

    // The 4th: the bill's debit is presented for the 5th. The 5th at 14:00: the bank answers it.
    await clockTo(addDays(billDay, 3), '10:00');
    await closeOfBusiness();
    await clockTo(addDays(billDay, 4), '14:01');
    await expect.poll(async () => (await closeOfBusiness()).status, moneyWait).toBe(200);
    offer = await signInAgain(baseUrl, offer, email);
    await expect.poll(async () => (await lineCard()).due, moneyWait).toBeNull();
    const paidByNach = await lineCard();
    expect(paidByNach.soa_txns[0]).toMatchObject({ amount: plan.bill, narration: 'NACH debit for bill 1' });

    // The rest, repaid at the gateway from the line's details.
    await openSignedIn(page, baseUrl, offer, `/loans/rloc-details?loan_id=${opened.loan_id}`);
    await page.getByRole('link', { name: 'Repay' }).click();
    await payTheRestAtGateway(page);
    await expect.poll(async () => (await lineCard()).credit_line?.outstanding, moneyWait).toBe(0);
    expect((await lineCard()).available_limit).toBe(terms.limit);

    // The next 1st bills the last days' interest and the second fee; the 5th debits it.
    const nextBillDay = nextBillDate(billDay);
    await clockTo(addDays(nextBillDay, 1), '10:00');
    await closeOfBusiness();
    offer = await signInAgain(baseUrl, offer, email);
    expect((await lineCard()).bills.at(-1)).toEqual({ balance: plan.last });
    await clockTo(addDays(nextBillDay, 3), '10:00');
    await closeOfBusiness();
    await clockTo(addDays(nextBillDay, 4), '14:01');
    await expect.poll(async () => (await closeOfBusiness()).status, moneyWait).toBe(200);
    offer = await signInAgain(baseUrl, offer, email);
    await expect.poll(async () => (await lineCard()).due, moneyWait).toBeNull();

    // Past its last day, owing nothing, the line closes; its NOC is issued.
    await clockTo(addDays(terms.expiresOn, 2), '10:00');
    await closeOfBusiness();
    offer = await signInAgain(baseUrl, offer, email);
    await expect.poll(async () => (await lineCard()).is_closed, moneyWait).toBe(true);
    await openSignedIn(page, baseUrl, offer, '/loans');
    await heading(page, 'My Loans');
    await page.getByRole('button', { name: 'Download Noc' }).click();
    await shown(page, 'Your NOC has been downloaded.');
  });
});
