import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A Chromium for the journeys; `args` adds switches for one journey (a fake camera) to the usual ones. */
export async function launchBrowser({ args = [] }: { args?: readonly string[] } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...args,
    ],
  });
}

export type TrackedPage = { context: BrowserContext; page: Page; consoleErrors: string[] };

/** Where the journeys' phone is (Mumbai), for the location the app sends after sign-in. */
export const mumbai = { latitude: 19.076, longitude: 72.8777 };

/**
 * A phone-sized page whose console errors and uncaught exceptions are collected for assertions.
 * Location is granted unless `location: 'ask'`, so the permission modal shows only in the
 * journey about it.
 */
export async function openPage(
  browser: Browser,
  { location = 'granted' }: { location?: 'granted' | 'ask' } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    locale: 'en-IN',
    ...(location === 'granted' ? { permissions: ['geolocation'], geolocation: mumbai } : {}),
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** The computed background colour of an element as #rrggbb. */
export async function backgroundHex(page: Page, selector: string): Promise<string> {
  const rgb = await page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  const [r, g, b] = (rgb.match(/\d+/g) ?? []).map(Number);
  return `#${[r, g, b].map((channel) => (channel ?? 0).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}
