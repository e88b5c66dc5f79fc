import { randomInt } from 'node:crypto';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { sharedBaseUrl } from './support/base-url.ts';
import { sessionTokenOfDemoBorrower, subjectOf } from './support/api-session.ts';
import { journeyBrowser } from './support/journey.ts';
import { heading, openSignedIn, shown } from './support/loan-journey.ts';
import { advanceClockBy } from './support/money/loan-api.ts';
import { outboxIds, readNewOtp, screenWait } from './support/sign-in.ts';

/**
 * The details form's OTP and file fields, bought to the policy (spec 002 §5): Hospicash, a
 * certificate under the distributor's group policy, takes the member's consent code, which the
 * insurer sends by SMS (read here from the dev outbox): a wrong code is refused in the red box with
 * no premium asked, the right one leads to the gateway. COVID cover takes the certificate of
 * vaccination, uploaded as a small PDF. Each is issued five minutes after its proposal, which the
 * insurer takes only with the consent or the document.
 */
const baseUrl = sharedBaseUrl();
const issuanceWait = { timeout: 45_000, interval: 1_000 } as const;

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name });
const box = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
/** A mobile of this run only, never one of the sandbox's magic endings (0000, 0001, 0002). */
const freshMobile = () => `9${randomInt(100_000_000, 999_999_999)}`.replace(/000[012]$/, '1234');
const certificate = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** From the product's detail (its declarations ticked) to its details form, filled but for its extra field. */
async function detailsOf(page: Page, subCategory: string, productHeading: string, mobile: string) {
  const token = await sessionTokenOfDemoBorrower(baseUrl);
  await openSignedIn(
    page,
    baseUrl,
    { token, userId: subjectOf(token) },
    `/insurance/productList?subCategory=${subCategory}&coverType=INDIVIDUAL`,
  );
  await heading(page, productHeading);
  await page.getByLabel('I agree to the declarations').check();
  await button(page, 'Proceed').click();
  await heading(page, 'Please fill the details');
  await box(page, 'Full Name').fill('Asha Verma');
  await box(page, 'Date of Birth').fill('15/05/1990');
  await page.getByRole('radio', { name: 'Female' }).check();
  await box(page, 'Email').fill('asha@example.com');
  await box(page, 'Mobile Number').fill(mobile);
  await box(page, 'PAN').fill('abcpv1234k');
  await box(page, 'Pincode').fill('560001');
  await box(page, 'Nominee Name').fill('Ravi Verma');
  await page.getByRole('combobox', { name: /^Nominee Relationship/ }).click();
  await page.getByRole('option', { name: 'Spouse' }).click();
  await box(page, 'Nominee Date of Birth').fill('01/02/1988');
  await page.getByLabel('I confirm that the information in this form is correct.').check();
}

/** Pays at the gateway's page, then finds the order in My Insurances issued once the insurer has. */
async function payAndSeeIssued(page: Page, productName: string) {
  await page.waitForURL(/\/api\/dev\/pay\//, screenWait);
  await page.getByLabel(/UPI ID/).fill('success@upi');
  await button(page, /^Pay/).click();
  await heading(page, 'Payment Successful');
  await page.getByRole('link', { name: 'View Order' }).click();
  await heading(page, 'My Insurances');
  const card = page.getByRole('listitem').filter({ hasText: productName }).first();
  await expect.poll(() => card.innerText(), screenWait).toContain('Under Process');
  await advanceClockBy(baseUrl, 6 * 60_000);
  await expect
    .poll(async () => {
      await page.reload();
      await heading(page, 'My Insurances');
      return card.innerText();
    }, issuanceWait)
    .toContain('Valid for 12 months');
}

describe('insurance with a consent code or a document', () => {
  const journey = journeyBrowser();

  it("takes Hospicash's consent code from the insurer's SMS, refusing a wrong one before any payment", async () => {
    const { page } = await journey.open();
    const mobile = freshMobile();
    await detailsOf(page, 'hospital-cash', 'Hospicash', mobile);

    await button(page, 'PROCEED TO PAY').click();
    await shown(page, 'Please Enter Otp');
    const seen = await outboxIds(baseUrl, mobile);
    await button(page, 'Send OTP').click();
    const code = await readNewOtp(baseUrl, mobile, seen);
    await shown(page, `OTP sent to XXXXXX${mobile.slice(-4)}`);
    await expect.poll(() => button(page, /^Resend OTP in/).isDisabled()).toBe(true);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await box(page, 'Consent OTP').fill(wrong);
    expect(await box(page, 'Consent OTP').getAttribute('inputmode')).toBe('numeric');
    await button(page, 'PROCEED TO PAY').click();
    const modal = page.getByRole('dialog', { name: 'Something went wrong !' });
    await modal
      .getByText('Consent OTP: The OTP is not correct. Please check it and try again.')
      .waitFor(screenWait);
    await modal.getByRole('button', { name: 'Close' }).click();
    expect(page.url()).not.toMatch(/\/api\/dev\/pay\//);

    await box(page, 'Consent OTP').fill(code);
    await button(page, 'PROCEED TO PAY').click();
    await payAndSeeIssued(page, 'Hospicash 1 Year');
  }, 150_000);

  it('takes the certificate of vaccination with COVID cover, uploaded as a PDF', async () => {
    const { page } = await journey.open();
    await detailsOf(page, 'covid', 'COVID Cover', freshMobile());

    await button(page, 'PROCEED TO PAY').click();
    await shown(page, 'Please upload document');
    await page.locator('input[type=file][aria-label="Vaccination Certificate"]').setInputFiles({
      name: 'vaccination-certificate.pdf',
      mimeType: 'application/pdf',
      buffer: certificate,
    });
    // The name beside the button, read out after 'Uploaded file:'.
    await expect.poll(() => page.getByText(/vaccination-certificate\.pdf$/).count(), screenWait).toBe(1);
    await expect.poll(() => button(page, 'Change document').count()).toBe(1);
    await button(page, 'PROCEED TO PAY').click();
    await payAndSeeIssued(page, 'COVID Cover 1 Year');
  }, 150_000);
});
