import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { formatDateTime } from '../../../lib/format';
import { renderConsole } from '../../../test/render-console';
import { errorResponse } from '../../../test/stub-fetch';
import {
  aDisbursal,
  aPaidDisbursal,
  aReadyOpportunity,
  disbursalId,
  opportunityId,
} from '../testing/disbursal-fixtures';
import { disbursalPaths, disbursalServer, postsTo, renderAs } from '../testing/disbursal-server';

const ready = aReadyOpportunity({ waitingSince: new Date(Date.now() - 26 * 3_600_000).toISOString() });

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

describe('the disbursal queue', () => {
  it('lists the loans ready to be paid out first, each with its proposal', async () => {
    disbursalServer({ ready: [ready] });
    await renderAs('/disbursals');
    const table = await screen.findByRole('table', { name: 'Loans awaiting disbursal' });

    const tabs = within(screen.getByRole('tablist', { name: 'View' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Ready',
      'Proposed',
      'In flight',
      'Failed',
      'Paid',
    ]);
    expect(tabs.getByRole('tab', { name: 'Ready' }).getAttribute('aria-selected')).toBe('true');
    expect(rowsOf(table)).toEqual([
      [
        'Asha Verma',
        'Sahyadri Finance (174)',
        '₹1,50,000.00',
        '₹1,46,460.00',
        `1 d ago${formatDateTime(ready.waitingSince)}`,
        'Propose disbursal',
      ],
    ]);
  });

  it('shows each stage’s disbursals when its tab is chosen, with the UTR or the bank’s reason', async () => {
    const failed = aDisbursal({
      id: '8e0c3a52-58f4-4b6c-9d3c-0b6f5e3f1a12',
      borrowerName: 'Ravi Kumar',
      status: 'FAILED',
      mode: 'NEFT',
      failureCode: 'INVALID_ACCOUNT',
      failureText: 'The account does not exist',
    });
    const calls = disbursalServer({
      ready: [ready],
      views: { proposed: [aDisbursal()], failed: [failed], paid: [aPaidDisbursal()] },
    });
    await renderAs('/disbursals');
    await screen.findByText('Asha Verma');

    fireEvent.click(screen.getByRole('tab', { name: 'Proposed' }));
    const proposed = await screen.findByRole('table', { name: 'Proposed' });
    expect(calls.at(-1)?.url).toBe(`${disbursalPaths.queue}?view=proposed`);
    expect(rowsOf(proposed)).toEqual([
      [
        'Asha Verma',
        '₹1,46,460.50',
        'IMPS',
        'XXXXXXX234',
        'HDFC0000001',
        `Omar Ops${formatDateTime('2026-03-07T04:30:00.000Z')}`,
        'PROPOSED',
        '—',
      ],
    ]);
    expect(within(proposed).getByRole('link', { name: 'Asha Verma' }).getAttribute('href')).toBe(
      `/disbursals/${disbursalId}`,
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Failed' }));
    const failedRow = (await screen.findByText('Ravi Kumar')).closest('tr')!;
    expect(calls.at(-1)?.url).toBe(`${disbursalPaths.queue}?view=failed`);
    expect(within(failedRow).getByText('INVALID_ACCOUNT: The account does not exist')).toBeDefined();
    expect(within(failedRow).getByText('NEFT')).toBeDefined();

    fireEvent.click(screen.getByRole('tab', { name: 'Paid' }));
    expect(await screen.findByText('UTR 412345678901')).toBeDefined();
    expect(calls.at(-1)?.url).toBe(`${disbursalPaths.queue}?view=paid`);
  });

  it('keeps the view in the address and says when it is empty', async () => {
    disbursalServer({ ready: [ready] });
    await renderAs('/disbursals?view=in-flight');

    expect(await screen.findByText('No disbursals here')).toBeDefined();
    expect(screen.getByRole('tab', { name: 'In flight' }).getAttribute('aria-selected')).toBe('true');
  });

  it('proposes a loan’s disbursal with a note, then offers to open it', async () => {
    const calls = disbursalServer({
      ready: [ready],
      onAction: (call) => (call.path === disbursalPaths.propose ? Response.json(aDisbursal()) : undefined),
    });
    await renderAs('/disbursals');
    fireEvent.click(await screen.findByRole('button', { name: 'Propose disbursal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Propose a disbursal' }));
    expect(dialog.getByText(/Pay ₹1,46,460.00 to Asha Verma’s verified disbursal account/)).toBeDefined();

    fireEvent.change(dialog.getByLabelText('Note (optional)'), { target: { value: ' KFS v2 signed ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Propose disbursal' }));

    expect(
      await screen.findByText('Disbursal to Asha Verma proposed: another staff member must approve it.'),
    ).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(postsTo(calls, disbursalPaths.propose).map((call) => call.body)).toEqual([
      { opportunityId, note: 'KFS v2 signed' },
    ]);
    // The queue is asked again: the loan has moved to 'Proposed'.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === disbursalPaths.queue).length).toBeGreaterThan(1),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Open the disbursal' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Disbursal to Asha Verma' })).toBeDefined();
  });

  it('proposes without a note when none is given', async () => {
    const calls = disbursalServer({ ready: [ready] });
    await renderAs('/disbursals');
    fireEvent.click(await screen.findByRole('button', { name: 'Propose disbursal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Propose a disbursal' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Propose disbursal' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(postsTo(calls, disbursalPaths.propose).map((call) => call.body)).toEqual([{ opportunityId }]);
  });

  it('keeps the proposal open with the server’s refusal', async () => {
    disbursalServer({
      ready: [ready],
      onAction: () => errorResponse(409, 'CONFLICT', 'A disbursal of this loan is already proposed or made.'),
    });
    await renderAs('/disbursals');
    fireEvent.click(await screen.findByRole('button', { name: 'Propose disbursal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Propose a disbursal' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Propose disbursal' }));

    expect(await dialog.findByText('A disbursal of this loan is already proposed or made.')).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Propose a disbursal' })).toBeDefined();
  });

  it('is in the navigation of operations, beside the mandates and the ledger', async () => {
    disbursalServer();
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
    fireEvent.click(nav.getByRole('link', { name: 'Disbursals' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Disbursals' })).toBeDefined();
  });

  it('is not in the navigation of an underwriter', async () => {
    disbursalServer();
    await renderConsole('/');
    const nav = within(screen.getByRole('navigation', { name: 'Sections' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Applications']);
  });
});
