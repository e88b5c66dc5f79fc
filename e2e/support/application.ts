import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import { makePng } from './images.ts';
import {
  answerEligibility,
  browserToken,
  choose,
  fillAddress,
  giveEducation,
  giveEmployer,
  heading,
  shown,
  signUpNewBorrower,
} from './loan-journey.ts';
import { completeOkyc, type trackCaptchaSessions } from './okyc.ts';
import { screenWait } from './sign-in.ts';
import { hdfcStatement } from './statement-files.ts';

/** A sandbox UIDAI resident (docs/providers.md). */
export const meena = { aadhaar: '417682039588', mobile: '8012345678' };
const meenaKumari = 'Meena Kumari';

export const next = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();
export const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
export const uploaded = (page: Page, name: string) =>
  expect.poll(() => card(page, name).getByText('Uploaded', { exact: true }).count(), screenWait).toBe(1);

export async function fillAccount(page: Page, label: string, number: string) {
  await page.getByLabel(`${label} Account Holder Name`).fill('Meena Kumari');
  await page.getByLabel(`${label} IFSC`).fill('HDFC0000001');
  await shown(page, 'HDFC Bank, Kamala Mills Compound, Mumbai');
  await page.getByLabel(new RegExp(`^${label} Account Number`)).fill(number);
  await page.getByLabel(`Re-enter ${label} Account Number`).fill(number);
}

/** A selfie from Chromium's fake camera, through the capture dialog of the Selfie card. */
export async function takeSelfie(page: Page) {
  await card(page, 'Selfie').getByRole('button', { name: 'Take Selfie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take a selfie' });
  const capture = dialog.getByRole('button', { name: 'Capture' });
  await expect.poll(() => capture.isEnabled(), screenWait).toBe(true);
  await capture.click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await shown(page, 'Selfie uploaded');
  await dialog.getByRole('button', { name: 'Proceed' }).click();
}

/** The PAN as a photo and a selfie from Chromium's fake camera, on a documents screen. */
export async function givePanAndSelfie(page: Page) {
  await card(page, 'PAN Card')
    .getByLabel('PAN Card file')
    .setInputFiles({ name: 'pan.png', mimeType: 'image/png', buffer: makePng(320, 200, [30, 90, 200]) });
  await uploaded(page, 'PAN Card');
  await takeSelfie(page);
  await uploaded(page, 'Selfie');
}

export type LatestApplication = { applicationId: string; status: string; subStatuses: string[] };

/** The borrower's latest application as the server has it now. */
export async function latestApplication(page: Page, baseUrl: string): Promise<LatestApplication | null> {
  const reply = await fetch(`${baseUrl}/api/paandu/latest-application-status?translate_status=False`, {
    headers: { authorization: `Bearer ${await browserToken(page)}` },
  });
  return ((await reply.json()) as { application: LatestApplication | null }).application;
}

export async function latestStatus(page: Page, baseUrl: string): Promise<string | undefined> {
  return (await latestApplication(page, baseUrl))?.status;
}

/** The Bank Statement screen: HDFC, a password-protected PDF, the password asked for, then Complete. */
export async function shareStatement(page: Page, password: string) {
  await page.getByRole('button', { name: 'HDFC Bank' }).click();
  await page.getByRole('button', { name: 'Get Started' }).click();
  const upload = page.getByRole('button', { name: 'Upload' });
  await expect.poll(() => upload.isEnabled(), screenWait).toBe(true);
  await page.getByLabel(/^Choose File/).setInputFiles({
    name: 'hdfc-statement-last-seven-months.pdf',
    mimeType: 'application/pdf',
    buffer: await hdfcStatement('Meena Kumari', password),
  });
  // Neither a password nor the box: the form asks for one of them.
  await upload.click();
  await shown(page, 'Please enter password or if file is not password protected then check the box');
  // Claimed unprotected: the server finds the lock and asks for the password.
  await page.getByRole('checkbox', { name: 'My file is not password protected' }).check();
  await upload.click();
  await shown(
    page,
    'Looks like pdf is password enabled, please enter your password below to process the bank statement',
  );
  await page.getByLabel('Enter Password If Any').fill(password);
  await upload.click();
  const complete = page.getByRole('button', { name: 'Complete' });
  await expect.poll(() => complete.isEnabled(), { timeout: 60_000 }).toBe(true);
  await complete.click();
  await shown(page, 'Bank statement submitted successfully');
  await page.getByRole('button', { name: 'OK' }).click();
}

