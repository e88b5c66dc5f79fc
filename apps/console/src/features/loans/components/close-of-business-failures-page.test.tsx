import { closeOfBusinessPaths, type CloseOfBusinessFailure } from '@kredo/contract/close-of-business';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { errorResponse, stubFetch } from '../../../test/stub-fetch';
import { loanServer, renderAs } from '../testing/loan-server';
import { anOverdueLoan, loanId } from '../testing/loan-fixtures';

const failure: CloseOfBusinessFailure = {
  loanId,
  lenderLoanAcctId: 'KL0000042',
  lenderId: 174,
  loanStatus: 'DISBURSED',
  businessDay: '2026-03-14',
  error: 'DatabaseError P0001: could not serialize access',
  attempts: 3,
  firstSeenAt: '2026-03-14T18:31:00.000Z',
  lastSeenAt: '2026-03-14T18:33:00.000Z',
};

function failuresServer(failures: CloseOfBusinessFailure[]) {
  return stubFetch((call) => {
    if (call.method === 'GET' && call.path === closeOfBusinessPaths.failures)
      return Response.json({ failures });
    return errorResponse(404, 'NOT_FOUND', 'Page not found');
  });
}

describe('the close of business failures', () => {
  it('lists each loan-day not closed with its attempts and error, from a link on the loans page', async () => {
    loanServer({ views: { overdue: [anOverdueLoan()] } });
    await renderAs('/loans');
    const link = await screen.findByRole('link', { name: 'Close of business failures' });
    const calls = failuresServer([failure]);
    fireEvent.click(link);

    const table = await screen.findByRole('table', { name: 'Loan-days not closed' });
    expect(screen.getByRole('heading', { level: 1, name: 'Close of business failures' })).toBeDefined();
    expect(calls.map((call) => call.url)).toEqual([closeOfBusinessPaths.failures]);
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Loan account number',
      'Lender',
      'Loan status',
      'Business day',
      'Attempts',
      'First failed',
      'Last tried',
      'Error',
    ]);
    const cells = within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual([
      'KL0000042',
      'Sahyadri Finance (174)',
      'DISBURSED',
      '2026-03-14',
      '3',
    ]);
    expect(cells[7]).toBe('DatabaseError P0001: could not serialize access');
    expect(within(table).getByRole('link', { name: 'KL0000042' }).getAttribute('href')).toBe(
      `/loans/${loanId}`,
    );
  });

  it('says when every loan-day has closed', async () => {
    failuresServer([]);
    await renderAs('/loans/close-of-business');

    expect(await screen.findByText('Every loan-day has closed')).toBeDefined();
  });

  it('shows the server’s refusal', async () => {
    stubFetch(() => errorResponse(403, 'FORBIDDEN', 'Your role does not allow this action'));
    await renderAs('/loans/close-of-business');

    expect(await screen.findByText('Your role does not allow this action')).toBeDefined();
  });
});
