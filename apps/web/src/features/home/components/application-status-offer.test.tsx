// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { sessionKeys } from '../../../lib/session';
import { makeJwt } from '../../../test/jwt';
import { renderApp } from '../../../test/render-app';
import { stubFetch } from '../../../test/stub-fetch';
import { userStatusOf } from '../../../test/user-status';

const userId = '9a1c2e4e-1c1d-4f7a-9a51-6a0d8e1f2b3c';

const approval = {
  status: 'LENDER_APPROVED',
  subStatuses: [],
  productCode: 'PL_SALARIED',
  lenderId: 176,
  amount: 5_000_000,
  tenureMonths: 12,
  tenurePeriod: 'MONTHS',
  paymentFrequency: 'Monthly',
  emiAmount: 541_667,
  installmentAmount: 541_667,
  interestPercent: 30,
  processingFee: 100_000,
  convenienceFeePct: 0.5,
  minConvenienceFee: 9_900,
  convenienceFee: 25_000,
  dueDayOfMonth: 5,
  lenderOpportunityId: 'b3a1c2d4-0000-4000-8000-000000000001',
};

function signedInWith(status: string, loanApprovalInfo?: object) {
  localStorage.setItem(sessionKeys.accessToken, makeJwt({ sub: userId, exp: 4_000_000_000 }));
  localStorage.setItem(sessionKeys.userId, userId);
  const base = userStatusOf(userId, { latestStatus: status });
  stubFetch(() =>
    Response.json({
      ...base,
      userStatus: {
        latestApplicationsStatus: { loanApplicationInfo: { status, subStatuses: [] }, loanApprovalInfo },
      },
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

describe('the application status of a decided application', () => {
  it('shows the approved offer: lender, amount, tenure, EMI, interest, fee with GST and due day', async () => {
    signedInWith('APPROVED', approval);
    await renderApp('/application-status');
    expect(await screen.findByRole('heading', { name: 'Your loan is approved' })).toBeTruthy();
    const offer = screen.getByRole('table', { name: 'Your loan offer' });
    const rows = within(offer)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'LenderKaveri Capital',
      'Loan amount₹50,000',
      'Tenure12 months',
      'EMI₹5,416.67 per month',
      'Interest30% p.a. (flat)',
      'Processing fee₹1,000 + GST ₹180',
      'EMI due dateDay 5 of every month',
    ]);
  });

  it('says the loan is approved even before the offer arrives', async () => {
    signedInWith('APPROVED');
    await renderApp('/application-status');
    expect(await screen.findByRole('heading', { name: 'Your loan is approved' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says politely that a rejected application was not approved', async () => {
    signedInWith('REJECTED');
    await renderApp('/application-status');
    expect(
      await screen.findByRole('heading', { name: 'Your loan application was not approved' }),
    ).toBeTruthy();
    expect(screen.getByText(/you may apply again later/)).toBeTruthy();
  });
});
