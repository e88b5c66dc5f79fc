import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { sharedBaseUrl } from './support/base-url.ts';
import { journeyBrowser } from './support/journey.ts';
import {
  answerEligibility,
  choose,
  fillAddress,
  heading,
  signUpNewBorrower,
} from './support/loan-journey.ts';
import { screenWait } from './support/sign-in.ts';

const baseUrl = sharedBaseUrl();
const enter = 'Please enter this to continue the application';
const select = 'Please select this to continue the application';

/** A field, what is typed into it, and the message it must then show under it (spec 000 §5). */
type Row = readonly [label: string | RegExp, value: string, message: string];

type Attempt = {
  screen: string;
  title: string;
  /** Good answers to the rest, so that the server's own checks are reached. */
  prepare?: (page: Page) => Promise<void>;
  rows: readonly Row[];
};

/** A field by its label, required (' *') or not. */
const field = (page: Page, label: string | RegExp) =>
  page.getByLabel(
    typeof label === 'string'
      ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`)
      : label,
  );

/** The message under a field: the helper text its input is described by. */
async function messageUnder(page: Page, label: string | RegExp): Promise<string> {
  const input = field(page, label);
  const describedBy = await input.getAttribute('aria-describedby');
  return describedBy ? page.locator(`[id="${describedBy}"]`).innerText() : '';
}

const attempts: readonly Attempt[] = [
  {
    screen: 'personal',
    title: 'Personal Details',
    rows: [
      ['Full Name', 'A', 'Please enter a valid Full Name'],
      ["Mother's Name", '   ', enter],
      ["Father's or Spouse's Name", 'Suresh 9', "Please enter a valid Father's or Spouse's Name"],
    ],
  },
  {
    screen: 'personal',
    title: 'Personal Details',
    prepare: async (page) => {
      await page.getByRole('radio', { name: 'Female', exact: true }).check();
      await choose(page, 'Relationship Status', 'Single');
      await page.getByLabel('Full Name').fill('Kavya Iyer');
      await page.getByLabel("Mother's Name").fill('Lakshmi Iyer');
      await page.getByLabel("Father's or Spouse's Name").fill('Suresh Iyer');
    },
    // The fourth letter of a PAN says who holds it, and D is no holder (spec 000 §5.1).
    rows: [['PAN Number', 'ABCDE1234F', 'Please enter a valid PAN number']],
  },
  {
    screen: 'residence',
    title: 'Residence Details',
    rows: [
      ['Current Pincode', '05600', 'Pin Code must be of Length 6'],
      ['Current House/Flat No.', '', enter],
      ['Current Street', 'ab', 'Please enter a valid Current Street'],
      ['Permanent Locality', 'Rd', 'Please enter a valid Permanent Locality'],
      ['Staying Since', '2099-01-01', "Entered date should not be after today's date"],
    ],
  },
  {
    screen: 'residence',
    title: 'Residence Details',
    prepare: async (page) => {
      await choose(page, 'Resident Type', 'Own House');
      await fillAddress(page, 'Current', '560001');
      await fillAddress(page, 'Permanent', '110001');
    },
    rows: [
      // Born 1994-03-10: staying since before that is refused by the server.
      ['Staying Since', '1990-01-01', 'Entered date should not be less than DOB'],
      // Well formed, but no post office has it.
      ['Permanent Pincode', '999999', 'Please Enter Valid Pincode'],
    ],
  },
  {
    screen: 'employment',
    title: 'Employment Details',
    rows: [
      ['Designation', ' ', enter],
      ['Working Since', '2099-01-01', "Entered date should not be after today's date"],
      [
        'Total Work Experience (months)',
        '1200',
        'Please enter Total Work Experience (months) between 0 and 1199',
      ],
      ['Office Pincode', '12345', 'Pin Code must be of Length 6'],
      ['Work Email', 'kavya@infosys', 'Please enter a valid Work Email'],
    ],
  },
  {
    screen: 'loan-details',
    title: 'Loan Details',
    rows: [
      ['Loan Amount', '400001', 'Please enter Loan Amount between 25001 and 400000'],
      ['Disbursal Account Holder Name', '', enter],
      ['Disbursal IFSC', 'HDFC1234567', 'Wrong IFSC'],
      [/^Disbursal Account Number/, 'ab12', 'Please enter correct account number'],
    ],
  },
];

describe('application form messages', () => {
  const journey = journeyBrowser();

  it('shows the spec’s message under each field for each bad input', async () => {
    const { page } = await journey.open();
    journey.expectStatuses(400);
    await signUpNewBorrower(page, baseUrl, 'Kavya Iyer');
    await answerEligibility(page);
    await heading(page, 'Products');

    for (const attempt of attempts) {
      await page.goto(`${baseUrl}/#/loan-application/form/${attempt.screen}?productCode=PERSONAL_LOAN`);
      await heading(page, attempt.title);
      await attempt.prepare?.(page);
      for (const [label, value] of attempt.rows) await field(page, label).fill(value);
      await page.getByRole('button', { name: 'Continue' }).click();
      for (const [label, value, message] of attempt.rows)
        await expect
          .poll(() => messageUnder(page, label), { ...screenWait, message: `${String(label)} = '${value}'` })
          .toBe(message);
    }
    // Choices left empty say so too.
    await page.goto(`${baseUrl}/#/loan-application/form/loan-details?productCode=PERSONAL_LOAN`);
    await heading(page, 'Loan Details');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => messageUnder(page, 'Purpose'), screenWait).toBe(select);
  });
});
