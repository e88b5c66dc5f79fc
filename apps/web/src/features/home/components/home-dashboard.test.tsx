// @vitest-environment happy-dom
import { loansPaths } from '@kredo/contract/loans';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { androidDevKeys } from '../../../lib/android-bridge-simulator';
import { changeLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { sessionKeys } from '../../../lib/session';
import { makeJwt } from '../../../test/jwt';
import { renderApp } from '../../../test/render-app';
import { stubFetch } from '../../../test/stub-fetch';
import { userStatusOf } from '../../../test/user-status';

const userId = '9a1c2e4e-1c1d-4f7a-9a51-6a0d8e1f2b3c';

/** A loan of the loans call in one state; only the state matters to home. */
function loanIn(status: string) {
  return {
    loan_id: `L-${status}`,
    is_rloc: false,
    lender_info: { name: 'Kaveri Capital', iconUrl: null, email: 'care@kaveri.example', phoneNumber: null },
    state: {
      loan_detail: {
        loanDetail: {
          loanId: `L-${status}`,
          lenderId: 176,
          lenderLoanAcctId: null,
          status,
          amount: 5_000_000,
          tenureMonths: 12,
          emiAmount: 541_667,
          emiStartDate: '2026-01-05',
          disbursalDate: '2025-12-01',
          brokenInterest: 0,
          processingFee: 0,
          processingFeeGst: 0,
          convenienceFee: 0,
          convenienceFeeGst: 0,
          convenienceFeePct: 0,
          minConvenienceFee: 0,
          interestPercent: 30,
          nachStatus: null,
          bankAccounts: [],
          repaymentAccountDetails: null,
        },
      },
    },
    cd: '2025-12-01T00:00:00.000Z',
    is_expired: false,
    is_closed: status !== 'DISBURSED',
    tags: [],
    repayment_schedules: [],
    bills: [],
    available_limit: null,
    soa_txns: [],
    due: null,
    credit_line: null,
  };
}

type Situation = { latest: string | null; percent?: number; loans?: string[] };

/** Signed in; the status call answers `latest` (and the form's completion), the loans call `loans`. */
function signedIn({ latest, percent, loans = [] }: Situation) {
  localStorage.setItem(sessionKeys.accessToken, makeJwt({ sub: userId, exp: 4_000_000_000 }));
  localStorage.setItem(sessionKeys.userId, userId);
  const base = userStatusOf(userId, { latestStatus: latest });
  const status =
    percent === undefined
      ? base
      : {
          ...base,
          userStatus: {
            ...base.userStatus,
            completionDetails: {
              completePages: ['GET_STARTED', 'PERSONAL', 'RESIDENCE'],
              v3CompletePages: ['GET_STARTED', 'PERSONAL'],
              percent,
              v3Percent: 33,
              resumeAt: 'EMPLOYMENT',
              v3ResumeAt: 'RESIDENCE',
            },
          },
        };
  return stubFetch((call) =>
    call.url.endsWith(loansPaths.userLoans)
      ? Response.json({ loans: loans.map(loanIn) })
      : Response.json(status),
  );
}

/** Home's card: its heading, and its one button with where it leads. */
async function dashboard(path = '/healwise') {
  await renderApp(path);
  const card = await screen.findByRole('region', { name: 'Your application' });
  const links = within(card).queryAllByRole('link');
  return {
    title: within(card).getByRole('heading', { level: 2 }).textContent,
    next: links.map((link) => [link.textContent, link.getAttribute('href')]),
    card,
  };
}

afterEach(async () => {
  await changeLanguage('en');
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

describe('home dashboard', () => {
  it.each<[string, Situation, string, [string, string]]>([
    [
      'before any application',
      { latest: null },
      'Get a loan in a few steps',
      ['Apply Loan', '/healwise/loan-application'],
    ],
    [
      'while the form is being filled',
      { latest: null, percent: 38 },
      'Your application is 38% complete',
      ['Continue application', '/healwise/loan-application'],
    ],
    [
      'once submitted (INITIATED)',
      { latest: 'INITIATED' },
      'Your application is being processed',
      ['View application status', '/healwise/application-status'],
    ],
    [
      'while information is missing',
      { latest: 'INCOMPLETE_INFO' },
      'More information is needed',
      ['Finish corrections', '/healwise/incomplete-info'],
    ],
    [
      'once approved',
      { latest: 'APPROVED' },
      'Your loan is approved',
      ['Review offer', '/healwise/application-status'],
    ],
    [
      'while the offer waits for consent',
      { latest: 'CUST_CONSENT_PENDING' },
      'Your loan is approved',
      ['Review offer', '/healwise/application-status'],
    ],
    [
      'after a rejection',
      { latest: 'REJECTED' },
      'Your last application was not approved',
      ['Apply Loan', '/healwise/loan-application'],
    ],
    [
      'after a cancellation',
      { latest: 'CANCELLED' },
      'Your last application was cancelled',
      ['Apply Loan', '/healwise/loan-application'],
    ],
    [
      'with a loan running',
      { latest: 'DISBURSED', loans: ['DISBURSED'] },
      'Your loan is active',
      ['My Loans', '/healwise/loans'],
    ],
  ])(
    '%s: says where the application stands and offers the one next step',
    async (_, situation, title, next) => {
      signedIn(situation);
      const shown = await dashboard();
      expect(shown.title).toBe(title);
      expect(shown.next).toEqual([next]);
      // The greeting stays, and My Loans is always there.
      expect(screen.getByRole('heading', { level: 1, name: 'Hello, Asha Verma' })).toBeTruthy();
      expect(screen.getAllByRole('link', { name: 'My Loans' })).toHaveLength(1);
    },
  );

  it('says a repaid loan is closed, from the loans call, and offers a new application', async () => {
    signedIn({ latest: 'DISBURSED', loans: ['CLOSED'] });
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your loan is closed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply Loan' }).getAttribute('href')).toBe('/loan-application');
  });

  it('asks for the loans only once an application has been disbursed', async () => {
    const calls = signedIn({ latest: 'APPROVED' });
    await dashboard('/');
    expect(calls.some((call) => call.url.endsWith(loansPaths.userLoans))).toBe(false);
  });

  it("shows the form's completion as a bar", async () => {
    signedIn({ latest: null, percent: 38 });
    const { card } = await dashboard();
    const bar = within(card).getByRole('progressbar', { name: 'Application form completed' });
    expect(bar.getAttribute('aria-valuenow')).toBe('38');
  });

  it("leaves continuing the form to a partner's Android app, as it does Apply Loan", async () => {
    localStorage.setItem(androidDevKeys.apiVersion, '208');
    signedIn({ latest: null, percent: 38 });
    const shown = await dashboard();
    expect(shown.title).toBe('Your application is 38% complete');
    expect(shown.next).toEqual([]);
    expect(screen.getByRole('link', { name: 'My Loans' })).toBeTruthy();
  });

  it('says it in Hindi', async () => {
    await changeLanguage('hi');
    signedIn({ latest: 'INCOMPLETE_INFO' });
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 2, name: 'और जानकारी चाहिए' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सुधार पूरे करें' })).toBeTruthy();
  });
});
