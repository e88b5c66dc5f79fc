import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderConsole } from '../../../test/render-console';
import { errorResponse, stubFetch } from '../../../test/stub-fetch';
import {
  aClosedLoan,
  anAdminSession,
  anOverdueLoan,
  aWrittenOffLoan,
  loanId,
} from '../testing/loan-fixtures';
import { loanPaths, loanServer, renderAs } from '../testing/loan-server';

function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

const npaLoan = anOverdueLoan({
  loanId: '6a0c3a52-58f4-4b6c-9d3c-0b6f5e3f1a15',
  lenderLoanAcctId: 'KL0000031',
  borrowerName: 'Meena Iyer',
  lenderId: 179,
  assetClass: 'NPA',
  daysPastDue: 97,
  overdueSince: '2026-01-01',
  dues: 6_187_725,
});

describe('the loan lists', () => {
  it('opens on the overdue loans, each row with its standing', async () => {
    const written = aWrittenOffLoan({ loanId: npaLoan.loanId, lenderLoanAcctId: 'KL0000031' });
    const calls = loanServer({ views: { overdue: [anOverdueLoan(), written] } });
    await renderAs('/loans');
    const table = await screen.findByRole('table', { name: 'Overdue' });

    const tabs = within(screen.getByRole('tablist', { name: 'View' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overdue',
      'NPA',
      'Open',
      'Closed',
    ]);
    expect(tabs.getByRole('tab', { name: 'Overdue' }).getAttribute('aria-selected')).toBe('true');
    expect(calls.map((call) => call.url)).toEqual([`${loanPaths.loans}?view=overdue`]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Borrower',
      'Loan account number',
      'Lender',
      'Principal',
      'Days past due',
      'Class',
      'Overdue since',
      'Dues',
      'Tags',
      'Status',
    ]);
    expect(rowsOf(table)).toEqual([
      [
        'Asha Verma',
        'KL0000042',
        'Sahyadri Finance (174)',
        '₹1,50,000.00',
        '45',
        'SMA-1',
        '2026-02-20',
        '₹20,625.75',
        '—',
        'DISBURSED',
      ],
      [
        'Asha Verma',
        'KL0000031',
        'Sahyadri Finance (174)',
        '₹1,50,000.00',
        '45',
        'SMA-1',
        '2026-02-20',
        '₹20,625.75',
        'written-off',
        'DISBURSED',
      ],
    ]);
    expect(within(table).getByRole('link', { name: 'KL0000042' }).getAttribute('href')).toBe(
      `/loans/${loanId}`,
    );
  });

  it('asks for each view when its tab is chosen', async () => {
    const calls = loanServer({
      views: {
        overdue: [anOverdueLoan()],
        npa: [npaLoan],
        open: [anOverdueLoan(), npaLoan],
        closed: [aClosedLoan()],
      },
    });
    await renderAs('/loans');
    await screen.findByRole('table', { name: 'Overdue' });

    fireEvent.click(screen.getByRole('tab', { name: 'NPA' }));
    const npa = await screen.findByRole('table', { name: 'NPA' });
    expect(calls.at(-1)?.url).toBe(`${loanPaths.loans}?view=npa`);
    expect(rowsOf(npa)).toEqual([
      [
        'Meena Iyer',
        'KL0000031',
        'Narmada Credit (179)',
        '₹1,50,000.00',
        '97',
        'NPA',
        '2026-01-01',
        '₹61,877.25',
        '—',
        'DISBURSED',
      ],
    ]);

    fireEvent.click(screen.getByRole('tab', { name: 'Open' }));
    const open = await screen.findByRole('table', { name: 'Open' });
    expect(calls.at(-1)?.url).toBe(`${loanPaths.loans}?view=open`);
    expect(rowsOf(open).map((row) => row[1])).toEqual(['KL0000042', 'KL0000031']);

    fireEvent.click(screen.getByRole('tab', { name: 'Closed' }));
    const closed = await screen.findByRole('table', { name: 'Closed' });
    expect(calls.at(-1)?.url).toBe(`${loanPaths.loans}?view=closed`);
    expect(rowsOf(closed)).toEqual([
      [
        'Ravi Kumar',
        'KL0000007',
        'Kaveri Capital (176)',
        '₹1,50,000.00',
        '—',
        'STANDARD',
        '—',
        '₹0.00',
        'closed',
        'CLOSED',
      ],
    ]);
  });

  it('keeps the view in the address and says when it is empty', async () => {
    const calls = loanServer();
    await renderAs('/loans?view=closed');

    expect(await screen.findByText('No loans here')).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Closed' }).getAttribute('aria-selected')).toBe('true');
    expect(calls.map((call) => call.url)).toEqual([`${loanPaths.loans}?view=closed`]);
  });

  it('opens a loan from its account number', async () => {
    loanServer({ views: { overdue: [anOverdueLoan()] } });
    await renderAs('/loans');
    fireEvent.click(await screen.findByRole('link', { name: 'KL0000042' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Loan KL0000042' })).toBeDefined();
  });

  it('shows the server’s refusal', async () => {
    stubFetch(() => errorResponse(403, 'FORBIDDEN', 'Your role does not allow this action'));
    await renderAs('/loans');

    expect(await screen.findByText('Your role does not allow this action')).toBeDefined();
  });

  it('is in the navigation of operations and of the admin, after the ledger', async () => {
    loanServer();
    await renderAs('/');
    const nav = within(screen.getByRole('navigation', { name: 'Sections' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Applications',
      'Mandates',
      'Disbursals',
      'Ledger',
      'Loans',
      'Credit lines',
      'Gold',
      'Insurance',
      'Referrals',
      'Reconciliation',
      'Remittances',
    ]);
    fireEvent.click(nav.getByRole('link', { name: 'Loans' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Loans' })).toBeDefined();
    expect(nav.getByRole('link', { name: 'Loans' }).getAttribute('aria-current')).toBe('page');
  });

  it('is in the admin’s navigation too', async () => {
    loanServer();
    await renderAs('/', anAdminSession());
    const nav = within(screen.getByRole('navigation', { name: 'Sections' }));
    expect(nav.getByRole('link', { name: 'Loans' })).toBeDefined();
  });

  it('is not in the navigation of an underwriter', async () => {
    loanServer();
    await renderConsole('/');
    const nav = within(screen.getByRole('navigation', { name: 'Sections' }));
    expect(nav.queryByRole('link', { name: 'Loans' })).toBeNull();
  });
});
