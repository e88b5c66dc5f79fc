import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { sharedBaseUrl } from './support/base-url.ts';
import { expectNoAxeViolations } from './support/browser.ts';
import { journeyBrowser } from './support/journey.ts';
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
} from './support/loan-journey.ts';
import { screenWait } from './support/sign-in.ts';

const baseUrl = sharedBaseUrl();
const formUrl = `${baseUrl}/#/loan-application/form?productCode=PERSONAL_LOAN`;

const stepTexts = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Application steps' }).getByRole('link').allInnerTexts()).map(
    (text) => text.replace(/\s*\n+\s*/g, ' · '),
  );

async function fillAccount(page: Page, label: string, ifsc: string, bankLine: string, number: string) {
  await page.getByLabel(`${label} Account Holder Name`).fill('Kavya Iyer');
  await page.getByLabel(`${label} IFSC`).fill(ifsc);
  await shown(page, bankLine);
  await page.getByLabel(new RegExp(`^${label} Account Number`)).fill(number);
  await page.getByLabel(`Re-enter ${label} Account Number`).fill(number);
}

const next = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();

describe('application form (main flow)', () => {
  const journey = journeyBrowser();

  it('walks a new borrower through every step, resumes where they left off, and applies once documents and a statement exist', async () => {
    const { page } = await journey.open();
    journey.expectStatuses(400, 404);
    const ownMobile = await signUpNewBorrower(page, baseUrl, 'Kavya Iyer');
    await answerEligibility(page);
    await heading(page, 'Products');
    // Back on the eligibility page, the saved answers unchanged: on to the products, nothing saved again.
    const profileSaves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/paandu/profile'))
        profileSaves.push(request.url());
    });
    await page.goBack();
    await heading(page, 'Basic Eligibility');
    await expect.poll(() => page.getByLabel('Current Pincode').inputValue(), screenWait).toBe('560001');
    await page.getByRole('button', { name: 'Check Eligibility' }).click();
    await heading(page, 'Products');
    expect(profileSaves).toEqual([]);
    // Changed, they are saved before the verdict.
    await page.goBack();
    await heading(page, 'Basic Eligibility');
    await expect.poll(() => page.getByLabel('Net Monthly Income (₹)').inputValue(), screenWait).toBe('32000');
    await page.getByLabel('Net Monthly Income (₹)').fill('33000');
    await page.getByRole('button', { name: 'Check Eligibility' }).click();
    await heading(page, 'Products');
    expect(profileSaves).toHaveLength(1);
    await page.getByRole('button', { name: 'Apply for Personal Loan' }).click();

    // Eligible with a verified mobile: Get Started is done and the form opens at Personal.
    await heading(page, 'Personal Details');
    expect(await stepTexts(page)).toEqual([
      'Get Started · Done',
      'Personal Info · To do',
      'Residence · To do',
      'Employment · To do',
      'Loan Amount and Tenure · To do',
      'References · To do',
      'Documents · To do',
      'Bank Statement · To do',
    ]);
    await shown(page, '13% complete');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: /^Get Started/ }).click();
    await heading(page, 'Get Started');
    await shown(page, '₹25,001 to ₹4,00,000');
    await shown(page, 'You are eligible for this loan.');
    await page.getByRole('button', { name: 'Get Started' }).click();

    await heading(page, 'Personal Details');
    await page.getByLabel('PAN Number').fill('BCDPI4321K');
    await page.getByRole('radio', { name: 'Female', exact: true }).check();
    await page.getByLabel("Father's or Spouse's Name").fill('R2D2');
    await next(page);
    await shown(page, "Please enter a valid Father's or Spouse's Name");
    await shown(page, 'Please select this to continue the application');
    await choose(page, 'Relationship Status', 'Single');
    await page.getByLabel("Father's or Spouse's Name").fill('Suresh Iyer');
    await page.getByLabel("Mother's Name").fill('Lakshmi Iyer');
    await next(page);

    await heading(page, 'Residence Details');
    await choose(page, 'Resident Type', 'Rented');
    await page.getByLabel('Staying Since').fill('01/04/2019');
    await fillAddress(page, 'Current', '560001');
    await fillAddress(page, 'Permanent', '110001');
    await next(page);
    // Rented: the rent and who the borrower lives with are needed too.
    await shown(page, 'Please enter this to continue the application');
    await page.getByLabel('Monthly Rent').fill('0');
    await next(page);
    await shown(page, 'minimum 1');
    await page.getByLabel('Monthly Rent').fill('15000');
    await choose(page, 'Living With', 'Family');
    await next(page);

    await giveEducation(page, '2');
    await next(page);

    await giveEmployer(page, 'Analyst');
    await page.getByLabel('Work Email').fill('kavya@infosys');
    await next(page);
    await shown(page, 'Please enter a valid Work Email');
    await page.getByLabel('Work Email').fill('kavya@infosys.com');
    await next(page);

    await heading(page, 'Loan Details');
    await page.getByLabel('Loan Amount').fill('500000');
    await choose(page, 'Purpose', 'Other');
    await next(page);
    await shown(page, 'Please enter Loan Amount between 25001 and 400000');
    await page.getByLabel('Loan Amount').fill('150000');
    await choose(page, 'Tenure (months)', '12 months');
    await fillAccount(
      page,
      'Disbursal',
      'hdfc0000001',
      'HDFC Bank, Kamala Mills Compound, Mumbai',
      '50100123456789',
    );
    await fillAccount(
      page,
      'Repayment',
      'HDFC0000001',
      'HDFC Bank, Kamala Mills Compound, Mumbai',
      '50100123456789',
    );
    await next(page);
    await shown(page, '*Repayment Account details should be different from the disbursal');
    await page.getByLabel(/^Repayment Account Number/).fill('000401234567');
    await page.getByLabel('Re-enter Repayment Account Number').fill('000401234567');
    await next(page);
    // 'Other' needs a remark: the server's refusal shows against the field.
    await shown(page, 'Please enter this to continue the application');
    await page.getByLabel('Purpose Remark').fill('Sister’s wedding');
    await next(page);

    await heading(page, 'References');
    await page.getByLabel('Family Reference Name').fill('Suresh Iyer');
    await page.getByLabel('Family Reference Mobile Number').fill(ownMobile);
    await page.getByLabel('Friend Reference Name').fill('suresh  iyer');
    await page.getByLabel('Friend Reference Mobile Number').fill('4123456789');
    await next(page);
    await shown(page, "Reference mobile number can't be your own number");
    await shown(page, "Reference name can't be same");
    await shown(page, 'Please enter a valid Mobile Number');
    await shown(page, 'Please select this to continue the application');
    await page.getByLabel('Family Reference Mobile Number').fill('9123456780');
    await page.getByLabel('Friend Reference Mobile Number').fill('9123456780');
    await next(page);
    await shown(page, "Reference mobile number can't be same");
    await page.getByLabel('Friend Reference Name').fill('Meera Nair');
    await page.getByLabel('Friend Reference Mobile Number').fill('9123456781');
    await choose(page, 'Family Reference Relation', 'Father');
    await choose(page, 'Friend Reference Relation', 'Colleague');
    await next(page);

    await heading(page, 'Assets');
    await page.getByRole('checkbox', { name: 'A two-wheeler' }).check();
    await next(page);

    // Documents and the bank statement are still to do; every other step is done.
    await heading(page, 'Documents');
    await expect
      .poll(() => stepTexts(page), screenWait)
      .toEqual([
        'Get Started · Done',
        'Personal Info · Done',
        'Residence · Done',
        'Employment · Done',
        'Loan Amount and Tenure · Done',
        'References · Done',
        'Documents · To do',
        'Bank Statement · To do',
      ]);
    await shown(page, '75% complete');
    expect(
      await page
        .getByRole('region', { name: 'Selfie', exact: true })
        .getByText('Required', { exact: true })
        .count(),
    ).toBe(1);

    // Coming back to the form resumes at the first incomplete step.
    await page.goto(`${baseUrl}/#/`);
    await page.goto(formUrl);
    await heading(page, 'Documents');
    await page.reload();
    await heading(page, 'Documents');

    // The answers are kept: the references and the assets show what was saved.
    await page.getByRole('link', { name: /^References/ }).click();
    await heading(page, 'References');
    expect(await page.getByLabel(/^Friend Reference Name/).inputValue()).toBe('Meera Nair');
    expect(await page.getByLabel(/^Family Reference Mobile Number/).inputValue()).toBe('9123456780');
    await page.goto(`${baseUrl}/#/loan-application/form/assets?productCode=PERSONAL_LOAN`);
    await heading(page, 'Assets');
    expect(await page.getByRole('checkbox', { name: 'A two-wheeler' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'A car' }).isChecked()).toBe(false);

    // Back on Loan Details: the amount changes without retyping the saved account numbers, but a
    // changed IFSC needs its account number again.
    await page.getByRole('link', { name: /^Loan Amount and Tenure/ }).click();
    await heading(page, 'Loan Details');
    await page.getByLabel('Disbursal IFSC').fill('ICIC0000002');
    await next(page);
    await shown(page, 'Please enter this to continue the application');
    await page.getByLabel('Disbursal IFSC').fill('HDFC0000001');
    await page.getByLabel('Loan Amount').fill('160000');
    await next(page);
    await heading(page, 'References');

    // The documents and a statement arrive (the sandbox stands in for their upload steps).
    const token = await browserToken(page);
    const evidence = await fetch(`${baseUrl}/api/dev/sample-evidence`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ documents: ['SELFIE', 'PAN', 'CURRENT_ADDRESS_PROOF'], bankStatement: true }),
    });
    expect(evidence.status).toBe(201);
    await page.reload();
    await heading(page, 'References');
    await page.goto(formUrl);
    await shown(page, 'Your application form is complete.');
    await shown(page, '100% complete');
    await page.getByRole('link', { name: 'Review and Apply' }).click();

    await heading(page, 'Required Fields');
    const apply = page.getByRole('button', { name: 'APPLY FOR LOAN' });
    await expect.poll(() => apply.isEnabled(), screenWait).toBe(true);
    await apply.click();
    await shown(page, 'Your loan application is complete! Please wait while we process it!');
    await page.getByRole('button', { name: 'Close' }).click();
    await shown(page, 'Your application is successfully updated');

    // In process: a second application is refused.
    await page.goto(`${baseUrl}/#/loan-application/product`);
    await shown(
      page,
      'Sorry! Your loan application is under process and you won’t be able to apply for a new loan.',
    );
  });
});
