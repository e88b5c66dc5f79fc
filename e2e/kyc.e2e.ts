import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { sharedBaseUrl } from './support/base-url.ts';
import { expectNoAxeViolations } from './support/browser.ts';
import { journeyBrowser } from './support/journey.ts';
import { captchaAnswer, trackCaptchaSessions } from './support/okyc.ts';
import { heading, shown, signUpNewBorrower } from './support/loan-journey.ts';
import { outboxIds, readNewOtp, screenWait } from './support/sign-in.ts';

const baseUrl = sharedBaseUrl();
const checklistUrl = `${baseUrl}/#/loan-application/application-field?productCode=PERSONAL_LOAN`;

/** Sandbox residents (docs/providers.md): their Aadhaar number and Aadhaar-linked mobile. */
const rahul = { aadhaar: '528391460726', mobile: '9123456781' };

/** The KYC row of the checklist: 'Complete' or 'Incomplete'. */
const kycStatus = (page: Page) =>
  page.getByRole('list', { name: 'Required Fields' }).getByRole('link', { name: /^KYC/ }).innerText();

async function openKycFromChecklist(page: Page) {
  await page.goto(checklistUrl);
  await heading(page, 'Required Fields');
  await expect.poll(() => kycStatus(page), screenWait).toContain('Incomplete');
  await page.getByRole('list', { name: 'Required Fields' }).getByRole('link', { name: /^KYC/ }).click();
  await heading(page, 'KYC');
}

describe('KYC', () => {
  const journey = journeyBrowser();

  it('completes Aadhaar OKYC for a new borrower: captcha, OTP from the Aadhaar-linked mobile, back to the checklist', async () => {
    const { page } = await journey.open();
    // The captcha service is down for one session in four (503), and one captcha is typed wrong (400).
    journey.expectStatuses(503, 400);
    await signUpNewBorrower(page, baseUrl, 'Rahul Sharma');
    const sessions = trackCaptchaSessions(page);
    await openKycFromChecklist(page);
    await page.getByRole('link', { name: /^Aadhaar OKYC/ }).click();
    await heading(page, 'Aadhaar KYC Verification');
    await expect.poll(() => page.getByRole('img', { name: 'Captcha' }).count(), screenWait).toBe(1);
    await expect.poll(sessions.latest, screenWait).toBeDefined();
    await expectNoAxeViolations(page);

    // A wrong captcha: the message under the field, and a new captcha to type.
    const first = sessions.latest() as string;
    const captchaSrc = () =>
      page
        .getByRole('img', { name: 'Captcha' })
        .getAttribute('src', { timeout: 1000 })
        .catch(() => null);
    const firstSrc = await captchaSrc();
    await page.getByLabel('Aadhaar Number').fill(rahul.aadhaar);
    await page.getByLabel('Enter Captcha').fill('zzzzz');
    await page.getByRole('button', { name: 'Generate OTP' }).click();
    await shown(page, 'Please Enter Valid Captcha');
    await expect.poll(sessions.latest, screenWait).not.toBe(first);
    // The new picture is on screen and the old answer field cleared before the new one is typed.
    await expect.poll(captchaSrc, screenWait).not.toBe(firstSrc);
    await expect.poll(captchaSrc, screenWait).not.toBeNull();
    await expect.poll(() => page.getByLabel('Enter Captcha').inputValue(), screenWait).toBe('');
    const answer = await captchaAnswer(page, baseUrl, sessions.latest() as string);
    await page.getByLabel('Enter Captcha').fill(answer);
    expect(await page.getByLabel('Enter Captcha').inputValue()).toBe(answer);
    const seen = await outboxIds(baseUrl, rahul.mobile);
    await page.getByRole('button', { name: 'Generate OTP' }).click();
    await shown(page, 'OTP sent to your Aadhaar-linked mobile number XXXXXX6781');
    await page.getByLabel('OTP', { exact: true }).fill(await readNewOtp(baseUrl, rahul.mobile, seen));
    await page.getByRole('button', { name: 'Validate OTP' }).click();

    await heading(page, 'Required Fields');
    await shown(page, 'KYC updated successfully');
    await expect.poll(() => kycStatus(page), screenWait).toContain('Complete');
    expect(await kycStatus(page)).not.toContain('Incomplete');
  });

  it("shares DigiLocker's e-Aadhaar after the borrower allows it on the consent page", async () => {
    const { page } = await journey.open();
    await signUpNewBorrower(page, baseUrl, 'Kavya Iyer');
    await openKycFromChecklist(page);
    await page.getByRole('link', { name: /^Digilocker OKYC/ }).click();
    await heading(page, 'Digilocker KYC Verification');
    await page.getByRole('button', { name: 'Continue to DigiLocker' }).click();

    await heading(page, 'DigiLocker (sandbox)');
    // The return address is obfuscated: the userId is not read in the consent page's address.
    expect(page.url()).toContain('redirect=');
    expect(page.url()).not.toContain('userId');
    await page.getByRole('radio', { name: /Kavya Iyer/ }).check();
    await page.getByRole('button', { name: 'Allow' }).click();

    await heading(page, 'Digilocker KYC Verification');
    await shown(page, 'Digilocker KYC updated successfully');
    await shown(page, 'Kavya Iyer');
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Required Fields');
    await expect.poll(() => kycStatus(page), screenWait).not.toContain('Incomplete');
  });

  it('shows the refusal when the borrower denies DigiLocker access, and KYC stays to do', async () => {
    const { page } = await journey.open();
    await signUpNewBorrower(page, baseUrl, 'Imran Khan');
    await page.goto(`${baseUrl}/#/loan-application/kyc/digilocker?productCode=PERSONAL_LOAN`);
    await heading(page, 'Digilocker KYC Verification');
    await page.getByRole('button', { name: 'Continue to DigiLocker' }).click();
    await heading(page, 'DigiLocker (sandbox)');
    await page.getByRole('button', { name: 'Deny' }).click();

    await heading(page, 'Digilocker KYC Verification');
    await shown(
      page,
      'You did not allow access to your DigiLocker. Please try again or choose another way to complete your KYC.',
    );
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(1);
    await page.goto(checklistUrl);
    await heading(page, 'Required Fields');
    await expect.poll(() => kycStatus(page), screenWait).toContain('Incomplete');
  });
});
