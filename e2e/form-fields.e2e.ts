import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { sharedBaseUrl } from './support/base-url.ts';
import { journeyBrowser } from './support/journey.ts';
import { signUpNewBorrower } from './support/loan-journey.ts';

const baseUrl = sharedBaseUrl();

/** Each visible label: its text, whether it is cut short, and whether it sits above its box. */
function labelsOf(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('label')]
      .filter((label) => label.htmlFor && label.getClientRects().length > 0)
      .map((label) => {
        const box = document.getElementById(label.htmlFor)?.getBoundingClientRect();
        const style = getComputedStyle(label);
        return {
          text: label.textContent ?? '',
          cut: label.scrollWidth > label.clientWidth + 1 || style.textOverflow === 'ellipsis',
          above: box !== undefined && label.getBoundingClientRect().bottom <= box.top + 1,
        };
      }),
  );
}

describe('form fields at 360 px', () => {
  const journey = journeyBrowser();

  it('take dates as DD/MM/YYYY and a mobile after a fixed +91 on the sign-in', async () => {
    const { page } = await journey.open();
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${baseUrl}/#/`);
    await page.getByRole('button', { name: 'Sign in with date of birth instead' }).click();

    const dob = page.getByLabel('Date Of Birth');
    await dob.pressSequentially('15051990');
    expect(await dob.inputValue()).toBe('15/05/1990');
    await dob.fill('1990-05-15');
    expect(await dob.inputValue()).toBe('15/05/1990');

    const mobile = page.getByLabel('Mobile Number');
    await mobile.pressSequentially('+91 98765 43210');
    expect(await mobile.inputValue()).toBe('98765 43210');
    expect(await page.getByText('+91', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Generate OTP' }).isEnabled()).toBe(true);
    for (const label of await labelsOf(page)) expect(label).toMatchObject({ cut: false, above: true });
  });

  it('draw the signed-in forms alike: labels above the box, wrapped, never cut short', async () => {
    const { page } = await journey.open();
    await page.setViewportSize({ width: 360, height: 800 });
    await signUpNewBorrower(page, baseUrl, 'Asha Rao');

    const labels = await labelsOf(page);
    expect(labels.map((label) => label.text)).toContain('Work Experience (years)');
    for (const label of labels) expect(label).toMatchObject({ cut: false, above: true });
    const dob = page.getByLabel('Date Of Birth');
    await dob.pressSequentially('10031994');
    expect(await dob.inputValue()).toBe('10/03/1994');
  });
});
