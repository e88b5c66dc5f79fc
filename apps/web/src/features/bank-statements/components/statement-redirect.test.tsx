// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  resetStatementScreen,
  signInForStatements,
  stubStatementServer,
} from '../../../test/bank-statements';
import { renderApp } from '../../../test/render-app';
import { savePendingBankVisit } from '../lib/pending-bank-visit';

afterEach(() => {
  resetStatementScreen();
  delete window.Android;
});

/** Answers the completion check `pending` times with not yet, then complete. */
function serverCompletingAfter(pending: number) {
  let asked = 0;
  const calls = stubStatementServer({
    transactionComplete: () => {
      asked += 1;
      return Response.json(
        asked > pending
          ? { isComplete: true, status: 'AVAILABLE' }
          : { isComplete: false, status: 'PROCESSING' },
      );
    },
  });
  const checks = () =>
    calls.filter((call) => call.url.startsWith('/api/corleone/is-bs-transaction-complete'));
  const statusReads = () => calls.filter((call) => call.url.startsWith('/api/lam/status/')).length;
  return { calls, checks, statusReads };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function openRedirect(path: string) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  signInForStatements();
  await renderApp(path);
}

describe('the redirect page', () => {
  it('counts down from 2:00 and asks every 10 s, then refreshes the status and goes on', async () => {
    const server = serverCompletingAfter(2);
    savePendingBankVisit({ txnId: 'TX-stored', next: '/tips', back: '/bank-statement' });
    await openRedirect('/bank-statement/redirect?txnId=TX-9&success=true');

    expect(await screen.findByText('We are processing your Bank statement')).toBeTruthy();
    expect(screen.getByText(/^(2:00|1:59)$/)).toBeTruthy();
    await vi.waitFor(() => expect(server.checks()).toHaveLength(1));
    expect(server.checks()[0]?.url).toBe('/api/corleone/is-bs-transaction-complete?txnId=TX-9');
    const readsBefore = server.statusReads();

    await advance(10_000);
    await vi.waitFor(() => expect(server.checks()).toHaveLength(2));
    expect(screen.getByText(/^1:(50|49)$/)).toBeTruthy();
    await advance(10_000);
    await vi.waitFor(() => expect(server.checks()).toHaveLength(3));

    vi.useRealTimers();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Tips to Improve Your Kredo Credit Score' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(server.statusReads()).toBeGreaterThan(readsBefore);
    expect(sessionStorage.length).toBe(0);
  });

  it('uses the stored transaction when the bank sent none, at the older perfioes address too', async () => {
    const server = serverCompletingAfter(5);
    savePendingBankVisit({ txnId: 'TX-stored', next: '/tips', back: '/bank-statement' });
    await openRedirect('/healwise/perfioes/redirect');
    expect(await screen.findByText('We are processing your Bank statement')).toBeTruthy();
    await vi.waitFor(() => expect(server.checks()).toHaveLength(1));
    expect(server.checks()[0]?.url).toBe('/api/corleone/is-bs-transaction-complete?txnId=TX-stored');
  });

  it('goes back to try again when 120 s pass without the statement', async () => {
    const server = serverCompletingAfter(1000);
    savePendingBankVisit({ txnId: 'TX-1', next: '/tips', back: '/chat' });
    await openRedirect('/bank-statement/redirect?txnId=TX-1');
    await screen.findByText('We are processing your Bank statement');

    await advance(110_000);
    expect(screen.getByText('We are processing your Bank statement')).toBeTruthy();
    expect(server.checks().length).toBeGreaterThanOrEqual(11);
    await advance(10_000);
    vi.useRealTimers();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chat with us' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('says it could not, for 5 s, when the bank said no, without asking the server', async () => {
    const server = serverCompletingAfter(0);
    await openRedirect('/bank-statement/redirect?txnId=TX-1&success=false');

    expect(await screen.findByText('Sorry we are unable to process your Bank statement')).toBeTruthy();
    expect(screen.getByText(/^0:0[45]$/)).toBeTruthy();
    await advance(5_000);
    // Fake timers stay on (they run with real time): the bank statement page's queries schedule
    // their updates on timers, and a switch to real ones here could strand those already set.
    // Without a stored visit it goes back to the bank statement page.
    expect(await screen.findByRole('button', { name: 'Get Started' }, { timeout: 10_000 })).toBeTruthy();
    expect(server.checks()).toHaveLength(0);
  });

  it("shows the bank's error: 'Something went wrong! Looks like {error}'", async () => {
    serverCompletingAfter(0);
    await openRedirect('/bank-statement/redirect?txnId=TX-1&error=consent%20was%20rejected');
    expect(await screen.findByText('Something went wrong! Looks like consent was rejected')).toBeTruthy();
    expect(screen.getByText('Sorry we are unable to process your Bank statement')).toBeTruthy();
  });

  it('closes the Android screen with SUCCESS when it was opened from there', async () => {
    const closeActivity = vi.fn();
    window.Android = { getApiVersion: () => 210, closeActivity };
    serverCompletingAfter(0);
    savePendingBankVisit({
      txnId: 'TX-1',
      next: '/android',
      back: '/android/bank-statement',
      closesActivity: true,
    });
    await openRedirect('/android/bank-statement/redirect?txnId=TX-1&success=true');
    await vi.waitFor(() => expect(closeActivity).toHaveBeenCalledWith('SUCCESS'));
  });
});
