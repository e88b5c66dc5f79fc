import { profilePaths, userStatusResponseSchema } from '@kredo/contract/profile';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { sharedBaseUrl } from './support/base-url.ts';
import { expectNoAxeViolations } from './support/browser.ts';
import {
  applyForPersonalLoan,
  approve,
  completeProfile,
  newBorrower,
  underwriterToken,
  verifyMobile,
  type Borrower,
} from './support/gallery/borrowers.ts';
import {
  acceptOffer,
  approvedOffer,
  awaitAgreement,
  completePaForm,
  newCodeTo,
  opportunityOf,
  outboxIdsOf,
  readOutbox,
} from './support/gallery/offer-borrowers.ts';
import { changeOpportunity } from './support/gallery/offer-visitors.ts';
import { makePng } from './support/images.ts';
import { journeyBrowser } from './support/journey.ts';
import { heading, openSignedIn, shown } from './support/loan-journey.ts';
import { advanceClock, clearOtpLimits, screenWait } from './support/sign-in.ts';

/**
 * The offer after approval (spec 001 §2.1-2.5, §2.9, §4.4): an approved borrower is sent from home
 * to the offer, downloads its KFS, accepts it, answers every item of the post-approval form, waits
 * for the agreement and signs it (a wrong code first), and reaches the repayment step; another
 * declines with a reason, sees the offer rejected and accepts it after all; inside the Android app
 * the shell is told the decline.
 */
const baseUrl = sharedBaseUrl();
const decisionWait = { timeout: 60_000, interval: 500 } as const;
/** The agreement is generated in the background and the area reads the opportunity every 5 s. */
const agreementWait = { timeout: 30_000, interval: 250 } as const;

const step = (page: Page, name: string) =>
  expect.poll(() => page.getByRole('heading', { level: 2, name }).count(), screenWait).toBe(1);

/**
 * A borrower over the API (as the gallery makes them) with every step of the form answered, whose
 * grey bureau score refers the application to the underwriter, who approves ₹30,000 over 6 months.
 */
async function approvedBorrower(name: string): Promise<Borrower> {
  await clearOtpLimits(baseUrl);
  const borrower = await newBorrower(baseUrl, name);
  await verifyMobile(baseUrl, borrower);
  await completeProfile(baseUrl, borrower, '9992');
  await approve(baseUrl, await underwriterToken(baseUrl), await applyForPersonalLoan(baseUrl, borrower));
  await expect
    .poll(async () => {
      const answer = await fetch(`${baseUrl}${profilePaths.status.replace(':userId', borrower.userId)}`, {
        headers: { authorization: `Bearer ${borrower.token}` },
      });
      const status = userStatusResponseSchema.parse(await answer.json());
      return status.userStatus.latestApplicationsStatus?.loanApprovalInfo?.status;
    }, decisionWait)
    .toBe('LENDER_APPROVED');
  return borrower;
}

const hash = (page: Page) => new URL(page.url()).hash;

/** The borrower reads the screen to its end, as they would before answering it. */
const scrollToEnd = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

/**
 * A screen opened from another opens at its top: the page is not scrolled, and the app bar and
 * the screen's title are in view (the page before was left scrolled to its end).
 */
async function openedAtTop(page: Page, title: string) {
  await heading(page, title);
  expect(await page.evaluate(() => window.scrollY), `${title}: scrolled`).toBe(0);
  const bar = await page.getByTestId('app-bar').boundingBox();
  const titleBox = await page.getByRole('heading', { level: 1, name: title }).boundingBox();
  expect(bar?.y, `${title}: the app bar`).toBeGreaterThanOrEqual(0);
  expect(titleBox?.y, `${title}: its title`).toBeGreaterThanOrEqual(0);
}

async function decline(page: Page, reason: string) {
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  await heading(page, 'Decline Loan Offer');
  await page.getByRole('combobox', { name: 'Reason' }).selectOption({ label: reason });
  await page.getByRole('button', { name: 'Deny Loan Offer' }).click();
  await heading(page, 'You have declined this offer');
}

