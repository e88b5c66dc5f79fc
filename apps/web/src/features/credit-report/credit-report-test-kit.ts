// What the credit report's tests share: a signed-in borrower, a report with overrides, and a
// server that answers the report's two calls and records each; session, cache and fetch end with
// the test.
import { creditReportPaths, type CreditReport } from '@kredo/contract/credit-report';
import { onTestFinished, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { sessionKeys } from '../../lib/session';
import { makeJwt } from '../../test/jwt';
import { stubFetch } from '../../test/stub-fetch';
import { userStatusOf } from '../../test/user-status';

export const userId = '1f7a3c2e-5b8d-4e6f-9a0b-2c4d6e8f0a1b';

export const noReport: CreditReport = {
  totalScore: null,
  Quantitative: null,
  Qualitative: null,
  bureau_data: null,
  generatedAt: null,
};

export function reportOf(overrides: Partial<CreditReport> = {}): CreditReport {
  return {
    totalScore: 62,
    Quantitative: {
      'Bureau Score': 'EXCELLENT',
      'Repayment History': 'GOOD',
      'Bounced Payments': 'EXCELLENT',
      'Cash Withdrawals': 'AVERAGE',
      'Bank Transfers': 'POOR',
    },
    Qualitative: {
      'Profile Completeness': 'AVERAGE',
      'App Installed': 'POOR',
      'Credit Enquiries': 'GOOD',
      'Soft Connections': 'EXCELLENT',
    },
    bureau_data: {
      experian_score: 781,
      accounts_n: 6,
      accounts_open_n: 3,
      total_outstanding_balance: 3_90_000_00,
      accounts_outstanding_n: 2,
    },
    generatedAt: '2026-11-29T06:30:00.000Z',
    ...overrides,
  };
}

/** Signs the borrower in and answers GET with `report`, POST with `generated`. */
export function creditReportServer({ report = reportOf(), generated = reportOf() } = {}) {
  localStorage.setItem(sessionKeys.accessToken, makeJwt({ sub: userId, exp: 4_000_000_000 }));
  localStorage.setItem(sessionKeys.userId, userId);
  onTestFinished(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    queryClient.clear();
  });
  return stubFetch((call) => {
    const path = call.url.split('?')[0] ?? '';
    if (path === `/api/lam/status/${userId}`) return Response.json(userStatusOf(userId));
    if (path === creditReportPaths.creditScore)
      return Response.json(call.method === 'POST' ? generated : report);
    return new Response(null, { status: 204 });
  });
}
