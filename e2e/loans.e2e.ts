import { devPaths } from '@kredo/contract/dev';
import { isoDate } from '@kredo/domain/calendar-date';
import { addDays } from '@kredo/domain/working-days';
import { loanPaymentPaths, type RepaymentOptions } from '@kredo/contract/loan-payments';
import type { UserLoansResponse } from '@kredo/contract/loans';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { sharedBaseUrl } from './support/base-url.ts';
import { openConsolePage, signInToConsole } from './support/console.ts';
import { approvedOffer, call, until, type Offer } from './support/gallery/offer-borrowers.ts';
import {
  awaitNachStatus,
  initiateNach,
  netBankingAtBank,
  signOffer,
} from './support/gallery/mandate-borrowers.ts';
import { underwriterToken } from './support/gallery/borrowers.ts';
import { clockTo as clockToOn, closeOfBusiness as closeOfBusinessOn } from './support/clock.ts';
import { journeyBrowser } from './support/journey.ts';
import { heading, openSignedIn, shown } from './support/loan-journey.ts';
import { emailOf, signInAgain } from './support/money/loan-api.ts';
import { advanceClock, clearOtpLimits, screenWait } from './support/sign-in.ts';

/**
 * A term loan from payout to NOC (spec 001 §2.10, §4.9): operations propose the disbursal and the
 * admin approves it in the console; the borrower sees the loan and its EMI calendar, pays the
 * next EMI at the gateway's page and sees it paid in advance, downloads the signed agreement and
 * the KFS, lets the clock run through a NACH debit their bank returns into overdue, pays the dues,
 * prepays part of the loan, forecloses it, sees the rest of the calendar foreclosed and downloads
 * its NOC.
 */
const baseUrl = sharedBaseUrl();
/** The sandbox NACH service returns every debit of an account ending 4404 (docs/providers.md). */
const bouncingAccount = '50100765434404';
const moneyWait = { timeout: 20_000, interval: 250 } as const;

const clockTo = (day: string, time: string) => clockToOn(baseUrl, day, time);
const closeOfBusiness = () => closeOfBusinessOn(baseUrl);