describe('the loan offer', () => {
  const journey = journeyBrowser();

  it('is reached from home, its KFS downloaded, accepted, its form answered and its agreement signed', async () => {
    await clearOtpLimits(baseUrl);
    const offer = await approvedOffer(baseUrl, await underwriterToken(baseUrl), 'Asha Verma');
    const { page } = await journey.open();
    // A wrong e-sign code is refused with 422.
    journey.expectStatuses(422);
    await openSignedIn(page, baseUrl, offer, '/');

    await heading(page, 'Your Loan Offer');
    expect(hash(page)).toBe('#/consent');
    await shown(page, '₹30,000');
    await shown(page, '6 Months');
    await shown(page, '5th of every month');
    expect(await page.getByRole('table', { name: 'Repayment schedule' }).getByRole('row').count()).toBe(7);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download KFS' }).click(),
    ]);
    await shown(page, 'Your KFS has been Successfully downloaded!');
    expect(await download.path()).toBeTruthy();

    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await heading(page, 'A few more details');
    expect(hash(page)).toBe('#/consent/pa-form');

    // The alternate contact: 'Send Link' texts them.
    await step(page, 'Alternate Contact');
    const referenceMobile = `9${offer.mobile.slice(1)}`;
    const referenceSeen = await outboxIdsOf(baseUrl, referenceMobile);
    await page.getByLabel('Reference Name').fill('Ravi Kumar');
    await page.getByLabel('Reference Mobile Number').fill(referenceMobile);
    await page.getByRole('button', { name: 'Send Link' }).click();
    await expect
      .poll(async () =>
        (await readOutbox(baseUrl, referenceMobile))
          .filter((message) => !referenceSeen.has(message.id))
          .map((message) => message.text),
      )
      .toEqual([expect.stringContaining('Asha Verma has named you as an alternate contact')]);

    // The application's accounts: the sandbox bank answers their penny drops 1-3 s later.
    await step(page, 'Disbursal Account');
    await shown(page, 'Your bank accounts');
    await advanceClock(baseUrl, 3_000);
    // The personal loan's lender does not insure its loans: no nominee is asked for.
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'Selfie' }).count(), agreementWait)
      .toBe(1);
    await page.getByLabel('Selfie photo').setInputFiles({
      name: 'selfie.png',
      mimeType: 'image/png',
      buffer: makePng(240, 320, [210, 170, 140]),
    });
    await shown(page, 'Your selfie is uploaded');
    await page.getByRole('button', { name: 'Proceed' }).click();

    await step(page, 'Cancelled Cheque');
    await page.getByRole('radio', { name: 'I do not have a cheque book' }).check();
    const codesSeen = await outboxIdsOf(baseUrl, offer.mobile);
    await page.getByRole('button', { name: 'Proceed' }).click();

    await heading(page, 'Preparing your loan agreement');
    expect(hash(page)).toBe('#/consent/timer-delay');
    await expect
      .poll(
        () => page.getByRole('heading', { level: 1, name: 'Sign your Loan Agreement' }).count(),
        agreementWait,
      )
      .toBe(1);
    expect(hash(page)).toBe('#/consent/shubh-form');

    // The code is sent on arrival; a wrong one is said and cleared.
    const code = await newCodeTo(baseUrl, offer.mobile, codesSeen);
    const otp = page.getByLabel('OTP', { exact: true });
    await otp.fill(code.replace(/.$/, (digit) => String((Number(digit) + 1) % 10)));
    await page.getByRole('button', { name: 'Verify' }).click();
    await shown(page, 'E-Sign failed. Please enter correct OTP.');
    await expect.poll(() => otp.inputValue()).toBe('');

    await otp.fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await heading(page, 'Set up repayment');
    expect(hash(page)).toBe('#/consent/repay');
    const modes = page.getByRole('list', { name: 'Ways to set up repayment' });
    await expect.poll(() => modes.getByRole('button', { name: /^E-NACH/ }).count(), screenWait).toBe(1);
    expect(await modes.getByRole('button', { name: /^Scan & Upload/ }).count()).toBe(1);
  });

  it('says the signing service is unavailable when it is down, with Try again, never the KFS text', async () => {
    await clearOtpLimits(baseUrl);
    // The sandbox eSign service cannot start a signing for a mobile ending 0000 (docs/providers.md).
    const offer = await approvedOffer(baseUrl, await underwriterToken(baseUrl), 'Sunil Das', {
      mobileEnding: '0000',
    });
    await acceptOffer(baseUrl, offer);
    await completePaForm(baseUrl, offer);
    await awaitAgreement(baseUrl, offer);
    const { page } = await journey.open();
    journey.expectStatuses(502);
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/esign/sendotp')) sends.push(request.url());
    });
    await openSignedIn(page, baseUrl, offer, '/consent/shubh-form');
    await heading(page, 'Sign your Loan Agreement');

    const unavailable = 'The signing service is unavailable just now. Please try again in a few minutes.';
    await shown(page, unavailable);
    expect(await page.getByText('Something went wrong please try again later').count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(sends).toHaveLength(1);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => sends.length, screenWait).toBe(2);
    await shown(page, unavailable);
  });

  it("fits the offer's repayment schedule on a 360 px phone, its Instalment in view, in English and Hindi", async () => {
    await clearOtpLimits(baseUrl);
    const offer = await approvedOffer(baseUrl, await underwriterToken(baseUrl), 'Nisha Iyer');
    const { page } = await journey.open();
    // Also the widest figures an offer can have: ₹50,00,000 (the largest product) over 12 months.
    const largest = (await opportunityOf(baseUrl, offer)).schedule.map((row, index) => ({
      ...row,
      principal: 4_16_666_67,
      interest: 1_25_000_00,
      instalment: 5_41_666_67,
      outstandingPrincipal: 50_00_000_00 - (index + 1) * 4_16_666_67,
    }));
    const cases = [
      { language: 'en', title: 'Repayment schedule', instalment: /^Instalment/ },
      { language: 'hi', title: 'भुगतान अनुसूची', instalment: /^किस्त/ },
    ] as const;
    for (const { language, title, instalment } of cases)
      for (const schedule of [undefined, largest])
        for (const width of [360, 390]) {
          const label = `${language}, ${width} px${schedule ? ', ₹50,00,000' : ''}`;
          await page.unrouteAll();
          if (schedule) await changeOpportunity(page, { schedule });
          await page.setViewportSize({ width, height: 800 });
          await openSignedIn(page, baseUrl, offer, '/consent/loan-details', { 'kredo.language': language });
          const table = page.getByRole('table', { name: title });
          await table.waitFor();
          // The scrolling box around the table.
          const region = table.locator('xpath=..');
          const fit = await region.evaluate((element) => [element.scrollWidth, element.clientWidth]);
          expect(fit[0], `${label}: the schedule scrolls sideways`).toBeLessThanOrEqual(fit[1]!);
          const header = await table.getByRole('columnheader', { name: instalment }).boundingBox();
          expect((header?.x ?? width) + (header?.width ?? 0), `${label}: Instalment`).toBeLessThanOrEqual(
            width,
          );
          const figures = await table.getByRole('row').nth(1).textContent();
          expect(figures, label).toContain(schedule ? '₹5,41,666.67' : '₹');
        }
  });

  it('is declined with a reason, shown rejected, and accepted after all, each screen opening at its top', async () => {
    const borrower = await approvedBorrower('Ravi Kumar');
    const { page } = await journey.open();
    await openSignedIn(page, baseUrl, borrower, '/consent');
    await heading(page, 'Your Loan Offer');

    await scrollToEnd(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    await openedAtTop(page, 'Decline Loan Offer');
    await page.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Already got a loan' });
    await page.getByRole('button', { name: 'Deny Loan Offer' }).click();
    await shown(page, 'Please mention where did you get the loan offer.');
    await page.getByLabel('Where did you get the loan offer?').fill('My bank');
    await scrollToEnd(page);
    await page.getByRole('button', { name: 'Deny Loan Offer' }).click();
    await openedAtTop(page, 'You have declined this offer');
    expect(hash(page)).toBe('#/consent/loan-reject');

    await scrollToEnd(page);
    await page.getByRole('button', { name: 'Accept Loan' }).click();
    await openedAtTop(page, 'Your Loan Offer');
    await scrollToEnd(page);
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await openedAtTop(page, 'A few more details');
  });

  it('sends a decline of an offer accepted meanwhile to the root, which goes on to its next step', async () => {
    await clearOtpLimits(baseUrl);
    const offer = await approvedOffer(baseUrl, await underwriterToken(baseUrl), 'Kiran Shah');
    const { page } = await journey.open();
    await openSignedIn(page, baseUrl, offer, '/consent/denied');
    await heading(page, 'Decline Loan Offer');

    // Accepted in another tab while this one shows the denial screen.
    await acceptOffer(baseUrl, offer);
    journey.expectStatuses(400);
    await page.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'High interest rate' });
    await page.getByRole('button', { name: 'Deny Loan Offer' }).click();

    // The root replaced the denial screen, and home sent the borrower on to the accepted offer.
    await heading(page, 'A few more details');
    expect(hash(page)).toBe('#/consent/pa-form');
    expect(await page.getByText('Consent is already marked').count()).toBe(0);
  });

  it('inside the Android app, tells the shell the offer was declined', async () => {
    const borrower = await approvedBorrower('Meena Kumari');
    const { page } = await journey.open();
    await openSignedIn(page, baseUrl, borrower, '/android/consent', {
      'kredo.devAndroid': '208',
      'kredo.devAndroidToken': borrower.token,
    });
    await page.evaluate(() => {
      const calls: string[] = [];
      (window as unknown as { bridgeCalls: string[] }).bridgeCalls = calls;
      window.addEventListener('kredo:android-bridge', (event) =>
        calls.push((event as CustomEvent<{ call: string }>).detail.call),
      );
    });
    await heading(page, 'Your Loan Offer');
    expect(await page.getByTestId('app-bar').count()).toBe(0);

    await decline(page, 'High interest rate');
    await expect
      .poll(
        () => page.evaluate(() => (window as unknown as { bridgeCalls: string[] }).bridgeCalls),
        screenWait,
      )
      .toContain('consentResult(DECLINED)');
  });
});
