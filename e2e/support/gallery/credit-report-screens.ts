import type { Page } from 'playwright-core';

import type { Screen } from './screens.ts';

/**
 * The borrower generates their credit report, consent ticked, unless the other language's visit
 * already did (a report under a week old is not pulled again); then its gauge is drawn.
 */
async function generateCreditReport(page: Page) {
  const consent = page.locator('form input[type="checkbox"]');
  if ((await consent.count()) > 0) {
    await consent.check();
    await page.locator('form button[type="submit"]').click();
  }
  await page.locator('[data-part="needle"]').waitFor();
}

/** The approved borrower's credit report (spec 002 §2): the gauge and blocks, then 'Know more'. */
export const creditReportScreens: Screen[] = [
  {
    name: 'credit-report',
    visitor: 'approved',
    path: '/creditReport',
    prepare: generateCreditReport,
  },
  {
    name: 'credit-report-know-more',
    visitor: 'approved',
    path: '/creditReport',
    async prepare(page) {
      await generateCreditReport(page);
      // The first parameter's 'Know more'.
      await page.locator('section li button').first().click();
      await page.locator('[role="dialog"]').waitFor();
    },
  },
];
