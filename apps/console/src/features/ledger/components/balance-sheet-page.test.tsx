import type { BalanceSheetResponse } from '@kredo/contract/ledger';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { anOperationsSession } from '../../../test/mandate-fixtures';
import { renderConsole } from '../../../test/render-console';
import { catchDownloads, ledgerPaths, ledgerServer } from '../testing/ledger-server';

function aBalanceSheet(
  overrides: Partial<BalanceSheetResponse['sheets'][number]> = {},
): BalanceSheetResponse {
  return {
    lenderId: null,
    through: null,
    sheets: [
      {
        unit: 'INR',
        assets: [
          { account: 'loan-principal', name: 'Loan principal receivable', amount: 14_000_000 },
          { account: 'gateway-suspense', name: 'Payment gateway suspense', amount: 1_375_050 },
        ],
        liabilities: [{ account: 'disbursal-clearing', name: 'Disbursal clearing', amount: 15_000_000 }],
        totalAssets: 15_375_050,
        totalLiabilities: 15_000_000,
        income: 380_050,
        expenses: 5_000,
        earnings: 375_050,
        difference: 0,
        ...overrides,
      },
      {
        unit: 'XAU',
        assets: [{ account: 'gold-in-vault', name: 'Gold held by the vendor', amount: 20_000 }],
        liabilities: [{ account: 'customer-gold', name: 'Customer gold holdings', amount: 20_000 }],
        totalAssets: 20_000,
        totalLiabilities: 20_000,
        income: 0,
        expenses: 0,
        earnings: 0,
        difference: 0,
      },
    ],
  };
}

function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

async function renderSheet(path = '/ledger/balance-sheet') {
  saveSession(anOperationsSession());
  return renderConsole(path, { signedIn: false });
}

describe('the balance sheet', () => {
  it('sets assets against liabilities and earnings, a sheet per unit, and says each closes', async () => {
    ledgerServer({ balanceSheet: () => aBalanceSheet() });
    await renderSheet();
    const rupees = await screen.findByRole('table', { name: 'Balance sheet: Rupees (INR)' });
    expect(rowsOf(rupees)).toEqual([
      ['Assets', ''],
      ['loan-principal', 'Loan principal receivable', '₹1,40,000.00'],
      ['gateway-suspense', 'Payment gateway suspense', '₹13,750.50'],
      ['Total assets', '₹1,53,750.50'],
      ['Liabilities', ''],
      ['disbursal-clearing', 'Disbursal clearing', '₹1,50,000.00'],
      ['Earnings (income less expenses)Income ₹3,800.50 · Expenses ₹50.00', '₹3,750.50'],
      ['Total liabilities and earnings', '₹1,53,750.50'],
    ]);
    const gold = screen.getByRole('table', { name: 'Balance sheet: Gold (XAU, grams)' });
    expect(rowsOf(gold)[1]).toEqual(['gold-in-vault', 'Gold held by the vendor', '2.0000 g']);
    expect(screen.getAllByText('Assets equal liabilities and earnings')).toHaveLength(2);
  });

  it('says by how much a sheet fails to close', async () => {
    ledgerServer({ balanceSheet: () => aBalanceSheet({ difference: 100 }) });
    await renderSheet();
    expect(await screen.findByText('Assets differ from liabilities and earnings by ₹1.00')).toBeDefined();
  });

  it('asks for one lender through a day, from the tab, and downloads the same as CSV', async () => {
    const saved = catchDownloads();
    const calls = ledgerServer({ balanceSheet: () => aBalanceSheet() });
    await renderSheet('/ledger');
    fireEvent.click(await screen.findByRole('tab', { name: 'Balance sheet' }));
    await screen.findByRole('table', { name: 'Balance sheet: Rupees (INR)' });
    fireEvent.change(screen.getByLabelText('Lender'), { target: { value: '174' } });
    fireEvent.change(screen.getByLabelText('Through'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe(`${ledgerPaths.balanceSheet}?lenderId=174&through=2026-03-31`),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.download).toBe('balance-sheet-174-2026-03-31.csv');
    expect(calls.find((call) => call.path === ledgerPaths.balanceSheetCsv)?.url).toBe(
      `${ledgerPaths.balanceSheetCsv}?lenderId=174&through=2026-03-31`,
    );
  });

  it('says when nothing is posted yet', async () => {
    ledgerServer({ balanceSheet: () => ({ lenderId: 179, through: null, sheets: [] }) });
    await renderSheet('/ledger/balance-sheet?lenderId=179');
    expect(await screen.findByText('No entry posted yet')).toBeDefined();
  });
});
