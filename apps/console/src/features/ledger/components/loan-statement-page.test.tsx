import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { anOperationsSession } from '../../../test/mandate-fixtures';
import { renderConsole } from '../../../test/render-console';
import { aDisbursalEntry, anAccrualEntry, aReceiptEntry, loanId } from '../testing/ledger-fixtures';
import { catchDownloads, ledgerPaths, ledgerServer } from '../testing/ledger-server';

function renderStatement() {
  saveSession(anOperationsSession());
  return renderConsole(`/ledger/loans/${loanId}`, { signedIn: false });
}

const statement = {
  lenderLoanAcctId: 'KL0000042',
  entries: [aDisbursalEntry(), anAccrualEntry(), aReceiptEntry()],
};

describe('a loan’s statement', () => {
  it('shows its entries with what the loan owes after each', async () => {
    ledgerServer({ statement });
    await renderStatement();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Statement of loan KL0000042' }),
    ).toBeDefined();
    const table = screen.getByRole('table', { name: 'Journal entries' });
    // The running column stands on each entry's first line.
    const running = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td'))
      .filter((cells) => cells.length === 6)
      .map((cells) => [cells[1]?.firstChild?.textContent, cells[5]?.textContent]);
    expect(running).toEqual([
      ['disbursal · Disbursal of KL0000042', '₹1,50,000.00'],
      ['accrual · Interest to month-end', '₹1,53,750.50'],
      ['payment · Payment pay_123', '₹1,40,000.00'],
    ]);
    expect(screen.getByText('Receivable now: ₹1,40,000.00')).toBeDefined();
    expect(within(table).queryByRole('link')).toBeNull();
  });

  it('downloads its CSV under the loan account number', async () => {
    const saved = catchDownloads();
    const calls = ledgerServer({ statement });
    await renderStatement();
    await screen.findByRole('table', { name: 'Journal entries' });

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls.find((call) => call.path.endsWith('.csv'))?.url).toBe(ledgerPaths.loanStatementCsv);
    expect(saved[0]?.download).toBe('loan-KL0000042.csv');
  });

  it('says when the loan is unknown', async () => {
    ledgerServer();
    await renderStatement();

    expect(await screen.findByText('Page not found')).toBeDefined();
  });
});
