import type { Page } from 'playwright-core';

import type { Screen } from './screens.ts';

/** Until the short link is in its field (the link shortener answered). */
const linkShown = async (page: Page) => {
  await page.waitForFunction(() =>
    Boolean(document.querySelector<HTMLInputElement>('main input[readonly]')?.value.includes('/links/r/')),
  );
};

/**
 * The referral screen (spec 002 §2, route referralLink), reached from home: the link with 'Copy
 * link', and the same after copying ('Refer Link Copied!').
 */
export const referralScreens: Screen[] = [
  { name: 'referral', visitor: 'applicant', path: '/referralLink', prepare: linkShown },
  {
    name: 'referral-copied',
    visitor: 'applicant',
    path: '/referralLink',
    async prepare(page) {
      await linkShown(page);
      await page.locator('main button.MuiButton-contained').click();
      await page.locator('main [role=status]').waitFor();
    },
  },
];