/** On the repayment screen: picks `choice` (if not yet), pays at the sandbox gateway by UPI, lands on the result. */
async function payAtGateway(page: Page, choice?: string) {
  await heading(page, 'Pay your loan');
  if (choice) await page.getByRole('radio', { name: new RegExp(`^${choice}`) }).check();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL(/\/api\/dev\/pay\//, screenWait);
  await page.getByLabel(/UPI ID/).fill('success@upi');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await heading(page, 'Payment status');
  await shown(page, 'Payment received');
}

describe('a term loan', () => {
  const journey = journeyBrowser();
  let offer: Offer;

  beforeAll(async () => {
    await clearOtpLimits(baseUrl);
    offer = await approvedOffer(baseUrl, await underwriterToken(baseUrl), 'Kavya Menon', {
      nachAccountNumber: bouncingAccount,
    });
    await signOffer(baseUrl, offer);
    await netBankingAtBank(baseUrl, await initiateNach(baseUrl, offer, 'ENACH'));
    await awaitNachStatus(baseUrl, offer, 'ACTIVATED');
  });

  it('is paid out by two staff, repaid through the gateway and NACH, overdue, part-prepaid, foreclosed, and ends with its NOC', async () => {
    // Operations propose; the admin approves: maker and checker.
    const maker = await journey.open();
    const makerPage = maker.page;
    await signInToConsole(makerPage, baseUrl, 'operations@kredo.example');
    await makerPage.getByRole('link', { name: 'Disbursals' }).click();
    await heading(makerPage, 'Disbursals');
    const row = makerPage.getByRole('row').filter({ hasText: offer.name });
    await row.getByRole('button', { name: 'Propose disbursal' }).click();
    await makerPage.getByRole('dialog').getByRole('button', { name: 'Propose disbursal' }).click();
    await shown(makerPage, `Disbursal to ${offer.name} proposed: another staff member must approve it.`);
    await makerPage.getByRole('link', { name: 'Open the disbursal' }).click();
    const disbursalUrl = makerPage.url();
    await shown(makerPage, 'You proposed this disbursal: another staff member must approve or reject it.');
    // Maker-checker: the proposer is offered neither decision.
    expect(await makerPage.getByRole('button', { name: /^(Approve|Reject)$/ }).count()).toBe(0);

    const checker = await openConsolePage(makerPage.context().browser()!);
    await signInToConsole(checker.page, baseUrl, 'admin@kredo.example');
    await checker.page.goto(disbursalUrl);
    await checker.page.getByRole('button', { name: 'Approve' }).click();
    await checker.page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await shown(checker.page, 'Disbursal approved: the payout was sent to the bank.');
    await checker.context.close();

    // IMPS answers 5 s later by the server clock; the running server takes the webhook.
    await advanceClock(baseUrl, 6_000);
    const loans = await until('the loan', async () => {
      const list = await call<UserLoansResponse>(baseUrl, offer.token, '/api/kautilya/user-loans');
      return list.loans.length > 0 ? list.loans : undefined;
    });
    const loan = loans[0]!;
    const [first, second] = loan.repayment_schedules.map((row) => row.date);

    // The borrower's loan, its calendar, and the next EMI paid ahead at the gateway (whose plain
    // pages have no icon: the browser's request for one is answered 404).
    const { page } = await journey.open();
    journey.expectStatuses(404);
    await openSignedIn(page, baseUrl, offer, '/loans');
    await heading(page, 'My Loans');
    await shown(page, 'DISBURSED');
    await page.getByRole('link', { name: /^Details/ }).click();
    await heading(page, 'Loan details');
    await expect
      .poll(() => page.getByText('Upcoming', { exact: true }).count(), screenWait)
      .toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await payAtGateway(page, 'Pay next EMI');

    // Held as the advance until its due date, the EMI paid early already shows as paid, and Pay
    // offers the EMI after it as the next one, never one of ₹0 (nor a 'Pay ₹0' button).
    await page.getByRole('link', { name: 'Go to loan details' }).click();
    await heading(page, 'Loan details');
    await shown(page, 'Paid in advance');
    await shown(page, `1 of ${loan.repayment_schedules.length} EMIs paid`);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await heading(page, 'Pay your loan');
    await shown(page, 'Close the loan (foreclosure)');
    expect(await page.getByRole('radio', { name: /^Pay next EMI/ }).count()).toBe(1);
    const offered = await call<RepaymentOptions>(
      baseUrl,
      offer.token,
      `${loanPaymentPaths.repaymentOptions}?loan_id=${loan.loan_id}`,
    );
    expect(offered.nextEmi?.dueDate).toBe(loan.repayment_schedules[1]!.date);
    expect(await page.getByText(/₹0\b/).count()).toBe(0);

    // The loan's documents: the agreement as signed and the KFS it was accepted on.
    await openSignedIn(page, baseUrl, offer, `/loans/details?loan_id=${loan.loan_id}`);
    await page.getByRole('button', { name: 'Signed loan agreement' }).click();
    await shown(page, 'Your signed loan agreement has been downloaded.');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Key Fact Statement (KFS)' }).click();
    await shown(page, 'Your KFS has been Successfully downloaded!');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // The first EMI falls due and is paid from the advance; the second's NACH debit is returned.
    const email = await emailOf(baseUrl, offer);
    await clockTo(first!, '12:00');
    // The day before the due date the debit is scheduled and its notice sent, 24 hours ahead;
    // past midnight it is filed and presented for the due date.
    await clockTo(addDays(isoDate(second!), -1), '01:00');
    await closeOfBusiness();
    const texts = () =>
      call<Array<{ text: string }>>(baseUrl, null, `${devPaths.outbox}?to=${offer.mobile}`).then((messages) =>
        messages.map((message) => message.text).join('\n'),
      );
    await expect.poll(texts, moneyWait).toContain('will be debited from your bank account through NACH');
    await clockTo(second!, '01:00');
    await closeOfBusiness();
    await clockTo(second!, '14:01');
    await expect.poll(async () => (await closeOfBusiness()).status, moneyWait).toBe(200);
    await clockTo(second!, '23:59');
    await advanceClock(baseUrl, 2 * 60_000);
    await closeOfBusiness();
    await expect.poll(texts, moneyWait).toContain('was returned (Balance insufficient)');
    offer = await signInAgain(baseUrl, offer, email);
    await openSignedIn(page, baseUrl, offer, `/loans/details?loan_id=${loan.loan_id}`);
    await shown(page, 'Your account is now overdue, please pay your dues');
    await expect.poll(() => page.getByText('Overdue', { exact: true }).count(), screenWait).toBe(1);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await payAtGateway(page, 'Pay dues');
    await page.getByRole('link', { name: 'Go to loan details' }).click();
    await heading(page, 'Loan details');
    expect(await page.getByText('Your account is now overdue, please pay your dues').count()).toBe(0);

    // A part prepayment of its smallest amount ends the loan sooner with the same EMI.
    const options = await call<RepaymentOptions>(
      baseUrl,
      offer.token,
      `${loanPaymentPaths.repaymentOptions}?loan_id=${loan.loan_id}`,
    );
    const instalments = async () =>
      (await call<UserLoansResponse>(baseUrl, offer.token, '/api/kautilya/user-loans')).loans[0]!
        .repayment_schedules.length;
    const before = await instalments();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await heading(page, 'Pay your loan');
    await page.getByRole('radio', { name: /^Prepay part of the loan/ }).check();
    await page.getByLabel('Amount in ₹').fill(String(Math.ceil(options.prepayment.minimum / 100)));
    await payAtGateway(page);
    await shown(
      page,
      'Your loan is now shorter: your EMI stays the same and the loan details show your new EMI calendar.',
    );
    expect(await instalments()).toBeLessThan(before);
    await page.getByRole('link', { name: 'Go to loan details' }).click();
    await heading(page, 'Loan details');

    // Foreclosure at today's quote closes the loan, and its NOC is issued.
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await payAtGateway(page, 'Close the loan');
    await page.getByRole('link', { name: 'Go to loan details' }).click();
    await shown(page, 'Your loan has been closed and all dues are paid!');
    // The instalments the foreclosure made unnecessary say so: never upcoming, never overdue.
    await shown(page, 'Foreclosed');
    expect(await page.getByText('Upcoming', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Overdue', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Download NOC' }).click();
    await shown(page, 'Your NOC has been downloaded.');
  });
});
