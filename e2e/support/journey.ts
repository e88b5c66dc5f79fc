import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

import { launchBrowser, openPage, type TrackedPage } from './browser.ts';
import { unexpectedConsoleErrors } from './sign-in.ts';

/**
 * One Chromium for a file's journeys (with any extra switches it is launched with) and a fresh
 * phone-sized page for each. After each journey the page's console must hold no errors but the
 * HTTP refusals the journey said to expect. A failed journey prints where its page was and what it
 * showed, so a failure in CI can be read without a rerun.
 */
export function journeyBrowser(launch?: Parameters<typeof launchBrowser>[0]) {
  let browser: Browser | undefined;
  let tracked: TrackedPage | undefined;
  let expectedStatuses: number[] = [];

  beforeAll(async () => {
    browser = await launchBrowser(launch);
  });
  afterAll(() => browser?.close());
  afterEach(async (context) => {
    const finished = tracked;
    const allowed = expectedStatuses;
    tracked = undefined;
    expectedStatuses = [];
    if (!finished) return;
    if (context.task.result?.state === 'fail') await describePage(finished.page);
    await finished.context.close();
    expect(unexpectedConsoleErrors(finished.consoleErrors, allowed)).toEqual([]);
  });

  return {
    async open(options?: Parameters<typeof openPage>[1]): Promise<TrackedPage> {
      if (!browser) throw new Error('journeyBrowser() must be called inside a describe block');
      tracked = await openPage(browser, options);
      return tracked;
    },
    /** HTTP statuses this journey expects Chromium to report on the console. */
    expectStatuses(...statuses: number[]): void {
      expectedStatuses = statuses;
    },
  };
}

/** The page's address, headings and first lines of text, on stderr. */
async function describePage(page: Page): Promise<void> {
  try {
    const text = await page.locator('body').innerText({ timeout: 2_000 });
    const headings = await page.getByRole('heading', { level: 1 }).allInnerTexts();
    console.error(
      `The page at failure: ${page.url()}\nheadings: ${JSON.stringify(headings)}\n${text.slice(0, 1_500)}`,
    );
  } catch (error) {
    console.error(`The page at failure could not be read: ${String(error)}`);
  }
}
