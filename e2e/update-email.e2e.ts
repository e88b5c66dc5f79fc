import { googleSigninResponseSchema } from '@kredo/contract/auth';
import { profilePaths, userStatusResponseSchema } from '@kredo/contract/profile';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { sharedBaseUrl } from './support/base-url.ts';
import { expectNoAxeViolations } from './support/browser.ts';
import {
  chooseSandboxAccount,
  clearOtpLimits,
  demoBorrower,
  requestOtp,
  sandboxCredential,
  screenWait,
} from './support/sign-in.ts';
import { journeyBrowser } from './support/journey.ts';

const baseUrl = sharedBaseUrl();
const title = 'Connect your email to the account';

/** Signs in with Google as the sandbox issuer's `email`, through the API, and reads the profile. */
async function signInWithGoogle(email: string) {
  const credential = await sandboxCredential(baseUrl, email, demoBorrower.name);
  const answer = await fetch(`${baseUrl}/api/hagrid/signin/google`, {
    method: 'POST',
    headers: { authorization: `Bearer ${credential}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(answer.status).toBe(200);
  const session = googleSigninResponseSchema.parse(await answer.json());
  const status = await fetch(`${baseUrl}${profilePaths.status.replace(':userId', session.userId)}`, {
    headers: { authorization: `Bearer ${session.dsToken}` },
  });
  expect(status.status).toBe(200);
  return { session, profile: userStatusResponseSchema.parse(await status.json()).profile };
}

describe('Update e-mail', () => {
  const journey = journeyBrowser();

  /** Opens the screen, enters the demo borrower's mobile and PAN and returns the code sent by SMS. */
  async function requestCode(page: Page, path: string): Promise<string> {
    await clearOtpLimits(baseUrl);
    await page.goto(`${baseUrl}/#${path}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: title }).count(), screenWait).toBe(1);
    await expectNoAxeViolations(page);
    await page.getByLabel('Mobile Number', { exact: true }).fill(demoBorrower.mobile);
    await page.getByLabel('PAN Number', { exact: true }).fill(demoBorrower.pan.toLowerCase());
    return requestOtp(page, baseUrl, 'Generate OTP');
  }

  async function enterCode(page: Page, code: string): Promise<void> {
    await page.getByLabel('OTP', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify OTP', exact: true }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Sign in with Google' }).count(), screenWait)
      .toBe(1);
  }

  it('connects a new e-mail to the demo borrower with the SMS code and a Google account', async () => {
    const tracked = await journey.open();
    const { page } = tracked;
    const email = `asha.${Date.now()}@example.com`;

    const code = await requestCode(page, '/updateEmail');
    expect(await page.getByRole('timer').textContent()).toMatch(/^Resend OTP in 1:[12]\d$/);
    expect(await page.getByRole('button', { name: 'Generate OTP', exact: true }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await enterCode(page, code);
    await expectNoAxeViolations(page);
    await chooseSandboxAccount(page, email, demoBorrower.name);

    await expect
      .poll(() => page.getByText('Email has been updated successfully!').count(), screenWait)
      .toBe(1);
    const goToLogin = page.getByRole('link', { name: 'Go To Login' });
    expect(await goToLogin.getAttribute('href')).toBe('#/');
    await expectNoAxeViolations(page);

    // The new address now signs in to the demo borrower's account.
    const { session, profile } = await signInWithGoogle(email);
    expect(session).toMatchObject({ existing: true, email, name: demoBorrower.name });
    expect(profile).toMatchObject({ mobile: demoBorrower.mobile, email });

    await goToLogin.click();
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'SignIn to your account' }).count(), screenWait)
      .toBe(1);
  });

  it("answers a wrong code with 'Incorrect Otp!' and takes the right one for the same request", async () => {
    const tracked = await journey.open();
    journey.expectStatuses(401);
    const { page } = tracked;
    const email = `asha.retyped.${Date.now()}@example.com`;

    const code = await requestCode(page, '/healwise/updateEmail');
    await enterCode(page, String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await chooseSandboxAccount(page, email, demoBorrower.name);

    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Incorrect Otp!' }).count(), screenWait)
      .toBe(1);
    expect(await page.getByLabel('OTP', { exact: true }).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Sign in with Google' }).count()).toBe(0);

    await enterCode(page, code);
    await chooseSandboxAccount(page, email, demoBorrower.name);
    await expect
      .poll(() => page.getByText('Email has been updated successfully!').count(), screenWait)
      .toBe(1);
    expect(await page.getByRole('link', { name: 'Go To Login' }).getAttribute('href')).toBe('#/healwise');
    expect((await signInWithGoogle(email)).profile).toMatchObject({ mobile: demoBorrower.mobile, email });
  });
});
