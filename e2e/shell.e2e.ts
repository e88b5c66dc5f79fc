import { defaultPartner, partners } from '@kredo/contract/partners';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { sharedBaseUrl } from './support/base-url.ts';

import {
  backgroundHex,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  type TrackedPage,
} from './support/browser.ts';

const baseUrl = sharedBaseUrl();

describe('app shell under each brand', () => {
  let browser: Browser;
  let tracked: TrackedPage;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  afterEach(async () => {
    expect(tracked.consoleErrors).toEqual([]);
    await tracked.context.close();
  });

  it('renders the default brand with its name, orange primary colour and footer', async () => {
    tracked = await openPage(browser);
    const { page } = tracked;
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => page.getByTestId('partner-name').textContent()).toBe(defaultPartner.displayName);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    expect(await backgroundHex(page, '[data-testid="app-bar"]')).toBe(defaultPartner.colors.primary);
    const footer = await page.getByRole('contentinfo').textContent();
    expect(footer).toContain(`© ${new Date().getFullYear()}`);
    expect(footer).not.toContain('In partnership with');
    await expectNoAxeViolations(page);
  });

  for (const partner of partners) {
    it(`renders #/${partner.id} with ${partner.displayName}'s name and primary colour`, async () => {
      tracked = await openPage(browser);
      const { page } = tracked;
      await page.goto(`${baseUrl}/#/${partner.id}`);
      await expect.poll(() => page.getByTestId('partner-name').textContent()).toBe(partner.displayName);
      expect(await backgroundHex(page, '[data-testid="app-bar"]')).toBe(partner.colors.primary);
      expect(await page.getByRole('contentinfo').textContent()).toContain(
        `In partnership with ${partner.displayName}`,
      );
      // The bullets tell the longest tenure of the products the partner reaches.
      const longest = partner.offer.tenureMonths.at(-1)!;
      expect(
        await page.getByText(new RegExp(`^Tenures (of|from) .*\\b${longest} months$`)).count(),
      ).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
    });
  }

  it('keeps the partner theme on a deeper route and shows the tips screen', async () => {
    tracked = await openPage(browser);
    const { page } = tracked;
    const partner = partners[0]!;
    await page.goto(`${baseUrl}/#/${partner.id}/tips`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Tips to Improve Your Kredo Credit Score');
    expect(await page.getByText('Pay your bills on time').count()).toBe(1);
    expect(await backgroundHex(page, '[data-testid="app-bar"]')).toBe(partner.colors.primary);
    await expectNoAxeViolations(page);
  });

  it("shows 'Page not found' for an unknown route", async () => {
    tracked = await openPage(browser);
    const { page } = tracked;
    await page.goto(`${baseUrl}/#/healwise/no/such/place`);
    await expect.poll(() => page.getByText('Page not found').count()).toBeGreaterThan(0);
  });

  it('shows the offline banner when the connection drops and the back-online one after', async () => {
    tracked = await openPage(browser);
    const { page, context } = tracked;
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => page.getByTestId('partner-name').count()).toBe(1);
    // The sign-in form arrives a frame after the landing; offline before then, its download
    // would fail and the console would hold that failure.
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'SignIn to your account' }).count())
      .toBe(1);
    await context.setOffline(true);
    await expect.poll(() => page.getByText('You are offline').count()).toBe(1);
    await context.setOffline(false);
    await expect.poll(() => page.getByText('You are back online').count()).toBe(1);
  });
});
