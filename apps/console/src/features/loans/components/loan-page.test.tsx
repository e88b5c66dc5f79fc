import { loanServicingMessages } from '@kredo/contract/loan-servicing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { errorResponse } from '../../../test/stub-fetch';
import {
  aClosedLoan,
  anAdminSession,
  anOperationsSession,
  anOverdueLoan,
  aWrittenOffLoan,
  loanId,
} from '../testing/loan-fixtures';
import { loanPagePath, loanPaths, loanServer, postsTo, renderAs } from '../testing/loan-server';

async function openLoan(session = anAdminSession()) {
  await renderAs(loanPagePath, session);
  await screen.findByRole('heading', { level: 1 });
}

/** The value a field list shows beside its label. */
const fieldValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const statusShown = () => screen.getByLabelText(/^Status: /).textContent;

async function openWriteOff() {
  fireEvent.click(screen.getByRole('button', { name: 'Write off' }));
  return within(await screen.findByRole('dialog', { name: 'Write the loan off' }));
}

describe('a loan’s page', () => {
  it('shows every field of the loan, amounts in rupees to the paisa, and links its statement', async () => {
    loanServer({ detail: anOverdueLoan({ advance: 12_345 }) });
    await openLoan(anOperationsSession());

    expect(screen.getByRole('heading', { level: 1, name: 'Loan KL0000042' })).toBeDefined();
    expect(statusShown()).toBe('DISBURSED');
    expect(fieldValue('Tags')).toBe('—');
    expect(fieldValue('Loan account number')).toBe('KL0000042');
    expect(fieldValue('Borrower')).toBe('Asha Verma');
    expect(fieldValue('Borrower id')).toBe('user-1');
    expect(fieldValue('Loan id')).toBe(loanId);
    expect(fieldValue('Lender')).toBe('Sahyadri Finance (174)');
    expect(fieldValue('Principal')).toBe('₹1,50,000.00');
    expect(fieldValue('Class')).toBe('SMA-1');
    expect(fieldValue('Days past due')).toBe('45');
    expect(fieldValue('Overdue since')).toBe('2026-02-20');
    expect(fieldValue('Due and unpaid today')).toBe('₹20,625.75');
    expect(fieldValue('Receivable in the ledger')).toBe('₹1,39,375.50');
    expect(fieldValue('Advance held')).toBe('₹123.45');
    expect(fieldValue('Disbursed on')).toBe('2026-01-07');
    expect(fieldValue('Last business day closed')).toBe('2026-04-06');
    expect(fieldValue('Matured on')).toBe('—');
    expect(fieldValue('Written off on')).toBe('—');
    expect(fieldValue('Closed on')).toBe('—');
    expect(screen.getByRole('link', { name: 'Open the loan’s statement' }).getAttribute('href')).toBe(
      `/ledger/loans/${loanId}`,
    );
    expect(screen.getByRole('link', { name: 'Back to the loans' }).getAttribute('href')).toBe('/loans');
  });

  it('offers no write-off to operations', async () => {
    loanServer();
    await openLoan(anOperationsSession());

    expect(screen.queryByRole('button', { name: 'Write off' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Loan actions' })).toBeNull();
  });

  it('offers the admin no write-off of a loan already written off', async () => {
    loanServer({ detail: aWrittenOffLoan() });
    await openLoan();
    expect(fieldValue('Tags')).toBe('written-off');
    expect(fieldValue('Written off on')).toBe('2026-04-07');
    expect(screen.queryByRole('button', { name: 'Write off' })).toBeNull();
  });

  it('offers the admin no write-off of a closed loan', async () => {
    loanServer({ detail: aClosedLoan({ loanId }) });
    await openLoan();
    expect(statusShown()).toBe('CLOSED');
    expect(screen.queryByRole('button', { name: 'Write off' })).toBeNull();
  });

  it('is written off by the admin with a note of at least three characters, then shows the tag', async () => {
    const calls = loanServer({
      onAction: (call) => (call.path === loanPaths.writeOff ? Response.json(aWrittenOffLoan()) : undefined),
    });
    await openLoan();
    const dialog = await openWriteOff();
    expect(
      dialog.getByText(
        'Every receivable of the loan (₹1,39,375.50) goes to the write-off expense. The borrower still owes it: what they pay from now on is a recovery.',
      ),
    ).toBeDefined();

    fireEvent.click(dialog.getByRole('button', { name: 'Write off' }));
    expect(await dialog.findByText('Say why the loan is written off')).toBeDefined();
    fireEvent.change(dialog.getByLabelText(/Why the loan is written off/), { target: { value: ' no ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Write off' }));
    expect(await dialog.findByText('Say why the loan is written off')).toBeDefined();
    expect(postsTo(calls, loanPaths.writeOff)).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText(/Why the loan is written off/), {
      target: { value: ' Borrower unreachable for 120 days ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Write off' }));

    expect(await screen.findByText('Loan written off.')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(postsTo(calls, loanPaths.writeOff).map((call) => call.body)).toEqual([
      { note: 'Borrower unreachable for 120 days' },
    ]);
    expect(fieldValue('Tags')).toBe('written-off');
    expect(fieldValue('Written off on')).toBe('2026-04-07');
    expect(statusShown()).toBe('DISBURSED');
    expect(screen.queryByRole('button', { name: 'Write off' })).toBeNull();
    // The answer is the loan: it is not asked for again.
    expect(calls.filter((call) => call.path === loanPaths.detail)).toHaveLength(1);
  });

  it('keeps the dialog open with the server’s refusal, and shows the loan as it now stands', async () => {
    const calls = loanServer({
      detail: [anOverdueLoan(), aWrittenOffLoan()],
      onAction: () => errorResponse(409, 'CONFLICT', loanServicingMessages.alreadyWrittenOff),
    });
    await openLoan();
    const dialog = await openWriteOff();
    fireEvent.change(dialog.getByLabelText(/Why the loan is written off/), {
      target: { value: 'Fraud confirmed' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Write off' }));

    expect(await dialog.findByText('This loan is already written off.')).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Write the loan off' })).toBeDefined();
    expect(postsTo(calls, loanPaths.writeOff)).toHaveLength(1);
    // Someone wrote it off first: the reloaded loan shows the tag.
    await waitFor(() => expect(fieldValue('Tags')).toBe('written-off'));
  });

  it('shows the refusal of a loan that is no longer open', async () => {
    loanServer({ onAction: () => errorResponse(409, 'CONFLICT', loanServicingMessages.notOpen) });
    await openLoan();
    const dialog = await openWriteOff();
    fireEvent.change(dialog.getByLabelText(/Why the loan is written off/), { target: { value: 'Fraud' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Write off' }));

    expect(await dialog.findByText('Only an open loan can be written off.')).toBeDefined();
  });

  it('says when the loan is unknown', async () => {
    loanServer();
    await renderAs('/loans/6a0c3a52-58f4-4b6c-9d3c-0b6f5e3f1a99');

    expect(await screen.findByText('Page not found')).toBeDefined();
  });
});
