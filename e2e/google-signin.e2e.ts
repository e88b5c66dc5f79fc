import { describe, expect, it } from 'vitest';

import { sharedBaseUrl } from './support/base-url.ts';
import { expectNoAxeViolations } from './support/browser.ts';
import { clearOtpLimits, outboxIds, readNewOtp, screenWait } from './support/sign-in.ts';
import { journeyBrowser } from './support/journey.ts';

const baseUrl = sharedBaseUrl();

describe('Google sign-in and mobile verification', () => {
  const journey = journeyBrowser();

  it('signs a new person up with the sandbox Google account, verifies a mobile from the outbox, then shows home', async () => {
    const tracked = await journey.open();
    const { page } = tracked;
    await clearOtpLimits(baseUrl);
    const email = `new.borrower.${Date.now()}@example.com`;
    const mobile = `9${String(Date.now()).slice(-9)}`;

    await page.goto(`${baseUrl}/#/healwise?utm_source=e2e`);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const chooser = page.getByRole('dialog', { name: 'Sandbox Google account' });
    await chooser.getByLabel('E-mail').fill(email);
    await chooser.getByLabel('Name').fill('Neha Kulkarni');
    await chooser.getByRole('button', { name: 'Continue' }).click();

    // A new account has no verified mobile: the gate comes before any signed-in screen.
    await expect
      .poll(
        () => page.getByRole('heading', { level: 1, name: 'Verify your mobile number' }).count(),
        screenWait,
      )
      .toBe(1);
    await expectNoAxeViolations(page);
    expect(
      await page
        .getByRole('checkbox', { name: 'We will send important notification on WhatsApp' })
        .isChecked(),
    ).toBe(true);
    await page.getByLabel('Mobile Number', { exact: true }).fill(mobile);
    const seen = await outboxIds(baseUrl, mobile);
    await page.getByRole('button', { name: 'Send OTP', exact: true }).click();
    const code = await readNewOtp(baseUrl, mobile, seen);

    // The code is checked as soon as its sixth digit is in.
    await page.getByLabel('OTP', { exact: true }).fill(code);

    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Hello, Neha Kulkarni' }).count(), screenWait)
      .toBe(1);
    expect(await page.getByText('Your mobile number is verified').count()).toBe(1);
    const profile = await page.evaluate(async () => {
      const token = localStorage.getItem('kredo.accessToken');
      const userId = localStorage.getItem('kredo.userId');
      const answer = await fetch(`/api/lam/status/${userId}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await answer.json()) as { profile: Record<string, unknown> }).profile;
    });
    expect(profile).toMatchObject({ mobile, mobileOtpVerified: true, whatsappOptIn: true, email });
  });
});
