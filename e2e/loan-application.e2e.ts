import { describe, expect, it } from 'vitest';

import { sharedBaseUrl } from './support/base-url.ts';
import { expectNoAxeViolations } from './support/browser.ts';
import { journeyBrowser } from './support/journey.ts';
import { answerEligibility, choose, heading, shown, signUpNewBorrower } from './support/loan-journey.ts';
import { screenWait } from './support/sign-in.ts';

const baseUrl = sharedBaseUrl();

describe('loan application', () => {
  const journey = journeyBrowser();

  it('shows each eligibility message, then takes an eligible borrower through the Required Fields forms', async () => {
    const { page } = await journey.open();
    journey.expectStatuses(400, 404);
    await signUpNewBorrower(page, baseUrl, 'Ravi Menon');
    await expectNoAxeViolations(page);

    // Every answer missing: 'Mandatory' and the work-experience message.
    await page.getByRole('button', { name: 'Check Eligibility' }).click();
    await shown(page, 'Mandatory');
    await shown(page, 'Please select work experience to continue');
    // Bad values: each field's own message.
    await page.getByLabel('Current Pincode').fill('056001');
    await page.getByLabel('Date Of Birth').fill('01/01/2010');
    await page.getByLabel('Net Monthly Income (₹)').fill('0');
    await page.getByRole('button', { name: 'Check Eligibility' }).click();
    await shown(page, 'Invalid Pincode');
    await shown(page, 'Age should be between 21 - 60');
    await shown(page, 'Invalid');
    // A well-formed pincode that no post office has.
    await answerEligibility(page, { pincode: '999999' });
    await shown(page, 'Please Enter Valid Pincode');
    await page.getByLabel('Current Pincode').fill('560001');
    await page.getByRole('button', { name: 'Check Eligibility' }).click();

    await heading(page, 'Products');
    for (const title of ['Mini Loan', 'Personal Loan', 'Credit Line'])
      expect(await page.getByRole('region', { name: title }).count()).toBe(1);
    // ₹32,000 is below the term loan's minimum income.
    expect(await page.getByRole('region', { name: 'Term Loan' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Apply for Mini Loan' }).click();

    // The mini loan's v3 form: six steps, no References and no Documents; it opens at Personal.
    await heading(page, 'Personal Details');
    const steps = page.getByRole('navigation', { name: 'Application steps' }).getByRole('link');
    expect((await steps.allInnerTexts()).map((text) => text.replace(/\s*\n+\s*/g, ' · '))).toEqual([
      'Get Started · Done',
      'Personal Info · To do',
      'Residence · To do',
      'Employment · To do',
      'Loan Amount and Tenure · To do',
      'Bank Statement · To do',
    ]);
    await shown(page, '17% complete');
    // The Required Fields checklist asks the same data category by category.
    await page.goto(`${baseUrl}/#/loan-application/application-field?productCode=MINI_LOAN`);
    await heading(page, 'Required Fields');
    const apply = page.getByRole('button', { name: 'APPLY FOR LOAN' });
    expect(await apply.isDisabled()).toBe(true);
    await page.getByRole('link', { name: /Personal Details/ }).click();

    await heading(page, 'Personal Details');
    expect(await page.getByLabel('Mobile Number').isDisabled()).toBe(true);
    await page.getByLabel('PAN Number').fill('BCDPM4321K');
    await page.getByRole('radio', { name: 'Male', exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await heading(page, 'Residence Details');
    await page.getByLabel('Current Street').fill('ab');
    await page.getByLabel('Staying Since').fill('01/01/2099');
    await page.getByRole('button', { name: 'Continue' }).click();
    await shown(page, 'Please enter a valid Current Street');
    await shown(page, 'Please select this to continue the application');
    await shown(page, "Entered date should not be after today's date");
    await choose(page, 'Resident Type', 'Own House');
    await page.getByLabel('Staying Since').fill('01/04/2019');
    await page.getByLabel('Current House/Flat No.').fill('12B');
    await page.getByLabel('Current Street').fill('MG Road');
    await page.getByLabel('Current Locality').fill('Shanthala Nagar');
    await page.getByLabel('Current Landmark').fill('Near Metro Station');
    await page.getByLabel('Current Pincode').fill('560001');
    await page.getByRole('button', { name: 'Continue' }).click();

    await heading(page, 'Employment Details');
    await page.getByLabel('Company Name').fill('Info');
    await page.getByRole('option', { name: 'Infosys Limited' }).click();
    await page.getByLabel('Designation').fill('Analyst');
    // Three years and four months in all: four years at this employer is refused.
    await page.getByLabel('Working Since').fill('04/01/2021');
    await page.getByRole('button', { name: 'Continue' }).click();
    await shown(page, 'Date Is Greater Then Total Experience');
    await page.getByLabel('Working Since').fill('02/01/2024');
    await page.getByRole('button', { name: 'Continue' }).click();

    await heading(page, 'Loan Details');
    await page.getByLabel('Loan Amount').fill('30000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await shown(page, 'Please enter Loan Amount between 15000 and 25000');
    await page.getByLabel('Loan Amount').fill('20000');
    await choose(page, 'Tenure (months)', '6 months');
    await page.getByRole('button', { name: 'Continue' }).click();

    await heading(page, 'Bank Details');
    await page.getByLabel('Disbursal Account Holder Name').fill('Ravi Menon');
    await page.getByLabel('Disbursal IFSC').fill('ABCD0123456');
    await shown(page, 'Incorrect IFSC code!');
    await page.getByLabel('Disbursal IFSC').fill('hdfc0000001');
    await shown(page, 'HDFC Bank, Kamala Mills Compound, Mumbai');
    await page.getByLabel(/^Disbursal Account Number/).fill('50100123456789');
    await page.getByLabel('Re-enter Disbursal Account Number').fill('50100123456780');
    await page.getByRole('button', { name: 'Continue' }).click();
    await shown(page, 'Bank Account Number Mismatched');
    await page.getByLabel('Re-enter Disbursal Account Number').fill('50100123456789');
    await page.getByRole('button', { name: 'Continue' }).click();

    // KYC offers its ways; documents are uploaded on their own screen: both still to do.
    await heading(page, 'KYC');
    await page.getByRole('link', { name: /^Aadhaar OKYC/ }).waitFor();
    await page.goto(
      `${baseUrl}/#/loan-application/application-field/user-form?productCode=MINI_LOAN&category=DOCUMENT_UPLOAD`,
    );
    await heading(page, 'Document Upload');
    await page.getByRole('button', { name: 'Continue' }).click();
    await shown(page, 'SELFIE REQUIRED');
    await page.goto(`${baseUrl}/#/loan-application/application-field?productCode=MINI_LOAN`);

    await heading(page, 'Required Fields');
    const states = async () =>
      Object.fromEntries(
        await Promise.all(
          [
            'Personal Details',
            'Residence Details',
            'Employment Details',
            'Loan Details',
            'Bank Details',
            'KYC',
          ].map(async (name) => [
            name,
            await page.getByRole('link', { name: new RegExp(`^${name}`) }).innerText(),
          ]),
        ),
      );
    await expect.poll(async () => (await states())['Bank Details'], screenWait).toContain('Complete');
    // A reload keeps every saved category and still waits for the documents.
    await page.reload();
    await heading(page, 'Required Fields');
    await expect.poll(async () => (await states())['Loan Details'], screenWait).toContain('Complete');
    expect((await states()).KYC).toContain('Incomplete');
    expect(await apply.isDisabled()).toBe(true);
  });

  it('tells a borrower whose area is not served so, on the eligibility page and in the form', async () => {
    const { page } = await journey.open();
    await signUpNewBorrower(page, baseUrl, 'Imran Lone');
    // Srinagar: Jammu & Kashmir is on the lenders' negative list.
    await answerEligibility(page, { pincode: '190001' });
    await heading(page, 'We are extremely sorry!');
    await shown(page, 'We are not yet serving your area. We will let you know when we do.');
    await page.goto(`${baseUrl}/#/loan-application/form?productCode=PERSONAL_LOAN`);
    await heading(page, 'Application Form');
    await shown(page, 'We are not yet serving your area. We will let you know when we do.');
  });

  it('tells a borrower paid in cash that they are not eligible', async () => {
    const { page } = await journey.open();
    await signUpNewBorrower(page, baseUrl, 'Sunita Rao');
    await answerEligibility(page, { salaryMode: 'Cash' });
    await heading(page, 'We are extremely sorry!');
    await shown(page, 'Sorry! You are not eligible for the loan. Please try again later!');
  });
});
