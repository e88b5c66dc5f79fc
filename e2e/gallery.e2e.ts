import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import type { IncompleteInfoSubStatus } from '@kredo/domain/incomplete-info';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { launchBrowser, mumbai } from './support/browser.ts';
import {
  applyForPersonalLoan,
  approve,
  askForInformation,
  completeProfile,
  newBorrower,
  underwriterToken,
  verifyMobile,
  type Borrower,
} from './support/gallery/borrowers.ts';
import {
  axeFindings,
  describeFinding,
  focusOrderFindings,
  touchTargetFindings,
} from './support/gallery/checks.ts';
import { writeIndexPage } from './support/gallery/index-page.ts';
import { knownProblems } from './support/gallery/known-problems.ts';
import {
  isLoanVisitor,
  makeLoanVisitors,
  type LoanBorrower,
  type LoanVisitor,
  type LoanVisitors,
} from './support/gallery/loan-borrowers.ts';
import { changeOpportunity, makeOfferVisitors } from './support/gallery/offer-visitors.ts';
import { fileNameOf, screens, type Screen, type Visitor } from './support/gallery/screens.ts';
import { clearOtpLimits } from './support/sign-in.ts';

/**
 * The screen gallery (docs/gallery.md): every borrower screen at 360 x 800 in English and Hindi,
 * saved to docs/gallery/<language>/, each checked with axe (no serious or critical violation),
 * for touch targets of at least 44 x 44 px, and for a focus order that runs down the screen.
 */
const baseUrl = inject('baseUrl');
const galleryDir = fileURLToPath(new URL('../docs/gallery/', import.meta.url));
const languages = ['en', 'hi'] as const;
/** Long screens are saved down to this height, so the files stay small. */
const tallestShot = 2400;

/** One item of each correction screen (packages/domain/src/incomplete-info.ts). */
const askedFor: IncompleteInfoSubStatus[] = [
  'BS_6M_MISSING',
  'SELFIE_UNCLEAR',
  'PAN_UNCLEAR',
  'LATEST_PAYSLIP_MISSING',
  'WORK_ADDR_INCOMPLETE',
  'RESI_ADDR_INCOMPLETE',
  'DIGILOCKER_OKYC',
  'AADHAAR_OKYC',
  'LOAN_REQUEST_INCOMPLETE',
  'NACH_BANK_DETAILS',
  'REFERENCES_INCOMPLETE',
  'AADHAAR_UNCLEAR',
];

async function appliedBorrower(name: string, then: (applicationId: string) => Promise<void>) {
  const borrower = await newBorrower(baseUrl, name);
  await verifyMobile(baseUrl, borrower);
  // A grey bureau score: the automatic decision refers the application to the underwriter.
  await completeProfile(baseUrl, borrower, '9992');
  const applicationId = await applyForPersonalLoan(baseUrl, borrower);
  await then(applicationId);
  return borrower;
}

type Language = (typeof languages)[number];

async function makeVisitors(): Promise<
  Record<Language, Record<Exclude<Visitor, 'nobody' | LoanVisitor>, Borrower>>
> {
  // One sign-in: the authenticator's code is taken once.
  const staff = await underwriterToken(baseUrl);
  const [unverified, applicant, incomplete, approved, offers, hindiSigning] = await Promise.all([
    newBorrower(baseUrl, 'Ravi Kumar'),
    (async () => {
      const borrower = await newBorrower(baseUrl, 'Kavya Iyer');
      await verifyMobile(baseUrl, borrower);
      await completeProfile(baseUrl, borrower);
      return borrower;
    })(),
    appliedBorrower('Meena Kumari', (id) => askForInformation(baseUrl, staff, id, askedFor)),
    appliedBorrower('Asha Verma', (id) => approve(baseUrl, staff, id)),
    makeOfferVisitors(baseUrl, staff),
    // A visit of the e-sign screen opens the signing transaction, which the hour the clock moves
    // for the next language's sign-in code would leave expired: each language signs its own.
    makeOfferVisitors(baseUrl, staff, ['offer-signing']),
  ]);
  const shared = { unverified, applicant, incomplete, approved, ...offers };
  return { en: shared, hi: { ...shared, ...hindiSigning } };
}

