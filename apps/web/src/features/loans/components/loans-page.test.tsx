// @vitest-environment happy-dom
import { loansPaths } from '@kredo/contract/loans';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { sessionKeys } from '../../../lib/session';
import { makeJwt } from '../../../test/jwt';
import { renderApp } from '../../../test/render-app';
import { stubFetch } from '../../../test/stub-fetch';
import { userStatusOf } from '../../../test/user-status';

const userId = '9a1c2e4e-1c1d-4f7a-9a51-6a0d8e1f2b3c';

/** Signed in; the server answers the status call and the loans call, and records every call. */
function signedIn(loansAnswer: () => Response = () => Response.json({ loans: [] })) {
  localStorage.setItem(sessionKeys.accessToken, makeJwt({ sub: userId, exp: 4_000_000_000 }));
  localStorage.setItem(sessionKeys.userId, userId);
  return stubFetch((call) =>
    call.url.endsWith(loansPaths.userLoans)
      ? loansAnswer()
      : Response.json(userStatusOf(userId, { latestStatus: null })),
  );
}

afterEach(async () => {
  await changeLanguage('en');
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

describe('the loans list', () => {
  it("opens from home's My Loans and says the borrower has no loans, from the loans call", async () => {
    const calls = signedIn();
    await renderApp('/healwise');
    const myLoans = await screen.findByRole('link', { name: 'My Loans' });
    expect(myLoans.getAttribute('href')).toBe('/healwise/loans');
    // The loans screen's chunk loads on the way.
    await act(async () => {
      fireEvent.click(myLoans);
    });

    expect(await screen.findByText('You have no loans currently!')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My Loans' })).toBeTruthy();
    expect(screen.queryByText('Page not found')).toBeNull();
    const loansCall = calls.find((call) => call.url.endsWith(loansPaths.userLoans));
    expect(loansCall?.method).toBe('GET');
    expect(loansCall?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('is the same screen at /repaymentinfo, with or without the partner segment', async () => {
    for (const path of ['/repaymentinfo', '/jobpath/repaymentinfo', '/loans']) {
      signedIn();
      const { unmount } = await renderApp(path);
      expect(await screen.findByText('You have no loans currently!')).toBeTruthy();
      unmount();
      vi.unstubAllGlobals();
      queryClient.clear();
    }
  });

  it('says it in Hindi', async () => {
    await changeLanguage('hi');
    signedIn();
    await renderApp('/loans');
    expect(await screen.findByText('अभी आपका कोई लोन नहीं है!')).toBeTruthy();
  });

  it("names each loan's state in words, in English and Hindi", async () => {
    const loan = (id: string, status: string) => ({
      loan_id: id,
      is_rloc: false,
      lender_info: { name: 'Kredo Finance', iconUrl: null, email: 'care@kredo.example', phoneNumber: null },
      state: {
        loan_detail: {
          loanDetail: {
            loanId: id,
            lenderId: 1,
            lenderLoanAcctId: null,
            status,
            amount: 10_000_000,
            tenureMonths: 12,
            emiAmount: 1_000_000,
            emiStartDate: '2026-01-05',
            disbursalDate: '2025-12-01',
            brokenInterest: 0,
            processingFee: 0,
            processingFeeGst: 0,
            convenienceFee: 0,
            convenienceFeeGst: 0,
            convenienceFeePct: 0,
            minConvenienceFee: 0,
            interestPercent: 24,
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
    });
    const answer = () => Response.json({ loans: [loan('L-1', 'DISBURSED'), loan('L-2', 'PRE_CLOSED')] });
    signedIn(answer);
    const { unmount } = await renderApp('/loans');
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(screen.getByText('Closed early')).toBeTruthy();
    expect(screen.queryByText(/PRE.CLOSED|DISBURSED/)).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    queryClient.clear();

    await changeLanguage('hi');
    signedIn(answer);
    await renderApp('/loans');
    expect(await screen.findByText('समय से पहले बंद')).toBeTruthy();
    expect(screen.getByText('चालू')).toBeTruthy();
  });

  it('shows the error when the loans call fails', async () => {
    signedIn(() => Response.json({ code: 'INTERNAL', message: 'Something went wrong' }, { status: 500 }));
    await renderApp('/loans');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByText('You have no loans currently!')).toBeNull();
  });
});
