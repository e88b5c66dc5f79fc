import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

import { launchBrowser, openPage, type TrackedPage } from './browser.ts';
import { unexpectedConsoleErrors } from './sign-in.ts';

/**
 * One Chromium for a file's journeys (with any extra switches it is launched with) and a fresh
 * phone-sized page for each. After each journey the page's console must hold no errors but the
 * HTTP refusals the journey said to expect.
 */
export function journeyBrowser(launch?: Parameters<typeof launchBrowser>[0]) {
  let browser: Browser | undefined;
  let tracked: TrackedPage | undefined;
  let expectedStatuses: number[] = [];

  beforeAll(async () => {
    browser = await launchBrowser(launch);
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    const finished = tracked;
    const allowed = expectedStatuses;
    tracked = undefined;
    expectedStatuses = [];
    if (!finished) return;
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
