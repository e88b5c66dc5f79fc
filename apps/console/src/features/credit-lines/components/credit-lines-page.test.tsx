import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { aStaffSession } from '../../../test/fixtures';
import { renderConsole } from '../../../test/render-console';
import { errorResponse, stubFetch } from '../../../test/stub-fetch';
import { aCreditLineItem, lineId } from '../testing/credit-line-fixtures';
import { creditLinePaths, creditLineServer, renderAs } from '../testing/credit-line-server';

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

const suspendedLine = aCreditLineItem({
  lineId: '7b1d4b63-69a5-4c7d-8e4d-1c7a6f4a2b25',
  lenderLoanAcctId: 'CL0000031',
  borrowerName: 'Meena Iyer',
  suspended: true,
  limit: 10_000_000,
  drawn: 9_900_050,
  available: 0,
  expiresOn: '2026-12-31',
});
const closedLine = aCreditLineItem({
  lineId: '7b1d4b63-69a5-4c7d-8e4d-1c7a6f4a2b29',
  lenderLoanAcctId: 'CL0000007',
  borrowerName: '',
  status: 'CLOSED',
  drawn: 0,
  available: 0,
  expiresOn: '2026-04-30',
});

describe('the credit lines', () => {
  it('lists each line with its limit, drawn and available amounts, status and expiry', async () => {
    const calls = creditLineServer({ lines: [aCreditLineItem(), suspendedLine, closedLine] });
    await renderAs('/credit-lines');
    const table = await screen.findByRole('table', { name: 'Credit lines' });

    expect(screen.getByRole('heading', { level: 1, name: 'Credit lines' })).toBeDefined();
    expect(calls.map((call) => call.path)).toEqual([creditLinePaths.lines]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Credit line account number',
      'Borrower',
      'Limit',
      'Drawn',
      'Available',
      'Status',
      'Expires on',
    ]);
    expect(rowsOf(table)).toEqual([
      ['CL0000042', 'Asha Verma', '₹50,000.00', '₹11,150.75', '₹38,349.25', 'Active', '2027-03-01'],
      ['CL0000031', 'Meena Iyer', '₹1,00,000.00', '₹99,000.50', '₹0.00', 'ActiveSuspended', '2026-12-31'],
      ['CL0000007', '—', '₹50,000.00', '₹0.00', '₹0.00', 'Closed', '2026-04-30'],
    ]);
    const [first, suspended] = within(table).getAllByRole('row').slice(1);
    expect(within(first as HTMLElement).queryByText('Suspended')).toBeNull();
    expect(within(suspended as HTMLElement).getByText('Suspended')).toBeDefined();
    expect(within(table).getByRole('link', { name: 'CL0000042' }).getAttribute('href')).toBe(
      `/credit-lines/${lineId}`,
    );
    expect(within(table).getByRole('link', { name: 'CL0000031' }).getAttribute('href')).toBe(
      `/credit-lines/${suspendedLine.lineId}`,
    );
  });

  it('opens a line from its account number', async () => {
    creditLineServer({ lines: [aCreditLineItem()] });
    await renderAs('/credit-lines');
    fireEvent.click(await screen.findByRole('link', { name: 'CL0000042' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Credit line CL0000042' })).toBeDefined();
  });

  it('says when there is no line', async () => {
    creditLineServer();
    await renderAs('/credit-lines');

    expect(await screen.findByText('No credit line yet')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the server’s refusal', async () => {
    stubFetch(() => errorResponse(403, 'FORBIDDEN', 'Your role does not allow this action'));
    await renderAs('/credit-lines');

    expect(await screen.findByText('Your role does not allow this action')).toBeDefined();
  });

  it('is in the navigation of staff who view the ledger, after the loans', async () => {
    creditLineServer();
    await renderAs('/');
    const nav = within(screen.getByRole('navigation', { name: 'Sections' }));
    const links = nav.getAllByRole('link').map((link) => link.textContent);
    expect(links.slice(links.indexOf('Loans'), links.indexOf('Loans') + 2)).toEqual([
      'Loans',
      'Credit lines',
    ]);

    fireEvent.click(nav.getByRole('link', { name: 'Credit lines' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Credit lines' })).toBeDefined();
    expect(nav.getByRole('link', { name: 'Credit lines' }).getAttribute('aria-current')).toBe('page');
  });

  it('is in the admin’s navigation too', async () => {
    creditLineServer();
    await renderAs('/', aStaffSession({ staff: { ...aStaffSession().staff, roles: ['admin'] } }));
    const nav = within(screen.getByRole('navigation', { name: 'Sections' }));
    expect(nav.getByRole('link', { name: 'Credit lines' })).toBeDefined();
  });

  it('is not in the navigation of an underwriter', async () => {
    creditLineServer();
    await renderConsole('/');
    const nav = within(screen.getByRole('navigation', { name: 'Sections' }));
    expect(nav.queryByRole('link', { name: 'Credit lines' })).toBeNull();
  });
});
