import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import { chooseSandboxAccount, clearOtpLimits, outboxIds, readNewOtp, screenWait } from './sign-in.ts';

let people = 0;

export const heading = (page: Page, name: string) =>
  expect.poll(() => page.getByRole('heading', { level: 1, name }).count(), screenWait).toBe(1);
export const shown = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count(), screenWait).toBeGreaterThan(0);

/** The first screen after a reload: lazily loaded chunks and a server still busy with a clock another journey moved. */
const firstScreenWait = { timeout: 30_000, interval: 250 } as const;

/**
 * Opens `path` of the web app signed in with a session made over the API (token and user id in
 * local storage, as the sign-in leaves them, with any further `storage` items), and waits for its
 * first screen's heading.
 */
export async function openSignedIn(
  page: Page,
  baseUrl: string,
  session: { token: string; userId: string },
  path: string,
  storage: Record<string, string> = {},
): Promise<void> {
  await page.goto(`${baseUrl}/#/tips`);
  await page.evaluate(
    (items) => Object.entries(items).forEach(([key, value]) => localStorage.setItem(key, value)),
    { 'kredo.accessToken': session.token, 'kredo.userId': session.userId, ...storage },
  );
  // A fresh document: a hash change alone let the app still booting on #/tips put its own route
  // back over `path`.
  await page.goto('about:blank');
  await page.goto(`${baseUrl}/#${path}`);
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).count(), firstScreenWait)
    .toBeGreaterThan(0);
}

/** A new borrower: signs up with the sandbox Google account, verifies a fresh mobile and opens Apply Loan. */
export async function signUpNewBorrower(page: Page, baseUrl: string, name: string): Promise<string> {
  await clearOtpLimits(baseUrl);
  people += 1;
  const stamp = `${Date.now()}${people}`;
  const mobile = `8${stamp.slice(-9)}`;
  await page.goto(`${baseUrl}/#/`);
  await chooseSandboxAccount(page, `borrower.${stamp}@example.com`, name);
  await heading(page, 'Verify your mobile number');
  await page.getByLabel('Mobile Number', { exact: true }).fill(mobile);
  const seen = await outboxIds(baseUrl, mobile);
  await page.getByRole('button', { name: 'Send OTP', exact: true }).click();
  await page.getByLabel('OTP', { exact: true }).fill(await readNewOtp(baseUrl, mobile, seen));
  await page.getByRole('link', { name: 'Apply Loan' }).click();
  await heading(page, 'Basic Eligibility');
  return mobile;
}

export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function answerEligibility(
  page: Page,
  answers: { salaryMode?: string; income?: string; pincode?: string } = {},
) {
  await page.getByLabel('Date Of Birth').fill('10/03/1994');
  await page.getByLabel('Current Pincode').fill(answers.pincode ?? '560001');
  await page.getByRole('radio', { name: 'Salaried' }).check();
  await choose(page, 'Salary Mode', answers.salaryMode ?? 'Bank Transfer');
  await page.getByLabel('Work Experience (years)').fill('3');
  await page.getByLabel('Work Experience (months)').fill('4');
  await page.getByLabel('Net Monthly Income (₹)').fill(answers.income ?? '32000');
  await page.getByRole('button', { name: 'Check Eligibility' }).click();
}

/** Fills the five lines of an address, e.g. 'Current', 'Permanent' or 'Office'. */
export async function fillAddress(page: Page, label: string, pincode: string) {
  await page.getByLabel(`${label} House/Flat No.`).fill('12B');
  await page.getByLabel(`${label} Street`).fill('MG Road');
  await page.getByLabel(`${label} Locality`).fill('Shanthala Nagar');
  await page.getByLabel(`${label} Landmark`).fill('Near Metro Station');
  await page.getByLabel(`${label} Pincode`).fill(pincode);
}

/** The signed-in browser's session token, for the sandbox's own routes. */
export function browserToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('kredo.accessToken'));
}

/** The Education step's answers: a graduate, with this many dependents. */
export async function giveEducation(page: Page, dependents: string) {
  await heading(page, 'Education');
  await choose(page, 'Education', 'Graduate or Post Graduate');
  await page.getByLabel('Number of Dependents').fill(dependents);
}

/**
 * The Employment step's answers: Infosys picked from the company registry, its type, the
 * designation, a working-since date within the experience answered at eligibility, and the office.
 */
export async function giveEmployer(page: Page, designation: string) {
  await heading(page, 'Employment Details');
  await page.getByLabel('Company Name').fill('Info');
  await page.getByRole('option', { name: 'Infosys Limited' }).click();
  await choose(page, 'Company Type', 'Public Limited');
  await page.getByLabel('Designation').fill(designation);
  await page.getByLabel('Working Since').fill('02/01/2024');
  await fillAddress(page, 'Office', '560100');
}
