// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { consentServer, opportunityOf, userId } from '../../features/consent/consent-test-kit';
import { userStatusOf } from '../../test/user-status';
import { initI18n } from '../../lib/i18n';
import { AppRoutes } from '../app';

/** The app at `path`, with a probe of the location and of the last move (PUSH, REPLACE, POP). */
async function renderWithProbe(path: string) {
  const seen = { path, action: 'POP' };
  function Probe() {
    seen.path = useLocation().pathname;
    seen.action = useNavigationType();
    return null;
  }
  initI18n();
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
        <AppRoutes />
        <Probe />
      </MemoryRouter>,
    );
  });
  return seen;
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe("the consent area's routes (spec 001 §2.1)", () => {
  it('shows the loan details at the area itself and at loan-details', async () => {
    consentServer();
    const seen = await renderWithProbe('/healwise/consent');
    expect(await heading('Your Loan Offer')).toBeTruthy();
    expect(seen).toEqual({ path: '/healwise/consent', action: 'POP' });
  });

  it('replaces the area with the step the offer is at: loan-reject for a declined offer', async () => {
    consentServer(opportunityOf({ status: 'CUST_NOT_INTERESTED', subStatuses: ['CONSENT_DENIED'] }));
    const seen = await renderWithProbe('/consent');
    expect(await heading('You have declined this offer')).toBeTruthy();
    expect(seen).toEqual({ path: '/consent/loan-reject', action: 'REPLACE' });
  });

  it("adds the denial screen to the history, and 'Accept Loan Offer' replaces it with the details", async () => {
    consentServer();
    const seen = await renderWithProbe('/consent/loan-details');
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await heading('Decline Loan Offer')).toBeTruthy();
    expect(seen).toEqual({ path: '/consent/denied', action: 'PUSH' });
    fireEvent.click(screen.getByRole('button', { name: 'Accept Loan Offer' }));
    expect(await heading('Your Loan Offer')).toBeTruthy();
    expect(seen).toEqual({ path: '/consent/loan-details', action: 'REPLACE' });
  });

  it("lets a declined offer be reopened: 'Accept Loan' replaces loan-reject with the details", async () => {
    consentServer(opportunityOf({ status: 'CUST_NOT_INTERESTED', subStatuses: ['CONSENT_DENIED'] }));
    const seen = await renderWithProbe('/consent/loan-reject');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Loan' }));
    expect(await heading('Your Loan Offer')).toBeTruthy();
    expect(seen).toEqual({ path: '/consent/loan-details', action: 'REPLACE' });
  });

  it.each([
    ['pa-form', { status: 'CUST_CONSENT_GIVEN', subStatuses: ['PA_FORM_PENDING'] }],
    ['timer-delay', { status: 'CUST_CONSENT_GIVEN', subStatuses: ['SHUBHSIGN_PENDING'] }],
    ['repay', { status: 'CUST_CONSENT_GIVEN', subStatuses: ['REPAY_INST_PENDING'], isEsignDone: true }],
    ['complete', { status: 'AGENT_ASSIGNED', subStatuses: [], isEsignDone: true }],
  ] as const)('replaces the area with %s', async (screenName, state) => {
    consentServer(opportunityOf({ ...state, subStatuses: [...state.subStatuses] }));
    const seen = await renderWithProbe('/consent');
    await waitFor(() => expect(seen.path).toBe(`/consent/${screenName}`));
    expect(seen.action).toBe('REPLACE');
  });

  it("replaces the area with Something's Wrong when there is no offer", async () => {
    consentServer(opportunityOf(), (_call, path) =>
      path === '/api/hagen/active-opp-id' ? Response.json({ active_opp_id: null }) : undefined,
    );
    const seen = await renderWithProbe('/consent');
    expect(await heading("Something's Wrong")).toBeTruthy();
    expect(screen.getByText('Looks like something is missing')).toBeTruthy();
    expect(seen).toEqual({ path: '/consent/error', action: 'REPLACE' });
  });

  it('leads the main app’s timer to the agreement wait', async () => {
    consentServer(opportunityOf({ status: 'CUST_CONSENT_GIVEN', subStatuses: ['SHUBHSIGN_PENDING'] }));
    const seen = await renderWithProbe('/timer');
    expect(await heading('Preparing your loan agreement')).toBeTruthy();
    expect(seen).toEqual({ path: '/consent/timer-delay', action: 'REPLACE' });
  });
});

/** lam/status of a borrower whose offer's opportunity is in `status` with `subStatuses`. */
function statusWithOffer(status: string, subStatuses: string[]) {
  const base = userStatusOf(userId, { latestStatus: 'APPROVED' });
  const info = opportunityOf();
  return Response.json({
    ...base,
    userStatus: {
      ...base.userStatus,
      latestApplicationsStatus: {
        loanApplicationInfo: { status: 'APPROVED', subStatuses: [] },
        loanApprovalInfo: {
          status,
          subStatuses,
          productCode: info.productCode,
          lenderId: info.lenderId,
          amount: info.amount,
          tenureMonths: info.tenureMonths,
          tenurePeriod: 'MONTHS',
          paymentFrequency: 'Monthly',
          emiAmount: info.emiAmount,
          installmentAmount: info.installmentAmount,
          interestPercent: info.interestPercent,
          processingFee: info.processingFee,
          convenienceFeePct: 0,
          minConvenienceFee: 0,
          convenienceFee: 0,
          dueDayOfMonth: 5,
          lenderOpportunityId: info.lenderOpportunityId,
        },
      },
    },
  });
}

describe('home with an offer that waits for the borrower (spec 001 §2.1)', () => {
  it('sends the borrower on to the consent area', async () => {
    consentServer(opportunityOf(), (_call, path) =>
      path === `/api/lam/status/${userId}` ? statusWithOffer('LENDER_APPROVED', []) : undefined,
    );
    const seen = await renderWithProbe('/healwise');
    expect(await heading('Your Loan Offer')).toBeTruthy();
    expect(seen).toEqual({ path: '/healwise/consent', action: 'REPLACE' });
  });

  it('shows the card with the one next step to a borrower coming back from the consent area', async () => {
    consentServer(opportunityOf(), (_call, path) => {
      if (path === `/api/lam/status/${userId}`)
        return statusWithOffer('CUST_CONSENT_GIVEN', ['SHUBHSIGN_PENDING']);
      if (path === '/api/hagen/active-opp-id') return Response.json({ active_opp_id: null });
      return undefined;
    });
    await renderWithProbe('/consent/error');
    fireEvent.click(await screen.findByRole('link', { name: 'Go to Homepage' }));
    const card = await screen.findByRole('region', { name: 'Your application' });
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Your loan agreement is ready');
    expect(within(card).getByRole('link', { name: 'Sign agreement' }).getAttribute('href')).toBe('/consent');
  });
});
