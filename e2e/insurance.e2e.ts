import { readFile } from 'node:fs/promises';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { sharedBaseUrl } from './support/base-url.ts';
import { sessionTokenOfDemoBorrower, subjectOf } from './support/api-session.ts';
import { journeyBrowser } from './support/journey.ts';
import { heading, openSignedIn, shown } from './support/loan-journey.ts';
import { advanceClockBy } from './support/money/loan-api.ts';
import { screenWait } from './support/sign-in.ts';

/**
 * Insurance from the category list to the policy PDF (spec 002 §2, §4): the demo borrower opens
 * the personal accident cover, ticks its declarations, fills the generated details form, pays the
 * premium at the gateway's page, is told the insurance will be issued in 24hrs, finds it 'Under
 * Process' in My Insurances, and once the insurer has issued it (the sandbox issues five minutes
 * after the proposal: the clock moves six) downloads the policy. On the journeys' shared server:
 * the clock moves minutes, not days.
 */
const baseUrl = sharedBaseUrl();
const issuanceWait = { timeout: 45_000, interval: 1_000 } as const;

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name });
const box = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('insurance', () => {
  const journey = journeyBrowser();

  it('is bought at the gateway, issued by the insurer and its policy downloaded', async () => {
    const { page } = await journey.open();
    const token = await sessionTokenOfDemoBorrower(baseUrl);
    await openSignedIn(page, baseUrl, { token, userId: subjectOf(token) }, '/insurance');

    // The category list: the accident cover's card opens its individual cover.
    await heading(page, 'Products we offer');
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Personal Accident Cover' }) })
      .getByRole('link', { name: 'Individual' })
      .click();
    await heading(page, 'Personal Accident Cover');
    await expect.poll(() => button(page, 'Proceed').isDisabled()).toBe(true);
    await page.getByLabel('I agree to the declarations').check();
    await button(page, 'Proceed').click();

    // The details form generated from the product's fields.
    await heading(page, 'Please fill the details');
    await box(page, 'Full Name').fill('Asha Verma');
    await box(page, 'Date of Birth').fill('15/05/1990');
    await page.getByRole('radio', { name: 'Female' }).check();
    await box(page, 'Email').fill('asha@example.com');
    await box(page, 'Mobile Number').fill('9876543210');
    await box(page, 'PAN').fill('abcpv1234k');
    await box(page, 'Pincode').fill('560001');
    await box(page, 'Nominee Name').fill('Ravi Verma');
    await page.getByRole('combobox', { name: /^Nominee Relationship/ }).click();
    await page.getByRole('option', { name: 'Spouse' }).click();
    await box(page, 'Nominee Date of Birth').fill('01/02/1988');
    await page.getByLabel('I confirm that the information in this form is correct.').check();
    await button(page, 'PROCEED TO PAY').click();

    // The gateway's page, then back on ours once the premium is known to be paid.
    await page.waitForURL(/\/api\/dev\/pay\//, screenWait);
    await page.getByLabel(/UPI ID/).fill('success@upi');
    await button(page, /^Pay/).click();
    await heading(page, 'Payment Successful');
    await shown(page, 'Your insurance will be issued in 24hrs.');
    await page.getByRole('link', { name: 'View Order' }).click();
    await heading(page, 'My Insurances');
    const card = page.getByRole('listitem').filter({ hasText: 'Personal Accident Individual' }).first();
    await expect.poll(() => card.innerText(), screenWait).toContain('Under Process');

    // The insurer issues it five minutes after the proposal; My Insurances shows its validity.
    await advanceClockBy(baseUrl, 6 * 60_000);
    await expect
      .poll(async () => {
        await page.reload();
        await heading(page, 'My Insurances');
        return card.innerText();
      }, issuanceWait)
      .toContain('Valid for 12 months');

    // The policy: a pre-signed link, then its PDF.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download Policy' }).click(),
    ]);
    const pdf = await readFile((await download.path()) ?? '');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  }, 150_000);
});
