import { readFile } from 'node:fs/promises';

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { sharedBaseUrl } from './support/base-url.ts';
import { demoStaff, openConsolePage, signInToConsole } from './support/console.ts';
import { underwriterToken } from './support/gallery/borrowers.ts';
import { signedOffer } from './support/gallery/mandate-borrowers.ts';
import type { Offer } from './support/gallery/offer-borrowers.ts';
import { makePng } from './support/images.ts';
import { journeyBrowser } from './support/journey.ts';
import { heading, openSignedIn, shown } from './support/loan-journey.ts';
import { advanceClock, clearOtpLimits, screenWait } from './support/sign-in.ts';

/**
 * The repayment step after e-sign (spec 001 §2.6-2.8, §4.7): a signed borrower registers an
 * e-NACH at the sandbox bank and reaches the thank-you screen once NPCI's answer comes; another
 * uploads a signed paper form, which operations reject in the console, then accept the second
 * time, and reaches it too.
 */
const baseUrl = sharedBaseUrl();
/** The area asks the opportunity every 5 s; NPCI's answer and its webhook come on top of that. */
const mandateWait = { timeout: 30_000, interval: 250 } as const;

const hash = (page: Page) => new URL(page.url()).hash;

/** Home's card while the loan waits for its payout: the amount and the disbursal account. */
async function awaitingPayoutOnHome(page: Page) {
  const card = page.getByRole('region', { name: 'Your application' });
  await expect
    .poll(() => card.getByRole('heading', { level: 2 }).textContent(), mandateWait)
    .toBe('Your loan will be paid out soon');
  expect(await card.textContent()).toMatch(
    /Your loan of ₹30,000 will be paid into your bank account X+\d{3}\./,
  );
  expect(await card.getByRole('link', { name: 'My Loans' }).count()).toBe(1);
}

const thankYou = (page: Page) =>
  expect.poll(() => page.getByRole('heading', { level: 1, name: 'Thank you!' }).count(), mandateWait).toBe(1);

