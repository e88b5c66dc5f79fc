import { referralPaths, type ReferralSummary } from '@kredo/contract/referral';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sharedBaseUrl } from './support/base-url.ts';
import { expectNoAxeViolations, launchBrowser, openPage } from './support/browser.ts';
import { newBorrower, verifyMobile } from './support/gallery/borrowers.ts';
import { heading, openSignedIn, shown } from './support/loan-journey.ts';
import { chooseSandboxAccount, screenWait, unexpectedConsoleErrors } from './support/sign-in.ts';

const baseUrl = sharedBaseUrl();

/** The referrer's referrals as the API answers them to the referrer. */
async function summaryOf(token: string): Promise<ReferralSummary> {
  const answer = await fetch(`${baseUrl}${referralPaths.summary}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as ReferralSummary;
}

describe('referral', () => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('copies the short link, and a friend opening it in another browser signs up attributed to the referrer', async () => {
    if (!browser) throw new Error('no browser');
    const referrer = await newBorrower(baseUrl, 'Rohan Mehta');
    await verifyMobile(baseUrl, referrer);

    // The referrer's phone: the link, copied.
    const mine = await openPage(browser);
    await mine.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await openSignedIn(mine.page, baseUrl, referrer, '/referralLink');
    await heading(mine.page, 'Refer and earn');
    await shown(
      mine.page,
      'Earn upto INR 500 cashback for each successful disbursal coming from your referral',
    );
    const field = mine.page.getByRole('textbox', { name: 'Your referral link' });
    await expect.poll(() => field.inputValue(), screenWait).toMatch(/\/links\/r\/[0-9A-Za-z]{16}$/);
    const shortLink = await field.inputValue();
    await mine.page.getByRole('button', { name: 'Copy link' }).click();
    await shown(mine.page, 'Refer Link Copied!');
    expect(await mine.page.evaluate(() => navigator.clipboard.readText())).toBe(shortLink);
    await expectNoAxeViolations(mine.page);

    // A friend's phone, another browser context: the short link redirects to the landing with its code.
    const friend = await openPage(browser);
    await friend.page.goto(shortLink);
    await expect.poll(() => new URL(friend.page.url()).hash, screenWait).toMatch(/[?&]ref=[0-9A-Za-z]{16}$/);
    expect(new URL(friend.page.url()).hash).toContain(`utm_medium=${referrer.userId}`);
    await chooseSandboxAccount(friend.page, `friend.${Date.now()}@example.com`, 'Kiran Rao');
    await heading(friend.page, 'Verify your mobile number');

    // The sign-up is the referrer's: the API says so, and so does their screen.
    await expect.poll(async () => (await summaryOf(referrer.token)).referred, screenWait).toBe(1);
    await mine.page.reload();
    await shown(mine.page, '1 friend joined through your link');

    for (const page of [mine, friend]) {
      await page.context.close();
      expect(unexpectedConsoleErrors(page.consoleErrors)).toEqual([]);
    }
  });
});
