import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { sharedBaseUrl } from './support/base-url.ts';
import { subjectOf } from './support/api-session.ts';
import { expectNoAxeViolations } from './support/browser.ts';
import { makePng } from './support/images.ts';
import { journeyBrowser } from './support/journey.ts';
import {
  answerEligibility,
  browserToken,
  choose,
  heading,
  shown,
  signUpNewBorrower,
} from './support/loan-journey.ts';
import { screenWait } from './support/sign-in.ts';

const baseUrl = sharedBaseUrl();

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const statusOf = (page: Page, name: string) =>
  expect.poll(() => card(page, name).getByText('Uploaded', { exact: true }).count(), screenWait).toBe(1);
const documentsStep = async (page: Page) =>
  (
    await page
      .getByRole('navigation', { name: 'Application steps' })
      .getByRole('link', { name: /^Documents/ })
      .innerText()
  ).replace(/\s*\n+\s*/g, ' · ');

/** What the borrower's current document of a type is, through its signed address. */
async function storedKind(token: string, docType: string): Promise<string | null> {
  const query = `userId=${subjectOf(token)}&docType=${docType}`;
  const signed = await fetch(`${baseUrl}/api/document-gateway/fetch-doc-pre-signed-url?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(signed.status).toBe(200);
  const { image } = (await signed.json()) as { image: string };
  return (await fetch(`${baseUrl}${image}`)).headers.get('content-type');
}

describe('documents step', () => {
  // Chromium's own camera stand-in, and its permission prompt answered yes.
  const journey = journeyBrowser({
    args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  });

  it('takes the PAN, a camera selfie and a merged address proof, refuses a bad file, and moves on to the bank statement', async () => {
    const { page } = await journey.open();
    await signUpNewBorrower(page, baseUrl, 'Rohan Mehta');
    await answerEligibility(page);
    await heading(page, 'Products');
    await page.getByRole('button', { name: 'Apply for Personal Loan' }).click();
    await heading(page, 'Personal Details');
    await page.getByRole('link', { name: /^Documents/ }).click();
    await heading(page, 'Documents');

    // Nothing given yet: Continue names what is missing and stays.
    await page.getByRole('button', { name: 'Continue' }).click();
    for (const text of [
      'SELFIE REQUIRED',
      'PAN REQUIRED',
      'CURRENT ADDRESS PROOF REQUIRED',
      'Please upload current address proof to continue the application',
    ])
      await shown(page, text);
    await heading(page, 'Documents');
    await expectNoAxeViolations(page);

    // PAN: a text file named like a PDF is refused in the browser; a PNG goes through.
    const pan = card(page, 'PAN Card');
    await pan.getByLabel('PAN Card file').setInputFiles({
      name: 'pan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('this is not a pdf'),
    });
    await shown(page, 'Allowed file type pdf/jpg/jpeg/png.');
    await pan.getByLabel('PAN Card file').setInputFiles({
      name: 'pan-card-front-photo-from-my-phone.png',
      mimeType: 'image/png',
      buffer: makePng(320, 200, [30, 90, 200]),
    });
    await statusOf(page, 'PAN Card');
    await expect.poll(() => pan.getByText('pan-card-front-photo-from…').count(), screenWait).toBe(1);
    await expect.poll(() => pan.getByRole('img', { name: 'PAN Card preview' }).count(), screenWait).toBe(1);

    // Selfie: Chromium's fake camera; Proceed only once the picture is stored.
    await card(page, 'Selfie').getByRole('button', { name: 'Take Selfie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take a selfie' });
    const capture = dialog.getByRole('button', { name: 'Capture' });
    await expect.poll(() => capture.isEnabled(), screenWait).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Proceed' }).isDisabled()).toBe(true);
    await capture.click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await shown(page, 'Selfie uploaded');
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    await expect.poll(() => dialog.count(), screenWait).toBe(0);
    await statusOf(page, 'Selfie');

    // Current address proof: its type, a front and a back photo (a PDF is not a photo), one PDF.
    const proof = card(page, 'Current Address Proof');
    await choose(page, 'Address Proof Type', 'Aadhaar Card');
    await proof.getByLabel('Front image').setInputFiles({
      name: 'aadhaar-front.png',
      mimeType: 'image/png',
      buffer: makePng(400, 250, [200, 60, 40]),
    });
    await expect.poll(() => proof.getByText('aadhaar-front.png').count(), screenWait).toBe(1);
    await proof.getByLabel('Back image').setInputFiles({
      name: 'aadhaar-back.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await shown(page, 'Only image(.jpg, .png) files allowed!');
    await proof.getByLabel('Back image').setInputFiles({
      name: 'aadhaar-back.png',
      mimeType: 'image/png',
      buffer: makePng(400, 250, [40, 160, 60]),
    });
    await expect.poll(() => proof.getByText('aadhaar-back.png').count(), screenWait).toBe(1);
    await proof.getByRole('button', { name: 'Upload' }).click();
    await statusOf(page, 'Current Address Proof');

    const token = (await browserToken(page)) ?? '';
    expect(await storedKind(token, 'PAN')).toBe('image/png');
    expect(await storedKind(token, 'SELFIE')).toBe('image/jpeg');
    expect(await storedKind(token, 'CURRENT_ADDRESS_PROOF')).toBe('application/pdf');

    // The optional pay slip is not needed to go on.
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Bank Statement');
    await expect.poll(() => documentsStep(page), screenWait).toBe('Documents · Done');

    // After a reload the documents are still there.
    await page.reload();
    await heading(page, 'Bank Statement');
    await page.getByRole('link', { name: /^Documents/ }).click();
    await heading(page, 'Documents');
    for (const name of ['Selfie', 'PAN Card', 'Current Address Proof']) await statusOf(page, name);
    await expect.poll(() => card(page, 'Latest Pay Slip').getByText('Optional').count(), screenWait).toBe(1);
    expect(await card(page, 'KYC').getByRole('link', { name: 'Complete KYC' }).getAttribute('href')).toBe(
      `#/loan-application/kyc?productCode=PERSONAL_LOAN&returnTo=${encodeURIComponent('/loan-application/form/documents?productCode=PERSONAL_LOAN')}`,
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Bank Statement');
  });
});
