// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { saveLoginMode } from '../../lib/login-mode';
import { renderApp } from '../../test/render-app';
import {
  awaitingRepayment,
  consentServer,
  nachOf,
  opportunityOf,
  statusWithOffer,
  userId,
} from '../../features/consent/consent-test-kit';

afterEach(async () => {
  vi.useRealTimers();
  await changeLanguage('en');
});

/** The mandate registered: the loan waits for the lender's payout (DISBURSAL_PENDING). */
const awaitingPayout = opportunityOf({
  status: 'DISBURSAL_PENDING',
  isEsignDone: true,
  nach: nachOf({ nachStatus: 'ACTIVATED', enachAuthLink: null }),
  consent: { consent: true, comment: null, recordedAt: '2026-11-24T10:00:00.000Z' },
});

/**
 * A signed-in borrower whose offer's opportunity is `opportunity` (lam/status answering with it as
 * the server has it now); no loan is paid out yet.
 */
function borrowerWith(opportunity = awaitingPayout) {
  return consentServer(opportunity, (_call, path, server) => {
    if (path === `/api/lam/status/${userId}`) return Response.json(statusWithOffer(server.opportunity));
    if (path === '/api/kautilya/user-loans') return Response.json({ loans: [] });
    return undefined;
  });
}

const card = () => screen.findByRole('region', { name: 'Your application' });

describe('home while the loan waits for its payout', () => {
  it('says so with the amount and account, and leads to My Loans, not to the offer', async () => {
    borrowerWith();
    await renderApp('/');
    const home = await card();
    expect(within(home).getByRole('heading', { level: 2 }).textContent).toBe(
      'Your loan will be paid out soon',
    );
    expect(
      within(home).getByText('Your loan of ₹50,000 will be paid into your bank account XXXXXXX678.'),
    ).toBeTruthy();
    expect(within(home).getByText('You will find it in My Loans once it is paid out.')).toBeTruthy();
    expect(within(home).getByRole('link', { name: 'My Loans' }).getAttribute('href')).toBe('/loans');
    expect(screen.queryByRole('link', { name: 'Review offer' })).toBeNull();
  });

  it('says so in Hindi', async () => {
    borrowerWith();
    await changeLanguage('hi');
    await renderApp('/');
    const home = await screen.findByRole('region', { name: 'आपका आवेदन' });
    expect(within(home).getByRole('heading', { level: 2 }).textContent).toBe(
      'आपका लोन जल्द ही जारी किया जाएगा',
    );
    expect(within(home).getByText('आपका ₹50,000 का लोन आपके बैंक खाते XXXXXXX678 में भेजा जाएगा।')).toBeTruthy();
  });

  it('is said on the application status screen too, not that the application is processed', async () => {
    borrowerWith();
    await renderApp('/application-status');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your loan will be paid out soon' }),
    ).toBeTruthy();
    expect(screen.queryByText('Your application is being processed.')).toBeNull();
  });

  it('is not said at the repayment step', async () => {
    const signed = opportunityOf({ ...awaitingRepayment });
    borrowerWith(signed);
    await renderApp('/');
    // The offer waits for the borrower: home sends them on to it.
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up repayment' })).toBeTruthy();
  });
});

describe('My Loans while the loan waits for its payout (spec 001 §2.10)', () => {
  it("says the payout is awaited, not 'You have no loans currently!'", async () => {
    borrowerWith();
    await renderApp('/loans');
    const notice = await screen.findByRole('region', { name: 'Your loan will be paid out soon' });
    expect(within(notice).getByText('It will show here once it is paid out.')).toBeTruthy();
    expect(screen.queryByText('You have no loans currently!')).toBeNull();
  });

  it("says 'You have no loans currently!' to a borrower with no loan coming", async () => {
    const signed = opportunityOf({ ...awaitingRepayment });
    borrowerWith(signed);
    await renderApp('/repaymentinfo');
    expect(await screen.findByText('You have no loans currently!')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your loan will be paid out soon' })).toBeNull();
  });

  it("is where a partner's single sign-on borrower lands from the thank-you screen", async () => {
    saveLoginMode('SSO');
    borrowerWith();
    await renderApp('/healwise/consent/complete');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Loans' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Your loan will be paid out soon' })).toBeTruthy();
    expect(screen.queryByText('You have no loans currently!')).toBeNull();
  });
});

describe('home after the repayment mandate', () => {
  it('says the payout is awaited, never the step before, once the area moved on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = borrowerWith(
      opportunityOf({
        ...awaitingRepayment,
        nach: nachOf({ nachStatus: 'IN_PROCESS', enachAuthLink: null }),
      }),
    );
    await renderApp('/consent/repay?status=success&mandate_id=MD1');
    await screen.findByRole('heading', { level: 1, name: 'Set up repayment' });

    // NPCI registers the mandate; the area asks every 5 s and moves on to the thank-you screen.
    server.opportunity = awaitingPayout;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Go to Homepage' }));

    const home = await card();
    expect(within(home).getByRole('heading', { level: 2 }).textContent).toBe(
      'Your loan will be paid out soon',
    );
    expect(
      within(home).getByText('Your loan of ₹50,000 will be paid into your bank account XXXXXXX678.'),
    ).toBeTruthy();
    expect(within(home).getByRole('link', { name: 'My Loans' }).getAttribute('href')).toBe('/loans');
  });
});
