// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goToBank } from '../../../features/bank-statements/lib/go-to-bank';
import { readPendingBankVisit } from '../../../features/bank-statements/lib/pending-bank-visit';
import { queryClient } from '../../../lib/query-client';
import { renderApp } from '../../../test/render-app';
import { applicationId, expectSettled, serveCorrections, settleCalls } from './flows-test-kit';
import { callsTo, statementRoutes } from './statement-test-kit';

vi.mock('../../../features/bank-statements/lib/go-to-bank', () => ({ goToBank: vi.fn() }));

afterEach(() => {
  vi.mocked(goToBank).mockReset();
});

const aggregatorLink = () => Response.json({ url: 'https://aa.example/consent?h=1', txnId: 'AA-5' });

describe('the bank statement correction', () => {
  it("offers the bank's own modes when no sub-status restricts them", async () => {
    serveCorrections(['BS_6M_MISSING'], statementRoutes());
    await renderApp('/incomplete-info/bank-statement');
    fireEvent.click(await screen.findByRole('button', { name: 'ICICI Bank' }));
    const modes = screen.getByRole('radiogroup');
    expect(
      within(modes)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['PDF_UPLOAD', 'NET_BANKING', 'ACCOUNT_AGGREGATOR']);
  });

  it('uses the account aggregator for the PDF/aggregator sub-status, and settles once the statement arrived through the redirect page', async () => {
    const calls = serveCorrections(
      ['BS_PDF_NET_AA', 'PAN_UNCLEAR'],
      statementRoutes({
        bankingLink: aggregatorLink,
        transactionComplete: () => Response.json({ isComplete: true, status: 'AVAILABLE' }),
      }),
    );
    await renderApp('/healwise/incomplete-info/bank-statement');

    fireEvent.click(await screen.findByRole('button', { name: 'HDFC Bank' }));
    expect(screen.queryByRole('radiogroup')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    await vi.waitFor(() => expect(goToBank).toHaveBeenCalledWith('https://aa.example/consent?h=1'));
    expect(callsTo(calls, 'bankingLink')[0]?.body).toEqual({
      mode: 'ACCOUNT_AGGREGATOR',
      bankId: '20',
      requestId: expect.any(String),
      redirectionUrl: `${window.location.pathname}#/healwise/bank-statement/redirect`,
    });
    expect(readPendingBankVisit()).toEqual({
      txnId: 'AA-5',
      next: '/healwise/incomplete-info/bank-statement?statement=received',
      back: '/healwise/incomplete-info/bank-statement',
      closesActivity: false,
    });
    expect(settleCalls(calls)).toEqual([]);

    // The bank's pages replace the app; it starts again on the redirect page.
    cleanup();
    queryClient.clear();
    await renderApp('/healwise/bank-statement/redirect?txnId=AA-5&success=true');

    await expectSettled('Bank Statement');
    expect(settleCalls(calls)).toEqual([{ applicationId, subStatuses: ['BS_PDF_NET_AA'] }]);
    expect(readPendingBankVisit()).toBeUndefined();
  });

  it('goes back to the choice of bank when the statement did not arrive', async () => {
    const calls = serveCorrections(['BS_PDF_NET_AA'], statementRoutes({ bankingLink: aggregatorLink }));
    await renderApp('/incomplete-info/bank-statement');
    fireEvent.click(await screen.findByRole('button', { name: 'Axis Bank' }));
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    await vi.waitFor(() => expect(goToBank).toHaveBeenCalled());

    cleanup();
    queryClient.clear();
    await renderApp('/bank-statement/redirect?txnId=AA-5&success=false');

    expect(await screen.findByText('Sorry we are unable to process your Bank statement')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Get Started' }, { timeout: 8_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Bank Statement' })).toBeTruthy();
    expect(settleCalls(calls)).toEqual([]);
  });
});
