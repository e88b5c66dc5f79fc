import type { Browser, BrowserContext, Page } from 'playwright-core';

import { mumbai } from '../browser.ts';
import type { Borrower } from './borrowers.ts';
import type { GoldBorrower } from './gold-visitors.ts';
import type { InsuranceBorrower } from './insurance-visitors.ts';
import type { LoanBorrower } from './loan-borrowers.ts';
import { changeOpportunity } from './offer-visitors.ts';
import type { Screen, Visitor } from './screens.ts';

export type Language = 'en' | 'hi';

/** Long screens are saved down to this height, so the files stay small. */
const tallestShot = 2400;

/**
 * One language's visit: its own browser context and page, as the borrower's phone would be, and
 * which visitor it is signed in as. The two languages' visits check each screen side by side.
 */
export type Visit = {
  language: Language;
  context: BrowserContext;
  page: Page;
  signedInAs: Visitor | undefined;
  lastPrepared: boolean;
};

/** A 360 x 800 phone in the language, at Mumbai, its first page the landing. */
export async function openVisit(browser: Browser, baseUrl: string, language: Language): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    deviceScaleFactor: 1,
    locale: language === 'hi' ? 'hi-IN' : 'en-IN',
    permissions: ['geolocation'],
    geolocation: mumbai,
  });
  await context.addInitScript((chosen) => {
    try {
      localStorage.setItem('kredo.language', chosen);
    } catch {
      // about:blank has no storage.
    }
  }, language);
  // A control or screen that never comes fails its screen, not the whole run.
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/#/`);
  return { language, context, page, signedInAs: undefined, lastPrepared: false };
}

/** Opens the screen as its visitor: a fresh load when the session or the screen's state changes. */
export async function open(
  visit: Visit,
  screen: Screen,
  baseUrl: string,
  visitor: (Borrower & Partial<LoanBorrower> & Partial<GoldBorrower> & Partial<InsuranceBorrower>) | null,
) {
  const { page, language } = visit;
  const origin = visitor?.baseUrl ?? baseUrl;
  const path = screen.path
    .replace(':loanId', encodeURIComponent(visitor?.loanId ?? ''))
    .replace(':paymentId', encodeURIComponent(visitor?.paymentId ?? ''))
    .replace(':goldOrderId', encodeURIComponent(visitor?.goldOrderId ?? ''))
    .replace(':insuranceOrderId', encodeURIComponent(visitor?.insuranceOrderId ?? ''));
  const url = `${origin}/#${path}`;
  const changed =
    screen.prepare !== undefined || screen.opportunity !== undefined || screen.answers !== undefined;
  await page.unrouteAll({ behavior: 'wait' });
  if (screen.opportunity) await changeOpportunity(page, screen.opportunity);
  if (screen.answers) await screen.answers(page);
  if (visit.signedInAs !== screen.visitor || changed || visit.lastPrepared) {
    const session = visitor ? { token: visitor.token, userId: visitor.userId } : null;
    // The session is stored at the visitor's server: a page of its origin first.
    if (new URL(page.url()).origin !== origin) await page.goto(`${origin}/healthz`);
    await page.evaluate((stored) => {
      if (stored) {
        localStorage.setItem('kredo.accessToken', stored.token);
        localStorage.setItem('kredo.userId', stored.userId);
      } else {
        localStorage.removeItem('kredo.accessToken');
        localStorage.removeItem('kredo.userId');
      }
    }, session);
    // A fresh document: a hash change alone would let the previous session's screen move the
    // app on (to its own step) before the new session is read.
    await page.goto('about:blank');
    await page.goto(url);
    visit.signedInAs = screen.visitor;
  } else await page.goto(url);
  visit.lastPrepared = changed;
  await drawn(page, language);
  if (screen.prepare) {
    await screen.prepare(page);
    await drawn(page, language);
  }
}

/** The screen's shot, down to the tallest kept. */
export async function save(visit: Visit, path: string) {
  const { page } = visit;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.screenshot({
    path,
    fullPage: true,
    clip: { x: 0, y: 0, width: 360, height: Math.min(Math.max(height, 800), tallestShot) },
  });
}

/** Until the screen's h1 is shown and nothing on it is still loading. */
export async function drawn(page: Page, language: string) {
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 15_000 });
  // Colours caught mid-transition (a button fading from disabled to enabled) are not the
  // screen's: the checks and the shots see each element in its settled style.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language, { timeout: 10_000 });
  await page
    .waitForFunction(
      () =>
        !document.querySelector(
          // A status message (an alert) is content, not a loader.
          '.MuiCircularProgress-root, .MuiSkeleton-root, [role=status][aria-label]:not(.MuiAlert-root) svg',
        ),
      null,
      { timeout: 10_000, polling: 100 },
    )
    // A spinner that stays (a provider the sandbox keeps down) is part of the screen.
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
