import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import type { IncompleteInfoSubStatus } from '@kredo/domain/incomplete-info';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sharedBaseUrl } from './support/base-url.ts';
import { launchBrowser } from './support/browser.ts';
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
import {
  isGoldVisitor,
  makeGoldVisitors,
  type GoldBorrower,
  type GoldVisitor,
} from './support/gallery/gold-visitors.ts';
import { writeIndexPage } from './support/gallery/index-page.ts';
import {
  isInsuranceVisitor,
  makeInsuranceVisitors,
  type InsuranceBorrower,
  type InsuranceVisitor,
} from './support/gallery/insurance-visitors.ts';
import { knownProblems } from './support/gallery/known-problems.ts';
import {
  isLoanVisitor,
  makeLoanVisitors,
  type LoanBorrower,
  type LoanVisitor,
  type LoanVisitors,
} from './support/gallery/loan-borrowers.ts';
import { makeOfferVisitors } from './support/gallery/offer-visitors.ts';
import { fileNameOf, screens, type Screen, type Visitor } from './support/gallery/screens.ts';
import { open, openVisit, save, type Visit } from './support/gallery/visits.ts';
import { clearOtpLimits } from './support/sign-in.ts';

/**
 * The screen gallery (docs/gallery.md): every borrower screen at 360 x 800 in English and Hindi,
 * saved to docs/gallery/<language>/, each checked with axe (no serious or critical violation),
 * for touch targets of at least 44 x 44 px, and for a focus order that runs down the screen.
 */
const baseUrl = sharedBaseUrl();
const galleryDir = fileURLToPath(new URL('../docs/gallery/', import.meta.url));
const languages = ['en', 'hi'] as const;

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
  Record<
    Language,
    Record<Exclude<Visitor, 'nobody' | LoanVisitor | GoldVisitor | InsuranceVisitor>, Borrower>
  >
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
  /** The gold area's borrowers (both languages share them), made when one of their screens is shown. */
  let gold: Promise<Record<GoldVisitor, GoldBorrower>> | undefined;
  /**
   * Insurance's borrower, made when its first screen is shown: the clock moves minutes for the
   * insurer to issue a policy, which no screen before it is then waiting on.
   */
  let insurance: Promise<Record<InsuranceVisitor, InsuranceBorrower>> | undefined;
  // GALLERY_ONLY=<pattern of file names> runs some screens (docs/gallery.md).
  const only = process.env.GALLERY_ONLY ? new RegExp(process.env.GALLERY_ONLY) : undefined;
  const shown = screens.filter((screen) => !only || only.test(fileNameOf(screen)));
  /** Each language's phone: the two check every screen side by side. */
  const visits: Visit[] = [];

  beforeAll(async () => {
    await Promise.all(languages.map((language) => mkdir(`${galleryDir}${language}`, { recursive: true })));
    await clearOtpLimits(baseUrl);
    [browser, visitors] = await Promise.all([launchBrowser(), makeVisitors()]);
    for (const language of languages) visits.push(await openVisit(browser, baseUrl, language));
    // The loans' own server and borrowers (both languages share them), only when one of their
    // screens is shown. They are made while the screens before theirs are checked, not beside the
    // other borrowers: a second server starting on two busy cores kept this server's penny drops
    // from settling in time. A failure fails the loans' screens only.
    if (shown.some((screen) => isLoanVisitor(screen.visitor))) {
      loans = makeLoanVisitors();
      loans.catch(() => undefined);
    }
    // Gold's borrowers buy at the gateway: made once the loans' are, while the screens before
    // theirs are checked, so the first screens (a sign-in code among them) do not share the two
    // cores with three borrowers' sign-ups and purchases. A failure fails the gold screens only.
    if (shown.some((screen) => isGoldVisitor(screen.visitor))) {
      const after = loans
        ? loans.then(
            () => undefined,
            () => undefined,
          )
        : Promise.resolve();
      gold = after.then(() => makeGoldVisitors(baseUrl));
      gold.catch(() => undefined);
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(visits.map((visit) => visit.context.close()));
    await browser?.close();
    await (await loans?.catch(() => undefined))?.stop();
    await writeIndexPage(`${galleryDir}index.html`, screens, findingsByFile, new Date().toISOString());
  });

  /** The screen's visitor, with the server it lives on and the ids its address names. */
  async function visitorOf(
    language: Language,
    screen: Screen,
  ): Promise<(Borrower & Partial<LoanBorrower> & Partial<GoldBorrower> & Partial<InsuranceBorrower>) | null> {
    if (screen.visitor === 'nobody') return null;
    if (isLoanVisitor(screen.visitor)) return (await loans!).visitors[screen.visitor];
    if (isGoldVisitor(screen.visitor)) return (await gold!)[screen.visitor];
    if (isInsuranceVisitor(screen.visitor))
      return (await (insurance ??= makeInsuranceVisitors(baseUrl)))[screen.visitor];
    return visitors[language][screen.visitor];
  }

  /** Opens, saves and checks one screen in one language; answers what is wrong with it, or ''. */
  async function check(visit: Visit, screen: Screen): Promise<string> {
    const { page, language } = visit;
    const file = fileNameOf(screen);
    await open(visit, screen, baseUrl, await visitorOf(language, screen));
    const landsOn = screen.landsOn ?? screen.path.split('?')[0];
    const hash = new URL(page.url()).hash.split('?')[0];
    if (hash !== `#${landsOn}`)
      return `${language} ${file}: the screen's address is ${hash}, not #${landsOn}`;
    await save(visit, `${galleryDir}${language}/${file}.png`);
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
    return unexpected.length === 0 ? '' : `${language} ${file} (#${screen.path}):\n${unexpected.join('\n')}`;
  }

  for (const screen of screens) {
    const file = fileNameOf(screen);
    if (only && !only.test(file)) continue;
    // The first of the loans' or gold's screens may wait for their borrowers (about 30 s).
    const timeout =
      isLoanVisitor(screen.visitor) || isGoldVisitor(screen.visitor) || isInsuranceVisitor(screen.visitor)
        ? 150_000
        : 90_000;
    it(`${file}`, { timeout }, async () => {
      const outcomes =
        screen.name === 'otp'
          ? // One code per number each 30 s: the languages ask for theirs one after the other.
            await visits.reduce<Promise<string[]>>(async (done, visit) => {
              const before = await done;
              if (before.length > 0) await clearOtpLimits(baseUrl);
              return [...before, await check(visit, screen)];
            }, Promise.resolve([]))
          : await Promise.all(visits.map((visit) => check(visit, screen)));
      expect(outcomes.filter(Boolean).join('\n\n')).toBe('');
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
