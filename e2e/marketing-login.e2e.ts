import { describe, expect, it } from 'vitest';

import { sharedBaseUrl } from './support/base-url.ts';
import { expectNoAxeViolations } from './support/browser.ts';
import { journeyBrowser } from './support/journey.ts';
import { demoBorrower, enterOtp, requestOtp, screenWait, clearOtpLimits } from './support/sign-in.ts';

const baseUrl = sharedBaseUrl();

describe('marketing login and loan facts', () => {
  const journey = journeyBrowser();

  it('shows testimonials, the priced example and the lender at sl, then signs the demo borrower in there', async () => {
    const { page } = await journey.open();
    await clearOtpLimits(baseUrl);

    await page.goto(`${baseUrl}/#/sl?pan=${demoBorrower.pan}&mobile=${demoBorrower.mobile}`);

    await expect
      .poll(
        () => page.getByRole('heading', { level: 2, name: 'Loans that fit your month' }).count(),
        screenWait,
      )
      .toBe(1);
    const testimonials = page.getByRole('region', { name: 'What borrowers say' });
    expect(await testimonials.getByRole('figure').count()).toBe(3);
    const sample = page.getByRole('region', { name: 'What a loan costs' });
    expect(await sample.textContent()).toContain('₹5,416.67 (last EMI ₹5,416.63)');
    // Both fees every offer charges count, as the KFS of such an offer states the APR.
    expect(await sample.textContent()).toContain('₹250 + ₹45 GST');
    expect(await sample.textContent()).toContain('57.73%');
    const lender = page.getByRole('region', { name: 'Loan Provided By' });
    expect(await lender.textContent()).toContain('Sahyadri Finance Private Limited');
    expect(await page.getByRole('region', { name: 'About Kredo' }).count()).toBe(1);
    await page.getByLabel('PAN').waitFor();
    await expectNoAxeViolations(page);

    await enterOtp(page, await requestOtp(page, baseUrl, 'Generate Otp'), 'Sign In');
    expect(page.url()).toBe(`${baseUrl}/#/`);
  });

  it("co-brands a partner's login page and names its lender below the sign-in", async () => {
    const { page } = await journey.open();

    await page.goto(`${baseUrl}/#/healwise`);

    await expect
      .poll(() => page.getByTestId('co-brand').textContent(), screenWait)
      .toContain('Powered by Kredo');
    await page.getByLabel('PAN').waitFor();
    // The loan facts are below the fold, downloaded only as the borrower scrolls towards them.
    const lender = page.getByRole('region', { name: 'Loan Provided By' });
    expect(await lender.count()).toBe(0);
    await page.mouse.wheel(0, 2000);
    await lender.waitFor();
    expect(await lender.textContent()).toContain('Kaveri Capital Limited');
    expect(await page.getByRole('region', { name: 'What a loan costs' }).textContent()).toContain('57.73%');
    await expectNoAxeViolations(page);
  });
});
