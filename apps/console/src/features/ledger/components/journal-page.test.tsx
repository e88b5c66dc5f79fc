import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { formatDateTime } from '../../../lib/format';
import { saveSession } from '../../../lib/session';
import { anOperationsSession } from '../../../test/mandate-fixtures';
import { renderConsole } from '../../../test/render-console';
import { aDisbursalEntry, anAccrualEntry, loanId } from '../testing/ledger-fixtures';
import { catchDownloads, ledgerPaths, ledgerServer } from '../testing/ledger-server';

function renderLedger(path: string) {
  saveSession(anOperationsSession());
  return renderConsole(path, { signedIn: false });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

describe('a day’s journal', () => {
  it('asks for a business day before it asks the server for anything', async () => {
    const calls = ledgerServer();
    await renderLedger('/ledger/journal');

    expect(await screen.findByText('Choose a business day to see its entries.')).toBeDefined();
    expect(calls.filter((call) => call.path === ledgerPaths.journal)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('shows the day’s entries with their lines on their side, each loan’s linked to its statement', async () => {
    ledgerServer({ journal: { '2026-03-07': [aDisbursalEntry()] } });
    await renderLedger('/ledger/journal?date=2026-03-07');
    const table = await screen.findByRole('table', { name: 'Journal entries' });

    const posted = `posted ${formatDateTime('2026-03-07T05:01:00.000Z')}`;
    expect(rowsOf(table)).toEqual([
      [
        '2026-03-07',
        `disbursal · Disbursal of KL0000042${posted}`,
        'loan-principalLoan principal receivable',
        '₹1,50,000.00',
        '',
        'Statement',
      ],
      ['fee-incomeFee income', '', '₹3,000.00', 'Statement'],
      ['gst-payableGST payable', '', '₹540.00', 'Statement'],
      ['disbursal-clearingDisbursal clearing', '', '₹1,46,460.00', 'Statement'],
    ]);
    const [statement] = within(table).getAllByRole('link', { name: 'Statement' });
    expect(statement?.getAttribute('href')).toBe(`/ledger/loans/${loanId}`);
  });

  it('asks for the day chosen, and says when nothing was posted', async () => {
    const calls = ledgerServer({ journal: { '2026-03-31': [anAccrualEntry()] } });
    await renderLedger('/ledger/journal?date=2026-03-07');
    expect(await screen.findByText('No entry on this day')).toBeDefined();

    fireEvent.change(screen.getByLabelText('Business day'), { target: { value: '2026-03-31' } });

    expect(await screen.findByText('accrual · Interest to month-end')).toBeDefined();
    expect(calls.at(-1)?.url).toBe(`${ledgerPaths.journal}?date=2026-03-31`);
    expect(screen.getAllByText('instalment 1')).toHaveLength(2);
  });

  it('downloads the day’s CSV', async () => {
    const saved = catchDownloads();
    const calls = ledgerServer({ journal: { '2026-03-07': [aDisbursalEntry()] } });
    await renderLedger('/ledger/journal?date=2026-03-07');
    await screen.findByRole('table', { name: 'Journal entries' });

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls.find((call) => call.path === ledgerPaths.journalCsv)?.url).toBe(
      `${ledgerPaths.journalCsv}?date=2026-03-07`,
    );
    expect(saved[0]?.download).toBe('journal-2026-03-07.csv');
  });

  it('is reached from the trial balance', async () => {
    ledgerServer();
    await renderLedger('/ledger');
    await screen.findByText('Balanced');

    fireEvent.click(screen.getByRole('tab', { name: 'Journal of a day' }));

    expect(await screen.findByText('Choose a business day to see its entries.')).toBeDefined();
  });
});
