// @vitest-environment happy-dom
import type { OpportunityDetails } from '@kredo/contract/consent';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../app';
import { initI18n } from '../../lib/i18n';
import {
  awaitingRepayment,
  consentGiven,
  consentServer,
  nachOf,
  opportunityOf,
  statusWithOffer,
  userId,
  type ConsentServer,
} from '../../features/consent/consent-test-kit';

/** The app at `path`, with every address it passes through and a way to open another in it. */
async function renderWithProbe(path: string) {
  const seen = { paths: [] as string[], navigate: undefined as NavigateFunction | undefined };
  function Probe() {
    const location = useLocation();
    const here = `${location.pathname}${location.search}`;
    if (seen.paths.at(-1) !== here) seen.paths.push(here);
    seen.navigate = useNavigate();
    return null;
  }
  initI18n();
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Probe />
      </MemoryRouter>,
    );
  });
  /** Opens `to` in the running app, as a link or an address typed into the same tab would. */
  const open = (to: string) =>
    act(async () => {
      await seen.navigate?.(to);
    });
  return { seen, open };
}

/** The consent calls, lam/status answering with the offer as the server has it now. */
function offerServer(opportunity: OpportunityDetails, more?: Parameters<typeof consentServer>[1]) {
  return consentServer(opportunity, (call, path, server: ConsentServer) => {
    const given = more?.(call, path, server);
    if (given) return given;
    if (path === `/api/lam/status/${userId}`) return Response.json(statusWithOffer(server.opportunity));
    if (path === '/api/kautilya/user-loans') return Response.json({ loans: [] });
    return undefined;
  });
}

const awaitingPayout = opportunityOf({
  status: 'DISBURSAL_PENDING',
  subStatuses: [],
  isEsignDone: true,
  nach: nachOf({ nachStatus: 'ACTIVATED', enachAuthLink: null }),
  consent: { consent: true, comment: null, recordedAt: '2026-11-24T10:00:00.000Z' },
});

const card = () => screen.findByRole('region', { name: 'Your application' });

describe('a decline after the offer was accepted (spec 001 §8)', () => {
  it("replaces the route with the root, never 'Consent is already marked'", async () => {
    offerServer(opportunityOf(), (call, path, server) => {
      if (path !== '/api/hagen/consent') return undefined;
      // Accepted meanwhile, in another tab.
      server.opportunity = { ...server.opportunity, ...consentGiven };
      return Response.json(
        { code: 'CONFLICT', message: 'Consent is already marked', requestId: 'r-1' },
        { status: 400 },
      );
    });
    const { seen } = await renderWithProbe('/consent/denied');
    await screen.findByRole('heading', { level: 1, name: 'Decline Loan Offer' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Reason' }), { target: { value: 'highInterest' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deny Loan Offer' }));

    // The root, where home sends the borrower on to the step the accepted offer is at.
    await waitFor(() => expect(seen.paths).toContain('/'));
    await waitFor(() => expect(seen.paths.at(-1)).toBe('/consent/pa-form'));
    expect(screen.queryByText('Consent is already marked')).toBeNull();
  });
});

describe('the answer screens of an offer already taken', () => {
  it.each(['/consent/loan-reject', '/consent/loan-details', '/consent/denied'])(
    'send a borrower whose loan awaits its payout from %s to the root, without Accept',
    async (path) => {
      offerServer(awaitingPayout);
      const { seen } = await renderWithProbe('/consent/complete');
      await screen.findByRole('heading', { level: 1, name: 'Thank you!' });

      await open(path);
      expect(
        within(await card()).getByRole('heading', { level: 2, name: 'Your loan will be paid out soon' }),
      ).toBeTruthy();
      expect(seen.paths.at(-1)).toBe('/');
      expect(screen.queryByRole('button', { name: /^Accept/ })).toBeNull();

      async function open(to: string) {
        await act(async () => {
          await seen.navigate?.(to);
        });
      }
    },
  );

  it('sends a borrower whose loan is paid out to their loan, from the address or within the app', async () => {
    offerServer({ ...awaitingPayout, status: 'DISBURSED', lenderLoanAcctId: 'KAV-LN-1001' });
    const first = await renderWithProbe('/consent/loan-details');
    await waitFor(() => expect(first.seen.paths.at(-1)).toBe('/loans/details?loan_id=KAV-LN-1001'));
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();

    await first.open('/consent/complete');
    await screen.findByRole('heading', { level: 1, name: 'Thank you!' });
    await first.open('/consent/loan-reject');
    await waitFor(() => expect(first.seen.paths.at(-1)).toBe('/loans/details?loan_id=KAV-LN-1001'));
    expect(screen.queryByRole('button', { name: 'Accept Loan' })).toBeNull();
  });

  it('takes a borrower with a step still due from the loan details to that step', async () => {
    offerServer(opportunityOf({ ...awaitingRepayment }));
    const { seen, open } = await renderWithProbe('/consent/repay');
    await screen.findByRole('heading', { level: 1, name: 'Set up repayment' });
    await open('/consent/loan-details');
    await waitFor(() => expect(seen.paths.at(-1)).toBe('/consent/repay'));
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});