describe('the repayment mandate', () => {
  const journey = journeyBrowser();
  let borrowers: Record<'enach' | 'paper', Offer>;

  // Both borrowers are brought to a signed agreement over the API at once (a few seconds each).
  beforeAll(async () => {
    await clearOtpLimits(baseUrl);
    const staff = await underwriterToken(baseUrl);
    const [enach, paper] = await Promise.all([
      signedOffer(baseUrl, staff, 'Vikram Rao'),
      signedOffer(baseUrl, staff, 'Tara Deshpande'),
    ]);
    borrowers = { enach, paper };
  });

  it('is registered by e-NACH at the bank, and the borrower reaches the thank-you screen', async () => {
    const offer = borrowers.enach;
    const { page } = await journey.open();
    await openSignedIn(page, baseUrl, offer, '/consent');

    await heading(page, 'Set up repayment');
    expect(hash(page)).toBe('#/consent/repay');
    const modes = page.getByRole('list', { name: 'Ways to set up repayment' });
    await expect.poll(() => modes.getByRole('button').count(), screenWait).toBe(3);
    // The repayment account of the application, to its last three digits.
    await expect.poll(() => page.getByText(/, account XXXXXXX567$/).count(), screenWait).toBe(1);

    // A LOTUSPAY page opens at once.
    await modes.getByRole('button', { name: /^E-NACH/ }).click();
    await heading(page, 'Authorise your e-mandate');
    await page.getByRole('button', { name: 'Net banking' }).click();
    await heading(page, 'ICICI Bank NetBanking');
    await page.getByLabel('Customer ID').fill('CUST1001');
    await page.getByLabel('Password').fill('sandbox-pass');
    await page.getByRole('button', { name: 'Log in and authorise' }).click();

    await heading(page, 'Set up repayment');
    expect(hash(page)).toMatch(/^#\/consent\/repay\?status=success&mandate_id=MD[A-Z0-9]{14}$/);
    await shown(page, 'Registering your mandate');
    // NPCI's answer comes 5 s after the authorisation on the server clock.
    await advanceClock(baseUrl, 5_000);
    await thankYou(page);
    expect(hash(page)).toBe('#/consent/complete');
    await expect
      .poll(() => page.getByRole('link', { name: 'Share your feedback' }).getAttribute('href'))
      .toMatch(/^mailto:/);

    // Home says the loan waits for its payout, not the repayment step just done, and after a
    // reload too; My Loans says so instead of 'You have no loans currently!'.
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await awaitingPayoutOnHome(page);
    await page.reload();
    await awaitingPayoutOnHome(page);
    await page.getByRole('link', { name: 'My Loans' }).click();
    await heading(page, 'My Loans');
    await shown(page, 'It will show here once it is paid out.');
    expect(await page.getByText('You have no loans currently!').count()).toBe(0);

    // The offer's answer screens, opened in the same tab: the root, where home says the same.
    for (const answerScreen of ['loan-reject', 'loan-details', 'denied']) {
      await page.evaluate(() => (window.location.hash = '#/consent'));
      await thankYou(page);
      await page.evaluate((path) => (window.location.hash = path), `#/consent/${answerScreen}`);
      await awaitingPayoutOnHome(page);
      expect(hash(page)).toBe('#/');
      expect(await page.getByRole('button', { name: /^Accept/ }).count()).toBe(0);
    }

    // A partner's single sign-on borrower goes from the thank-you screen to My Loans, which says
    // the payout is awaited.
    await openSignedIn(page, baseUrl, offer, '/healwise/consent', { 'kredo.loginMode': 'SSO' });
    await heading(page, 'My Loans');
    expect(hash(page)).toBe('#/healwise/loans');
    await shown(page, 'It will show here once it is paid out.');
    expect(await page.getByText('You have no loans currently!').count()).toBe(0);
  });

  it('is a signed paper form that operations reject, then accept once it is uploaded again', async () => {
    const offer = borrowers.paper;
    const { page, context } = await journey.open();
    await openSignedIn(page, baseUrl, offer, '/consent/repay');
    await heading(page, 'Set up repayment');
    await page.getByRole('button', { name: /^Scan & Upload/ }).click();
    await heading(page, 'Scan & Upload NACH form');
    expect(hash(page)).toBe('#/consent/repay/scan');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download NACH form' }).click(),
    ]);
    const form = await readFile((await download.path()) as string);
    expect(form.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const upload = async (colour: [number, number, number]) => {
      await page.getByLabel('Signed NACH form').setInputFiles({
        name: 'signed-nach-form.png',
        mimeType: 'image/png',
        buffer: makePng(420, 300, colour),
      });
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await shown(
        page,
        'Your signed NACH form is uploaded. Our team is verifying it; this page moves on by itself once it is accepted.',
      );
    };
    await upload([245, 245, 240]);

    // Operations, at their desk.
    const staff = await openConsolePage(context.browser()!);
    const office = staff.page;
    await signInToConsole(office, baseUrl, demoStaff.operations);
    const openScanToVerify = async () => {
      await office.getByRole('navigation').getByRole('link', { name: 'Mandates' }).click();
      await office.getByRole('tab', { name: /^To verify/ }).click();
      await office.getByRole('link', { name: offer.name }).click();
      await expect
        .poll(
          () => office.getByRole('heading', { level: 1, name: `Mandate of ${offer.name}` }).count(),
          screenWait,
        )
        .toBe(1);
      await office.getByRole('button', { name: 'Show the scan' }).click();
      await expect
        .poll(() => office.getByRole('img', { name: 'Scan of the signed mandate form' }).count(), screenWait)
        .toBe(1);
    };
    await openScanToVerify();
    await office.getByRole('button', { name: 'Reject', exact: true }).click();
    const reject = office.getByRole('dialog', { name: 'Reject the scan' });
    await reject.getByLabel('Reason').selectOption({ label: "M003 — Drawer's signature differs" });
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await shown(office, 'Scan rejected (M003). The borrower is asked for a new one.');

    // The borrower's screen asks every 5 s while operations verify.
    await expect
      .poll(
        () =>
          page.getByText("Your mandate was rejected: Drawer's signature differs", { exact: true }).count(),
        mandateWait,
      )
      .toBe(1);
    await shown(page, 'Please sign a new form and upload it again.');
    // Before the payout there is no EMI to transfer: the bar asks for a new mandate.
    expect(await page.getByRole('status', { name: 'Mandate status' }).textContent()).toBe(
      "Your mandate was rejected: Drawer's signature differs" +
        'Please set up a new mandate so that your loan can be paid out.',
    );
    await upload([250, 250, 250]);

    await openScanToVerify();
    await office.getByRole('button', { name: 'Accept', exact: true }).click();
    const accept = office.getByRole('dialog', { name: 'Accept the scan' });
    await accept.getByRole('button', { name: 'Accept', exact: true }).click();
    await shown(office, 'Scan accepted: the mandate went to the sponsor bank.');
    await staff.context.close();
    expect(staff.consoleErrors).toEqual([]);

    // The sponsor bank registers a paper mandate 10 s after its submission on the server clock.
    await advanceClock(baseUrl, 10_000);
    await thankYou(page);
    expect(hash(page)).toBe('#/consent/complete');
    // The feedback link is for an e-NACH only.
    expect(await page.getByRole('link', { name: 'Share your feedback' }).count()).toBe(0);
  });
});