/**
 * A new borrower applies for the personal loan through all eight steps of the main form: a PAN
 * photo and a camera selfie, Aadhaar OKYC and a password-protected statement, to INITIATED. The
 * PAN chooses what the sandbox bureau and checks answer (docs/providers.md).
 */
export async function applyForPersonalLoan(
  page: Page,
  baseUrl: string,
  borrower: { pan: string; sessions: ReturnType<typeof trackCaptchaSessions> },
): Promise<void> {
  const { sessions } = borrower;
  await signUpNewBorrower(page, baseUrl, meenaKumari);
  await answerEligibility(page);
  await heading(page, 'Products');
  await page.getByRole('button', { name: 'Apply for Personal Loan' }).click();

  await heading(page, 'Personal Details');
  await page.getByLabel('PAN Number').fill(borrower.pan);
  await page.getByRole('radio', { name: 'Female', exact: true }).check();
  await choose(page, 'Relationship Status', 'Married');
  await page.getByLabel("Father's or Spouse's Name").fill('Ramesh Kumar');
  await page.getByLabel("Mother's Name").fill('Savitri Devi');
  await next(page);

  await heading(page, 'Residence Details');
  await choose(page, 'Resident Type', 'Own House');
  await page.getByLabel('Staying Since').fill('01/06/2015');
  await fillAddress(page, 'Current', '560001');
  await fillAddress(page, 'Permanent', '560001');
  await next(page);

  await giveEducation(page, '1');
  await next(page);

  await giveEmployer(page, 'Engineer');
  await next(page);

  await heading(page, 'Loan Details');
  await page.getByLabel('Loan Amount').fill('120000');
  await choose(page, 'Tenure (months)', '12 months');
  await choose(page, 'Purpose', 'Medical');
  await fillAccount(page, 'Disbursal', '50100123456789');
  await fillAccount(page, 'Repayment', '000401234567');
  await next(page);

  await heading(page, 'References');
  await page.getByLabel('Family Reference Name').fill('Ramesh Kumar');
  await page.getByLabel('Family Reference Mobile Number').fill('9123456780');
  await choose(page, 'Family Reference Relation', 'Spouse');
  await page.getByLabel('Friend Reference Name').fill('Anita Desai');
  await page.getByLabel('Friend Reference Mobile Number').fill('9123456782');
  await choose(page, 'Friend Reference Relation', 'Colleague');
  await next(page);

  await heading(page, 'Assets');
  await next(page);

  // Documents: the PAN as a photo, a selfie from the camera, and KYC by Aadhaar OKYC.
  await heading(page, 'Documents');
  await givePanAndSelfie(page);

  await card(page, 'KYC').getByRole('link', { name: 'Complete KYC' }).click();
  await heading(page, 'KYC');
  await page.getByRole('link', { name: /^Aadhaar OKYC/ }).click();
  await completeOkyc(page, baseUrl, meena, sessions);
  await shown(page, 'KYC updated successfully');
  await heading(page, 'Documents');
  // The e-KYC stands as the current address proof.
  await uploaded(page, 'Current Address Proof');
  // The step as the borrower finds it on coming back later.
  await page.reload();
  await heading(page, 'Documents');
  await next(page);

  await heading(page, 'Bank Statement');
  await shareStatement(page, 'meena1979');
  await next(page);

  await shown(page, 'Your application form is complete.');
  await shown(page, '100% complete');
  await page.getByRole('link', { name: 'Review and Apply' }).click();
  await heading(page, 'Required Fields');
  const apply = page.getByRole('button', { name: 'APPLY FOR LOAN' });
  await expect.poll(() => apply.isEnabled(), screenWait).toBe(true);
  await apply.click();
  // Applying checks the whole form and records the application before it answers: on a busy
  // machine (two journeys at once) that can outlast a screen's wait.
  const applied = page.getByText('Your loan application is complete! Please wait while we process it!', {
    exact: true,
  });
  await expect.poll(() => applied.count(), { timeout: 30_000 }).toBeGreaterThan(0);
}
