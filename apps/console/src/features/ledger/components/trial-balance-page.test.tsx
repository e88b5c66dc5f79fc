import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { anOperationsSession } from '../../../test/mandate-fixtures';
import { renderConsole } from '../../../test/render-console';
import { errorResponse } from '../../../test/stub-fetch';
import { aTrialBalance } from '../testing/ledger-fixtures';
import { catchDownloads, csvBody, ledgerPaths, ledgerServer } from '../testing/ledger-server';

function renderLedger(path = '/ledger') {
  saveSession(anOperationsSession());
  return renderConsole(path, { signedIn: false });
}

function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('the trial balance', () => {
  it('shows each account’s debits, credits and balance, the totals, and that they balance', async () => {
    ledgerServer();
    await renderLedger();
    const table = await screen.findByRole('table', { name: 'Trial balance: Rupees (INR)' });

    expect(screen.getByRole('heading', { level: 1, name: 'Ledger' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Gold (XAU, grams)' })).toBeNull();
    expect(rowsOf(table)).toEqual([
      ['Account', 'Name', 'Type', 'Debits', 'Credits', 'Balance'],
      [
        'loan-principal',
        'Loan principal receivable',
        'Asset',
        '₹1,50,000.00',
        '₹10,000.00',
        '₹1,40,000.00 Dr',
      ],
      ['interest-receivable', 'Interest receivable', 'Asset', '₹3,750.50', '₹0.00', '₹3,750.50 Dr'],
      ['interest-income', 'Interest income', 'Income', '₹0.00', '₹3,750.50', '₹3,750.50 Cr'],
      ['disbursal-clearing', 'Disbursal clearing', 'Liability', '₹0.00', '₹1,50,000.00', '₹1,50,000.00 Cr'],
      ['collections-clearing', 'Collections clearing', 'Asset', '₹10,000.00', '₹0.00', '₹10,000.00 Dr'],
      ['Total', '₹1,63,750.50', '₹1,63,750.50', ''],
    ]);
    expect(screen.getByText('Balanced')).toBeDefined();
    expect(screen.queryByText(/Out of balance/)).toBeNull();
  });

  it('says by how much the totals disagree', async () => {
    ledgerServer({
      trialBalance: () =>
        aTrialBalance({ totals: [{ unit: 'INR', debits: 16_375_050, credits: 16_374_950 }] }),
    });
    await renderLedger();

    expect(await screen.findByText('Out of balance by ₹1.00')).toBeDefined();
    expect(screen.queryByText('Balanced')).toBeNull();
  });

  it('keeps gold in grams in a table of its own, with its own totals', async () => {
    const rupeesOnly = aTrialBalance();
    ledgerServer({
      trialBalance: () => ({
        ...rupeesOnly,
        rows: [
          ...rupeesOnly.rows,
          {
            account: 'gold-in-vault',
            name: 'Gold held by the vendor',
            type: 'asset',
            unit: 'XAU',
            debits: 20_000,
            credits: 5_000,
            balance: 15_000,
          },
          {
            account: 'customer-gold',
            name: 'Customer gold holdings',
            type: 'liability',
            unit: 'XAU',
            debits: 5_000,
            credits: 20_000,
            balance: -15_000,
          },
        ],
        totals: [...rupeesOnly.totals, { unit: 'XAU', debits: 25_000, credits: 25_000 }],
      }),
    });
    await renderLedger();
    const gold = await screen.findByRole('table', { name: 'Trial balance: Gold (XAU, grams)' });
    expect(rowsOf(gold)).toEqual([
      ['Account', 'Name', 'Type', 'Debits', 'Credits', 'Balance'],
      ['gold-in-vault', 'Gold held by the vendor', 'Asset', '2.0000 g', '0.5000 g', '1.5000 g Dr'],
      ['customer-gold', 'Customer gold holdings', 'Liability', '0.5000 g', '2.0000 g', '1.5000 g Cr'],
      ['Total', '2.5000 g', '2.5000 g', ''],
    ]);
    const rupees = screen.getByRole('table', { name: 'Trial balance: Rupees (INR)' });
    expect(rowsOf(rupees).at(-1)).toEqual(['Total', '₹1,63,750.50', '₹1,63,750.50', '']);
    expect(screen.getAllByText('Balanced')).toHaveLength(2);
  });

  it('asks for one lender’s books through a business day, kept in the address', async () => {
    const calls = ledgerServer({
      trialBalance: (call) => {
        const query = new URL(call.url, 'http://localhost').searchParams;
        return aTrialBalance({ lenderId: Number(query.get('lenderId')) || null });
      },
    });
    await renderLedger();
    await screen.findByText('Balanced');
    expect(calls.at(-1)?.url).toBe(ledgerPaths.trialBalance);

    const lender = screen.getByLabelText('Lender') as HTMLSelectElement;
    expect([...lender.options].map((option) => option.textContent)).toEqual([
      'All lenders',
      'Sahyadri Finance (174)',
      'Kaveri Capital (176)',
      'Narmada Credit (179)',
    ]);
    fireEvent.change(lender, { target: { value: '176' } });
    await waitFor(() => expect(calls.at(-1)?.url).toBe(`${ledgerPaths.trialBalance}?lenderId=176`));

    fireEvent.change(screen.getByLabelText('Through'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe(`${ledgerPaths.trialBalance}?lenderId=176&through=2026-03-31`),
    );
    expect((screen.getByLabelText('Lender') as HTMLSelectElement).value).toBe('176');

    fireEvent.change(screen.getByLabelText('Lender'), { target: { value: '' } });
    await waitFor(() => expect(calls.at(-1)?.url).toBe(`${ledgerPaths.trialBalance}?through=2026-03-31`));
  });

  it('reads the filter from the address and leaves out what the contract refuses', async () => {
    const calls = ledgerServer();
    await renderLedger('/ledger?lenderId=179&through=31-03-2026');
    await screen.findByText('Balanced');

    expect(calls.at(-1)?.url).toBe(`${ledgerPaths.trialBalance}?lenderId=179`);
    expect((screen.getByLabelText('Through') as HTMLInputElement).value).toBe('');
  });

  it('downloads the CSV of the same filter with the staff token, saved under its name', async () => {
    const saved = catchDownloads();
    const calls = ledgerServer();
    await renderLedger('/ledger?lenderId=174&through=2026-03-31');
    await screen.findByText('Balanced');

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const csvCall = calls.find((call) => call.path === ledgerPaths.trialBalanceCsv);
    expect(csvCall?.url).toBe(`${ledgerPaths.trialBalanceCsv}?lenderId=174&through=2026-03-31`);
    expect(csvCall?.headers.get('authorization')).toBe('Bearer staff-token');
    expect(saved[0]).toMatchObject({ href: 'blob:csv-1', download: 'trial-balance-174-2026-03-31.csv' });
    expect(await saved[0]?.blob?.text()).toBe(csvBody);
  });

  it('says why a download was refused', async () => {
    const saved = catchDownloads();
    ledgerServer({ onCsv: () => errorResponse(403, 'FORBIDDEN', 'You may not see the ledger') });
    await renderLedger();
    await screen.findByText('Balanced');

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));

    expect(await screen.findByText('You may not see the ledger')).toBeDefined();
    expect(saved).toHaveLength(0);
  });

  it('opens from the navigation of operations', async () => {
    ledgerServer();
    await renderLedger('/');
    const nav = within(screen.getByRole('navigation', { name: 'Sections' }));
    fireEvent.click(nav.getByRole('link', { name: 'Ledger' }));

    expect(await screen.findByRole('table', { name: 'Trial balance: Rupees (INR)' })).toBeDefined();
    expect(nav.getByRole('link', { name: 'Ledger' }).getAttribute('aria-current')).toBe('page');
  });
});
