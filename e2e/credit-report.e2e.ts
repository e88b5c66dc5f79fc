import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { sharedBaseUrl } from './support/base-url.ts';
import { completeProfile, newBorrower, verifyMobile } from './support/gallery/borrowers.ts';
import { journeyBrowser } from './support/journey.ts';
import { openSignedIn } from './support/loan-journey.ts';
import { screenWait } from './support/sign-in.ts';

const baseUrl = sharedBaseUrl();

describe('the credit report', () => {
  const journey = journeyBrowser();

  it('is generated with consent from home, then drawn as a gauge with its blocks and the bureau', async () => {
    const borrower = await newBorrower(baseUrl, 'Kavya Menon');
    await verifyMobile(baseUrl, borrower);
    await completeProfile(baseUrl, borrower);
    const { page } = await journey.open();
    await openSignedIn(page, baseUrl, borrower, '/');

    await page.getByRole('link', { name: 'Credit Report' }).click();
    await expect
      .poll(
        () => page.getByText('Please generate your credit report before applying for a loan.').count(),
        screenWait,
      )
      .toBe(1);
    await page.getByRole('checkbox', { name: /I allow Kredo to fetch my credit report/ }).check();
    await page.getByRole('button', { name: 'Generate credit report' }).click();

    const gauge = page.getByRole('img', { name: /^Your credit score: \d+ out of 100, / });
    await expect.poll(() => gauge.count(), screenWait).toBe(1);
    const score = Number(/: (\d+) out of/.exec((await gauge.getAttribute('aria-label')) ?? '')?.[1]);
    expect(score).toBeGreaterThan(0);
    expect(score).toBeLessThanOrEqual(100);
    // Five segments and a needle drawn, the score in figures beneath.
    expect(await gauge.locator('[data-part="segment"]').count()).toBe(5);
    expect(await gauge.locator('[data-part="needle"]').count()).toBe(1);
    expect(await page.getByText(String(score), { exact: true }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Primary' }).getByRole('progressbar').count()).toBe(5);
    expect(await page.getByRole('table', { name: 'Credit Bureau' }).count()).toBe(1);
    if (process.env.JOURNEY_SHOTS)
      await page.screenshot({ path: join(tmpdir(), 'credit-report-journey.png'), fullPage: true });
  });
});
