import { backOfficePaths } from '@kredo/contract/back-office';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { aQueueItem, anApplicationView } from '../../../test/fixtures';
import { renderConsole } from '../../../test/render-console';
import { errorResponse, stubFetch } from '../../../test/stub-fetch';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const items = [
  aQueueItem({
    applicationId: '00000000-0000-4000-8000-000000000001',
    borrowerName: 'Newer Borrower',
    statusUpdatedAt: hoursAgo(2),
    amountRequested: 5_000_000,
    automaticOutcome: null,
  }),
  aQueueItem({
    applicationId: '00000000-0000-4000-8000-000000000002',
    borrowerName: 'Older Borrower',
    statusUpdatedAt: hoursAgo(50),
    amountRequested: 15_000_000,
    tenureRequested: 24,
    status: 'INCOMPLETE_INFO',
    subStatuses: ['SELFIE_UNCLEAR'],
    automaticOutcome: 'INCOMPLETE_INFO',
  }),
];

function queueServer() {
  return stubFetch((call) => {
    if (call.path === backOfficePaths.queue) {
      const status = new URL(call.url, 'http://localhost').searchParams.get('status');
      return Response.json({
        items: status ? items.filter((item) => item.status === status) : items,
        counts: { INITIATED: 1, INCOMPLETE_INFO: 1, APPROVED: 3 },
      });
    }
    if (call.path.startsWith('/back-office/applications/')) return Response.json(anApplicationView());
    return errorResponse(404, 'NOT_FOUND', 'Page not found');
  });
}

describe('the queue', () => {
  it('shows a tab per status with its count and the rows oldest first', async () => {
    queueServer();
    await renderConsole('/');
    await screen.findByText('Older Borrower');

    const tabs = within(screen.getByRole('tablist', { name: 'Status' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All open (5)',
      'INITIATED (1)',
      'INCOMPLETE_INFO (1)',
      'APPROVED (3)',
    ]);
    const rows = screen.getAllByRole('row');
    const cells = rows.slice(1).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      [
        'Older Borrower',
        'Personal Loan',
        '₹1,50,000',
        '24 months',
        'INCOMPLETE_INFOSELFIE_UNCLEAR',
        '2 d',
        'INCOMPLETE_INFO',
      ],
      ['Newer Borrower', 'Personal Loan', '₹50,000', '12 months', 'INITIATED', '2 h', 'Not run'],
    ]);
  });

  it('asks the server for one status when its tab is chosen', async () => {
    const calls = queueServer();
    await renderConsole('/');
    await screen.findByText('Newer Borrower');

    fireEvent.click(screen.getByRole('tab', { name: 'INCOMPLETE_INFO (1)' }));

    await waitFor(() => expect(screen.queryByText('Newer Borrower')).toBeNull());
    expect(screen.getByText('Older Borrower')).toBeDefined();
    expect(calls.at(-1)?.url).toBe(`${backOfficePaths.queue}?status=INCOMPLETE_INFO`);
    expect(screen.getByRole('tab', { name: 'INCOMPLETE_INFO (1)' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('opens the application when its row is clicked', async () => {
    queueServer();
    await renderConsole('/');

    await screen.findByText('Older Borrower');

    // Anywhere on the row, not only the borrower's link.
    fireEvent.click(screen.getByRole('cell', { name: '₹1,50,000' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeDefined();
  });
});
