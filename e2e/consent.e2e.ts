import { profilePaths, userStatusResponseSchema } from '@kredo/contract/profile';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import {
  applyForPersonalLoan,
  approve,
  completeProfile,
  newBorrower,
  underwriterToken,
  verifyMobile,
  type Borrower,
} from './support/gallery/borrowers.ts';
import { journeyBrowser } from './support/journey.ts';
import { heading, shown } from './support/loan-journey.ts';
import { clearOtpLimits, screenWait } from './support/sign-in.ts';

/**
 * The offer after approval (spec 001 §2.1-2.2, §2.9, §4.4): an approved borrower is sent from home to the offer, downloads its KFS and accepts it (the post-approval
 * form opens); another declines with a reason, sees the offer rejected and accepts it after all;
 * inside the Android app the shell is told the decline.
 */
const baseUrl = inject('baseUrl');
const decisionWait = { timeout: 60_000, interval: 500 } as const;

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

/** Opens `path` signed in as the borrower, with anything else `storage` says in localStorage. */
async function openAs(page: Page, borrower: Borrower, path: string, storage: Record<string, string> = {}) {
  await page.goto(`${baseUrl}/#/tips`);
  await page.evaluate(
    (items) => Object.entries(items).forEach(([key, value]) => localStorage.setItem(key, value)),
    { 'kredo.accessToken': borrower.token, 'kredo.userId': borrower.userId, ...storage },
  );
  await page.goto(`${baseUrl}/#${path}`);
  await page.reload();
}

const hash = (page: Page) => new URL(page.url()).hash;

async function decline(page: Page, reason: string) {
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  await heading(page, 'Decline Loan Offer');
  await page.getByRole('combobox', { name: 'Reason' }).selectOption({ label: reason });
  await page.getByRole('button', { name: 'Deny Loan Offer' }).click();
  await heading(page, 'You have declined this offer');
}

describe('the loan offer', () => {
  const journey = journeyBrowser();

  it('is reached from home, its KFS downloaded, and accepted: the post-approval form follows', async () => {
    const borrower = await approvedBorrower('Asha Verma');
    const { page } = await journey.open();
    await openAs(page, borrower, '/');

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
    const file = await download.path();
    expect(file).toBeTruthy();

    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await heading(page, 'A few more details');
    expect(hash(page)).toBe('#/consent/pa-form');
  });

  it('is declined with a reason, shown rejected, and accepted after all', async () => {
    const borrower = await approvedBorrower('Ravi Kumar');
    const { page } = await journey.open();
    await openAs(page, borrower, '/consent');
    await heading(page, 'Your Loan Offer');

    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    await page.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Already got a loan' });
    await page.getByRole('button', { name: 'Deny Loan Offer' }).click();
    await shown(page, 'Please mention where did you get the loan offer.');
    await page.getByLabel('Where did you get the loan offer?').fill('My bank');
    await page.getByRole('button', { name: 'Deny Loan Offer' }).click();
    await heading(page, 'You have declined this offer');
    expect(hash(page)).toBe('#/consent/loan-reject');

    await page.getByRole('button', { name: 'Accept Loan' }).click();
    await heading(page, 'Your Loan Offer');
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await heading(page, 'A few more details');
  });

  it('inside the Android app, tells the shell the offer was declined', async () => {
    const borrower = await approvedBorrower('Meena Kumari');
    const { page } = await journey.open();
    await openAs(page, borrower, '/android/consent', {
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
