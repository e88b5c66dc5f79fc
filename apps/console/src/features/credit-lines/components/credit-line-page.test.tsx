import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { formatDateTime } from '../../../lib/format';
import { aStaffSession } from '../../../test/fixtures';
import { errorResponse } from '../../../test/stub-fetch';
import { aCreditLine, aSuspendedCreditLine, lineId } from '../testing/credit-line-fixtures';
import {
  creditLinePagePath,
  creditLinePaths,
  creditLineServer,
  postsTo,
  renderAs,
} from '../testing/credit-line-server';

async function openLine(session?: Parameters<typeof renderAs>[1]) {
  await renderAs(creditLinePagePath, session);
  await screen.findByRole('heading', { level: 1 });
}

/** The value a field list shows beside its label. */
const fieldValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

function rowsOf(name: string) {
  return within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .getAllByRole(row.closest('thead') ? 'columnheader' : 'cell')
        .map((cell) => cell.textContent),
    );
}

async function openDialog(button: string, title: string) {
  fireEvent.click(screen.getByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: title }));
}

const suspendTitle = 'Suspend the line’s drawdowns';

describe('a credit line’s page', () => {
  it('shows the line’s figures in rupees to the paisa, its dates, and links its ledger accounts', async () => {
    creditLineServer();
    await openLine();

    expect(screen.getByRole('heading', { level: 1, name: 'Credit line CL0000042' })).toBeDefined();
    expect(fieldValue('Status')).toBe('Active');
    expect(screen.queryByText('Why drawdowns are suspended', { selector: 'dt' })).toBeNull();
    expect(fieldValue('Credit line account number')).toBe('CL0000042');
    expect(fieldValue('Borrower')).toBe('Asha Verma');
    expect(fieldValue('Borrower id')).toBe('user-1');
    expect(fieldValue('Line id')).toBe(lineId);
    expect(fieldValue('Lender')).toBe('Sahyadri Finance (174)');
    expect(fieldValue('Product')).toBe('RLOC');
    expect(fieldValue('Limit')).toBe('₹50,000.00');
    expect(fieldValue('Drawn')).toBe('₹11,150.75');
    expect(fieldValue('Held for drawdowns being paid out')).toBe('₹500.00');
    expect(fieldValue('Available to draw')).toBe('₹38,349.25');
    expect(fieldValue('Outstanding')).toBe('₹11,150.75');
    expect(fieldValue('Interest accrued, not billed')).toBe('₹94.68');
    expect(fieldValue('Charges not billed')).toBe('₹590.00');
    expect(fieldValue('Interest rate')).toBe('24% a year');
    expect(fieldValue('Opened on')).toBe('2026-03-02');
    expect(fieldValue('Expires on')).toBe('2027-03-01');
    expect(fieldValue('Last business day closed')).toBe('2026-05-12');
    expect(screen.getByRole('link', { name: 'Open the line’s ledger accounts' }).getAttribute('href')).toBe(
      `/ledger/accounts/${lineId}`,
    );
    expect(screen.getByRole('link', { name: 'Back to the credit lines' }).getAttribute('href')).toBe(
      '/credit-lines',
    );
  });

  it('lists the bills, drawdowns, payments and NACH debits', async () => {
    const line = aCreditLine();
    creditLineServer({ detail: line });
    await openLine();

    expect(rowsOf('Bills')).toEqual([
      ['Bill', 'Bill date', 'Due date', 'Interest', 'Charges', 'Principal', 'Unpaid'],
      ['1', '2026-05-01', '2026-05-05', '₹150.75', '₹0.00', '₹2,000.00', '₹1,150.75'],
    ]);
    expect(rowsOf('Drawdowns')).toEqual([
      ['Requested', 'Amount', 'Convenience fee + GST', 'Status', 'Paid on', 'UTR', 'Failure'],
      [formatDateTime(line.drawdowns[0]!.requestedAt), '₹500.00', '₹11.80', 'PROCESSING', '—', '—', '—'],
      [
        formatDateTime(line.drawdowns[1]!.requestedAt),
        '₹12,000.00',
        '₹118.00',
        'PAID',
        '2026-03-10',
        'UTR2026031000042',
        '—',
      ],
    ]);
    expect(rowsOf('Payments')).toEqual([
      ['Received on', 'Through', 'Amount', 'Charges', 'Interest', 'Principal', 'Excess'],
      ['2026-05-04', 'Payment gateway', '₹1,000.00', '₹0.00', '₹150.75', '₹849.25', '₹0.00'],
    ]);
    expect(rowsOf('NACH debits')).toEqual([
      ['Bill', 'Presentation', 'Amount', 'Charge date', 'Status', 'Reason'],
      ['1', '1', '₹1,150.75', '2026-05-05', 'RETURNED', 'Funds insufficient'],
    ]);
  });

  it('lists the refunds of excess, a failed one with its reason for operations to take up', async () => {
    creditLineServer({
      detail: aCreditLine({
        refunds: [
          {
            refundId: 'refund-1',
            amount: 115_075,
            status: 'FAILED',
            createdAt: '2026-05-05T09:00:00.000Z',
            paidAt: null,
            utr: null,
            failureText: 'Beneficiary account closed',
          },
        ],
      }),
    });
    await openLine();
    const [head, row] = rowsOf('Refunds of excess');
    expect(head).toEqual(['Set aside', 'Amount', 'Status', 'Paid', 'UTR', 'Why it failed']);
    expect(row?.slice(1)).toEqual(['₹1,150.75', 'FAILED', '—', '—', 'Beneficiary account closed']);
  });

  it('says which kinds of activity the line has none of yet', async () => {
    creditLineServer({ detail: aCreditLine({ bills: [], drawdowns: [], repayments: [], debits: [] }) });
    await openLine();

    expect(screen.getByText('No bill yet')).toBeDefined();
    expect(screen.getByText('No drawdown yet')).toBeDefined();
    expect(screen.getByText('No payment yet')).toBeDefined();
    expect(screen.getByText('No NACH debit yet')).toBeDefined();
    expect(screen.getByText('No refund')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers staff who may not manage credit lines no suspension', async () => {
    creditLineServer();
    await openLine(aStaffSession());

    expect(screen.queryByRole('button', { name: 'Suspend drawdowns' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Credit line actions' })).toBeNull();
  });

  it('offers no suspension of a closed line', async () => {
    creditLineServer({ detail: aCreditLine({ status: 'CLOSED', available: 0 }) });
    await openLine();

    expect(fieldValue('Status')).toBe('Closed');
    expect(screen.queryByRole('button', { name: 'Suspend drawdowns' })).toBeNull();
  });

  it('suspends the drawdowns with a reason of at least three characters, then shows the line suspended', async () => {
    const calls = creditLineServer({
      onAction: (call) =>
        call.path === creditLinePaths.suspension ? Response.json(aSuspendedCreditLine()) : undefined,
    });
    await openLine();
    expect(screen.queryByRole('button', { name: 'Resume drawdowns' })).toBeNull();
    const dialog = await openDialog('Suspend drawdowns', suspendTitle);

    fireEvent.click(dialog.getByRole('button', { name: 'Suspend' }));
    expect(await dialog.findByText('Say why')).toBeDefined();
    fireEvent.change(dialog.getByLabelText(/Why drawdowns are suspended/), { target: { value: ' no ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Suspend' }));
    expect(await dialog.findByText('Say why')).toBeDefined();
    expect(postsTo(calls, creditLinePaths.suspension)).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText(/Why drawdowns are suspended/), {
      target: { value: ' Fraud suspected ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Suspend' }));

    expect(await screen.findByText('Drawdowns suspended.')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(postsTo(calls, creditLinePaths.suspension).map((call) => call.body)).toEqual([
      { suspended: true, note: 'Fraud suspected' },
    ]);
    expect(fieldValue('Status')).toBe('ActiveSuspended');
    expect(fieldValue('Why drawdowns are suspended')).toBe('Fraud suspected');
    expect(screen.getByRole('button', { name: 'Resume drawdowns' })).toBeDefined();
    // The answer is the line: it is not asked for again.
    expect(calls.filter((call) => call.path === creditLinePaths.detail)).toHaveLength(1);
  });

  it('resumes a suspended line’s drawdowns with a reason', async () => {
    const calls = creditLineServer({
      detail: aSuspendedCreditLine(),
      onAction: () => Response.json(aCreditLine()),
    });
    await openLine();
    expect(fieldValue('Why drawdowns are suspended')).toBe('Fraud suspected');
    const dialog = await openDialog('Resume drawdowns', 'Resume the line’s drawdowns');
    fireEvent.change(dialog.getByLabelText(/Why drawdowns are resumed/), {
      target: { value: 'Borrower verified by phone' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Resume' }));

    expect(await screen.findByText('Drawdowns resumed.')).toBeDefined();
    expect(postsTo(calls, creditLinePaths.suspension).map((call) => call.body)).toEqual([
      { suspended: false, note: 'Borrower verified by phone' },
    ]);
    expect(fieldValue('Status')).toBe('Active');
    expect(screen.getByRole('button', { name: 'Suspend drawdowns' })).toBeDefined();
  });

  it('keeps the dialog open with the refusal of a line closed meanwhile, and shows the line as it now stands', async () => {
    const calls = creditLineServer({
      detail: [aCreditLine(), aCreditLine({ status: 'CLOSED', available: 0 })],
      onAction: () => errorResponse(409, 'CONFLICT', 'This credit line is closed.'),
    });
    await openLine();
    const dialog = await openDialog('Suspend drawdowns', suspendTitle);
    fireEvent.change(dialog.getByLabelText(/Why drawdowns are suspended/), {
      target: { value: 'Overdue for 60 days' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Suspend' }));

    expect(await dialog.findByText('This credit line is closed.')).toBeDefined();
    expect(screen.getByRole('dialog', { name: suspendTitle })).toBeDefined();
    expect(screen.queryByText('Drawdowns suspended.')).toBeNull();
    expect(postsTo(calls, creditLinePaths.suspension)).toHaveLength(1);
    // Closed meanwhile: the reloaded line says so.
    await waitFor(() => expect(fieldValue('Status')).toBe('Closed'));
  });

  it('says when the line is unknown', async () => {
    creditLineServer();
    await renderAs('/credit-lines/7b1d4b63-69a5-4c7d-8e4d-1c7a6f4a2b99');

    expect(await screen.findByText('Page not found')).toBeDefined();
  });
});