/** Until the screen's h1 is shown and nothing on it is still loading. */
async function drawn(page: Page, language: string) {
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

const findingsByFile = new Map<string, string[]>();
const knownSeen = new Set<string>();

function record(file: string, language: string, lines: string[]) {
  findingsByFile.set(file, [
    ...(findingsByFile.get(file) ?? []),
    ...lines.map((line) => `${language}: ${line}`),
  ]);
}

describe('screen gallery', () => {
  let browser: Browser | undefined;
  let visitors: Awaited<ReturnType<typeof makeVisitors>>;
  /** The loans' borrowers, made once the others are (see beforeAll); undefined when none is shown. */
  let loans: Promise<LoanVisitors> | undefined;
  // GALLERY_ONLY=<pattern of file names> runs some screens (docs/gallery.md).
  const only = process.env.GALLERY_ONLY ? new RegExp(process.env.GALLERY_ONLY) : undefined;
  const shown = screens.filter((screen) => !only || only.test(fileNameOf(screen)));

  beforeAll(async () => {
    await Promise.all(languages.map((language) => mkdir(`${galleryDir}${language}`, { recursive: true })));
    await clearOtpLimits(baseUrl);
    [browser, visitors] = await Promise.all([launchBrowser(), makeVisitors()]);
    // The loans' own server and borrowers (both languages share them), only when one of their
    // screens is shown. They are made while the screens before theirs are checked, not beside the
    // other borrowers: a second server starting on two busy cores kept this server's penny drops
    // from settling in time. A failure fails the loans' screens only.
    if (shown.some((screen) => isLoanVisitor(screen.visitor))) {
      loans = makeLoanVisitors();
      loans.catch(() => undefined);
    }
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await (await loans?.catch(() => undefined))?.stop();
    await writeIndexPage(`${galleryDir}index.html`, screens, findingsByFile, new Date().toISOString());
  });

  for (const language of languages) {
    describe(language, () => {
      let context: BrowserContext;
      let page: Page;
      let signedInAs: Visitor | undefined;
      let lastPrepared = false;

      beforeAll(async () => {
        context = await browser!.newContext({
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
        page = await context.newPage();
        await page.goto(`${baseUrl}/#/`);
        // One OTP is sent per language (the OTP screen); the sandbox allows one per 30 s.
        if (language !== languages[0]) await clearOtpLimits(baseUrl);
      });
      afterAll(() => context?.close());

      /** The screen's visitor, with the server it lives on and the ids its address names. */
      async function visitorOf(screen: Screen): Promise<(Borrower & Partial<LoanBorrower>) | null> {
        if (screen.visitor === 'nobody') return null;
        if (isLoanVisitor(screen.visitor)) return (await loans!).visitors[screen.visitor];
        return visitors[language][screen.visitor];
      }

      /** Opens the screen as its visitor: a fresh load when the session or the screen's state changes. */
      async function open(screen: Screen) {
        const visitor = await visitorOf(screen);
        const origin = visitor?.baseUrl ?? baseUrl;
        const path = screen.path
          .replace(':loanId', encodeURIComponent(visitor?.loanId ?? ''))
          .replace(':paymentId', encodeURIComponent(visitor?.paymentId ?? ''));
        const url = `${origin}/#${path}`;
        const changed = screen.prepare !== undefined || screen.opportunity !== undefined;
        await page.unrouteAll({ behavior: 'wait' });
        if (screen.opportunity) await changeOpportunity(page, screen.opportunity);
        if (signedInAs !== screen.visitor || changed || lastPrepared) {
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
          signedInAs = screen.visitor;
        } else await page.goto(url);
        lastPrepared = changed;
        await drawn(page, language);
        if (screen.prepare) {
          await screen.prepare(page);
          await drawn(page, language);
        }
      }

      async function save(file: string) {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.screenshot({
          path: `${galleryDir}${language}/${file}.png`,
          fullPage: true,
          clip: { x: 0, y: 0, width: 360, height: Math.min(Math.max(height, 800), tallestShot) },
        });
      }

      for (const screen of screens) {
        const file = fileNameOf(screen);
        if (only && !only.test(file)) continue;
        // The first of the loans' screens may wait for their borrowers (about 30 s).
        it(`${file}`, { timeout: isLoanVisitor(screen.visitor) ? 120_000 : 60_000 }, async () => {
          await open(screen);
          const landsOn = screen.landsOn ?? screen.path.split('?')[0];
          expect(new URL(page.url()).hash.split('?')[0], `${language} ${file}: the screen's address`).toBe(
            `#${landsOn}`,
          );
          await save(file);
          const lines = [
            ...(await axeFindings(page)),
            ...(await touchTargetFindings(page)),
            ...(await focusOrderFindings(page)),
          ].map(describeFinding);
          record(file, language, lines);
          const known = knownProblems[file] ?? [];
          const unexpected = lines.filter((line) => {
            const entry = known.find((pattern) => pattern.test(line));
            if (entry) knownSeen.add(`${file} ${String(entry)}`);
            return !entry;
          });
          expect(unexpected.join('\n'), `${language} ${file} (#${screen.path})`).toBe('');
        });
      }
    });
  }

  it.skipIf(only)('finds every known problem still there, so fixed ones leave the list', () => {
    const stale = Object.entries(knownProblems).flatMap(([file, entries]) =>
      entries
        .filter((entry) => !knownSeen.has(`${file} ${String(entry)}`))
        .map((entry) => `${file} ${String(entry)}`),
    );
    expect(stale).toEqual([]);
  });
});
