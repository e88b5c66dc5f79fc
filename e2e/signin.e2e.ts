import { partners } from '@kredo/contract/partners';
import { describe, expect, it } from 'vitest';

import { sharedBaseUrl } from './support/base-url.ts';
import { backgroundHex, expectNoAxeViolations } from './support/browser.ts';
import {
  advanceClock,
  clearOtpLimits,
  demoBorrower,
  enterOtp,
  hourMs,
  requestOtp,
  screenWait,
  signInWithPan,
} from './support/sign-in.ts';
import { journeyBrowser } from './support/journey.ts';

const baseUrl = sharedBaseUrl();

describe('PAN and date-of-birth sign-in', () => {
  const journey = journeyBrowser();

  it('signs the demo borrower in with PAN and an OTP from the outbox, then logs out', async () => {
    const tracked = await journey.open();
    const { page } = tracked;

    await signInWithPan(page, baseUrl);

    const appBar = page.getByTestId('app-bar');
    expect(await page.getByRole('link', { name: 'Apply Loan' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'My Loans' }).count()).toBe(1);
    await appBar.getByRole('link', { name: 'Logout' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'SignIn to your account' }).count(), screenWait)
      .toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('kredo.accessToken'))).toBeNull();
    expect(await page.getByText('Session timeout').count()).toBe(0);
  });

  it('signs in with date of birth, the mobile locked once the code is sent', async () => {
    const tracked = await journey.open();
    const { page } = tracked;
    await clearOtpLimits(baseUrl);
    await page.goto(`${baseUrl}/#/`);
    await page.getByRole('button', { name: 'Sign in with date of birth instead' }).click();

    const generate = page.getByRole('button', { name: 'Generate OTP', exact: true });
    await page.getByLabel('Date Of Birth').fill(demoBorrower.dob.split('-').reverse().join('/'));
    await page.getByLabel('Mobile Number').fill(demoBorrower.mobile.slice(0, 9));
    expect(await generate.isDisabled()).toBe(true);
    await page.getByLabel('Mobile Number').fill(demoBorrower.mobile);
    expect(await generate.isDisabled()).toBe(false);

    const otp = await requestOtp(page, baseUrl, 'Generate OTP');
    await page.getByLabel('OTP', { exact: true }).waitFor();
    expect(await page.getByLabel('Mobile Number').isDisabled()).toBe(true);
    await enterOtp(page, otp, 'Sign in');
  });

  it("shows 'Incorrect OTP' for a wrong code and stays on the OTP form", async () => {
    const tracked = await journey.open();
    const { page } = tracked;
    journey.expectStatuses(401);
    await clearOtpLimits(baseUrl);
    await page.goto(`${baseUrl}/#/?pan=${demoBorrower.pan}&mobile=${demoBorrower.mobile}`);
    await page.getByRole('button', { name: 'Generate Otp', exact: true }).click();

    const otp = page.getByLabel('OTP', { exact: true });
    await otp.waitFor();
    await expectNoAxeViolations(page);
    // A code the server never sent: the chance it is the real one is one in a million.
    await otp.fill('000000');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Incorrect OTP' }).count(), screenWait)
      .toBe(1);
    expect(await otp.count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('kredo.accessToken'))).toBeNull();
  });

  it('refuses a code entered after its 10 minutes, moved on by the dev clock', async () => {
    const tracked = await journey.open();
    const { page } = tracked;
    journey.expectStatuses(401);
    await clearOtpLimits(baseUrl);
    await page.goto(`${baseUrl}/#/?pan=${demoBorrower.pan}&mobile=${demoBorrower.mobile}`);
    const code = await requestOtp(page, baseUrl, 'Generate Otp');
    await page.getByLabel('OTP', { exact: true }).fill(code);

    await advanceClock(baseUrl, 11 * 60_000);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect
      .poll(
        () =>
          page
            .getByRole('alert')
            .filter({ hasText: 'This OTP has expired. Please request a new one.' })
            .count(),
        screenWait,
      )
      .toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('kredo.accessToken'))).toBeNull();
  });

  it("ends an expired session with 'Session timeout' and returns to the landing", async () => {
    const tracked = await journey.open();
    const { page } = tracked;
    journey.expectStatuses(401);
    await signInWithPan(page, baseUrl);
    // Home's own calls must have been answered first: one still in flight when the clock moves
    // would end the session just as the page reloads, and the reload would drop the message.
    await page.waitForLoadState('networkidle');

    await advanceClock(baseUrl, 9 * hourMs);
    await page.reload();

    await expect.poll(() => page.getByText('Session timeout').count(), screenWait).toBe(1);
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'SignIn to your account' }).count(), screenWait)
      .toBe(1);
    expect(page.url()).toBe(`${baseUrl}/#/`);
    expect(await page.evaluate(() => localStorage.getItem('kredo.accessToken'))).toBeNull();
  });

  it("shows a partner's branding on its sign-in page, which passes axe", async () => {
    const tracked = await journey.open();
    const { page } = tracked;
    const healwise = partners.find((partner) => partner.id === 'healwise');
    expect(healwise).toBeDefined();

    await page.goto(`${baseUrl}/#/healwise?pan=abcpv1234k&mobile=${demoBorrower.mobile}`);

    await expect.poll(() => page.getByTestId('partner-name').textContent(), screenWait).toBe('HealWise');
    await page.getByLabel('PAN').waitFor();
    expect(await page.getByLabel('PAN').inputValue()).toBe(demoBorrower.pan);
    expect(await backgroundHex(page, '[data-testid="app-bar"]')).toBe(healwise?.colors.primary);
    expect(await page.getByRole('contentinfo').textContent()).toContain('In partnership with HealWise');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Sign in with date of birth instead' }).click();
    await page.getByLabel('Date Of Birth').waitFor();
    await expectNoAxeViolations(page);
  });
});
