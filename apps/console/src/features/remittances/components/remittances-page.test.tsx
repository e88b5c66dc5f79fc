import { backOfficeRemittancePaths, remittanceMessages } from '@kredo/contract/remittances';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { pathWith } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { aStaffSession } from '../../../test/fixtures';
import { errorResponse, stubFetch } from '../../../test/stub-fetch';
import { aCheckerSession, approvedGst, aRemittance, dueRows } from '../testing/remittance-fixtures';
import { posts, remittanceServer, renderAs } from '../testing/remittance-server';

const proposed = aRemittance();
const textsOf = (cells: HTMLElement[]) => cells.map((cell) => cell.textContent);

function rowsOf(name: string) {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => textsOf(within(row).getAllByRole('cell')));
}

async function openPropose(name: string) {
  fireEvent.click(await screen.findByRole('button', { name }));
  return within(await screen.findByRole('dialog', { name: 'Propose a remittance' }));
}

describe('the remittances page', () => {
  it('shows what is due per lender and payee, and the remittances, from the navigation', async () => {
    const calls = remittanceServer({ due: dueRows, remittances: [proposed, approvedGst] });
    await renderAs('/remittances');
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByRole('link', { name: 'Remittances' }).getAttribute('aria-current')).toBe('page');
    await screen.findByRole('table', { name: 'Due now' });
    expect(screen.getByRole('heading', { level: 1, name: 'Remittances' })).toBeDefined();

    expect(rowsOf('Due now')).toEqual([
      ['Sahyadri Finance (174)', 'Insurer', '₹1,200.00', '—', '₹300.00', '₹1,200.00', 'Propose'],
      ['Sahyadri Finance (174)', 'Gold vendor', '₹0.00', '—', '₹0.00', '₹0.00', 'Propose'],
      ['Sahyadri Finance (174)', 'GST', '₹1,800.50', '₹300.00', '₹0.00', '₹1,500.50', 'Propose'],
    ]);
    const nothingDue = screen.getByRole('button', {
      name: 'Propose a remittance to the gold vendor for Sahyadri Finance (174)',
    });
    expect(nothingDue.hasAttribute('disabled')).toBe(true);

    await screen.findByRole('table', { name: 'Remittances' });
    expect(rowsOf('Remittances')).toEqual([
      [
        formatDateTime(proposed.proposedAt),
        'Sahyadri Finance (174)',
        'Insurer',
        '₹300.00',
        'UTR2026112900001',
        'Omar Ops',
        'Proposed',
        '—',
        'Another staff member decides',
      ],
      [
        formatDateTime(approvedGst.proposedAt),
        'Sahyadri Finance (174)',
        'GST',
        '₹900.00+ ₹150.00 input credit set off',
        'GSTUTR0001',
        'Omar Ops',
        'Approved',
        `Anita Admin, ${formatDateTime(approvedGst.decidedAt!)}`,
        '',
      ],
    ]);

    fireEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    await waitFor(() => expect(rowsOf('Remittances')).toHaveLength(1));
    expect(calls.at(-1)?.url).toBe(`${backOfficeRemittancePaths.list}?status=APPROVED`);
  });

  it('proposes from a due row: the amount in rupees, the UTR upper-cased, then says so', async () => {
    const calls = remittanceServer({
      due: dueRows,
      onPost: () =>
        Response.json(aRemittance({ payee: 'gst', amountPaise: 1_000_50, reference: 'UTR123456' })),
    });
    await renderAs('/remittances');
    const dialog = await openPropose('Propose a remittance to GST for Sahyadri Finance (174)');
    expect((dialog.getByLabelText('Lender') as HTMLSelectElement).value).toBe('174');
    expect((dialog.getByLabelText('Payee') as HTMLSelectElement).value).toBe('gst');
    const amount = dialog.getByLabelText(/Amount/) as HTMLInputElement;
    expect(amount.value).toBe('1,500.50');
    expect(dialog.getByText('Due now: ₹1,500.50')).toBeDefined();

    fireEvent.change(amount, { target: { value: 'a lot' } });
    fireEvent.change(dialog.getByLabelText(/UTR/), { target: { value: 'AB-1' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Propose' }));
    expect(
      await dialog.findByText('Enter an amount in rupees above zero, with at most 2 decimals'),
    ).toBeDefined();
    expect(dialog.getByText('Enter the bank’s UTR: 6 to 30 letters or digits')).toBeDefined();
    expect(posts(calls)).toEqual([]);

    fireEvent.change(amount, { target: { value: '1,000.50' } });
    fireEvent.change(dialog.getByLabelText(/UTR/), { target: { value: ' utr123456 ' } });
    fireEvent.change(dialog.getByLabelText('Note (optional)'), { target: { value: ' October GST ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Propose' }));
    expect(
      await screen.findByText(
        'Remittance of ₹1,000.50 to GST proposed: another staff member must approve it.',
      ),
    ).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(calls)).toEqual([
      [
        backOfficeRemittancePaths.propose,
        { lenderId: 174, payee: 'gst', amountPaise: 1_000_50, reference: 'UTR123456', note: 'October GST' },
      ],
    ]);
  });

  it('keeps the proposal open with the server’s refusal', async () => {
    const refusal = remittanceMessages.overDue('₹1,200');
    remittanceServer({ due: dueRows, onPost: () => errorResponse(409, 'CONFLICT', refusal) });
    await renderAs('/remittances');
    const dialog = await openPropose('Propose a remittance to the insurer for Sahyadri Finance (174)');
    fireEvent.change(dialog.getByLabelText(/Amount/), { target: { value: '1300' } });
    fireEvent.change(dialog.getByLabelText(/UTR/), { target: { value: 'UTR654321' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Propose' }));
    expect(await dialog.findByText(refusal)).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Propose a remittance' })).toBeDefined();
  });

  it('lets another staff member approve a proposal, with a note', async () => {
    const calls = remittanceServer({ due: dueRows, remittances: [proposed] });
    await renderAs('/remittances', aCheckerSession());
    fireEvent.click(await screen.findByRole('button', { name: 'Approve the remittance UTR2026112900001' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve the remittance' }));
    expect(dialog.getByText(/₹300.00 to the insurer, UTR UTR2026112900001/)).toBeDefined();
    fireEvent.change(dialog.getByLabelText('Note (optional)'), {
      target: { value: ' Matches the statement ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Remittance approved: its entry is posted.')).toBeDefined();
    expect(posts(calls)).toEqual([
      [
        pathWith(backOfficeRemittancePaths.approve, { remittanceId: proposed.id }),
        { note: 'Matches the statement' },
      ],
    ]);
  });

  it('asks a reason to reject, and shows the server’s refusal when someone decided first', async () => {
    const calls = remittanceServer({
      remittances: [proposed],
      onPost: () => errorResponse(409, 'CONFLICT', remittanceMessages.notProposed),
    });
    await renderAs('/remittances', aCheckerSession());
    fireEvent.click(await screen.findByRole('button', { name: 'Reject the remittance UTR2026112900001' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject the remittance' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText('Say why the remittance is rejected')).toBeDefined();
    expect(posts(calls)).toEqual([]);

    fireEvent.change(dialog.getByLabelText(/Why it is rejected/), { target: { value: 'Wrong UTR' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText(remittanceMessages.notProposed)).toBeDefined();
    expect(posts(calls)).toEqual([
      [pathWith(backOfficeRemittancePaths.reject, { remittanceId: proposed.id }), { note: 'Wrong UTR' }],
    ]);
  });

  it('shows the server’s refusal to a role that may not remit, which has no link to the page', async () => {
    stubFetch(() => errorResponse(403, 'FORBIDDEN', 'Your role does not allow this action'));
    await renderAs('/remittances', aStaffSession());
    expect((await screen.findAllByText('Your role does not allow this action')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Remittances' })).toBeNull();
  });
});
