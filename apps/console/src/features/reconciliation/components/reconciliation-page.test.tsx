import {
  reconciliationMessages,
  reconciliationPaths,
  type ReconciliationBreak,
} from '@kredo/contract/reconciliation';
import type { StaffSession } from '@kredo/contract/staff';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { pathWith } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { aStaffSession } from '../../../test/fixtures';
import { renderConsole } from '../../../test/render-console';
import { errorResponse, stubFetch, type FetchCall } from '../../../test/stub-fetch';

const operations = (): StaffSession =>
  aStaffSession({
    staff: { id: 'staff-2', email: 'operations@kredo.example', name: 'Om Operations', roles: ['operations'] },
  });

const aBreak = (overrides: Partial<ReconciliationBreak> = {}): ReconciliationBreak => ({
  id: '9b7e1c52-0d7a-4f0e-9a51-3c1d2e4f5a60',
  source: 'gateway-settlement',
  kind: 'short-settlement',
  lenderId: 174,
  businessDate: '2026-03-13',
  reference: 'setl_Q1w2E3r4T5y6U7',
  unit: 'INR',
  expected: 1_23_456_78,
  actual: 1_23_356_78,
  detail: {},
  foundAt: '2026-03-14T06:31:00.000Z',
  resolvedAt: null,
  resolution: null,
  ...overrides,
});

const missing = aBreak({
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  kind: 'missing-line',
  reference: 'payment-77',
  expected: 800_00,
  actual: null,
});
const gold = aBreak({
  id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60',
  source: 'ledger-balance',
  kind: 'balance-difference',
  reference: 'account:42',
  unit: 'XAU',
  expected: 12_345,
  actual: 2_000_001,
});
const late = aBreak({
  id: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a70',
  source: 'payout-report',
  kind: 'late-file',
  lenderId: null,
  reference: 'daily-report:2026-03-13',
  expected: null,
  actual: null,
});

/** The breaks routes: the list (by source when asked) from `breaks`, a resolution by `onResolve`. */
function breaksServer(breaks: ReconciliationBreak[], onResolve?: (call: FetchCall) => Response) {
  let open = [...breaks];
  return stubFetch((call) => {
    if (call.method === 'GET' && call.path === reconciliationPaths.breaks) {
      const source = new URL(call.url, 'http://localhost').searchParams.get('source');
      return Response.json({ breaks: open.filter((row) => !source || row.source === source) });
    }
    const resolved = open.find(
      (row) => call.path === pathWith(reconciliationPaths.resolve, { breakId: row.id }),
    );
    if (call.method === 'POST' && resolved) {
      const answer = onResolve?.(call);
      if (answer) return answer;
      open = open.filter((row) => row !== resolved);
      return Response.json({ ...resolved, resolvedAt: '2026-03-14T09:00:00.000Z', resolution: 'done' });
    }
    return errorResponse(404, 'NOT_FOUND', 'Page not found');
  });
}

async function openPage(path = '/reconciliation', session = operations()) {
  saveSession(session);
  await renderConsole(path, { signedIn: false });
}

const textsOf = (cells: HTMLElement[]) => cells.map((cell) => cell.textContent);

function rows() {
  const table = screen.getByRole('table', { name: 'Open breaks' });
  const [header, ...body] = within(table).getAllByRole('row');
  return {
    header: textsOf(within(header!).getAllByRole('columnheader')),
    rows: body.map((row) => textsOf(within(row).getAllByRole('cell')).slice(1, 8)),
  };
}

describe('the reconciliation page', () => {
  it('lists the open breaks with their source, kind, reference, day and figures, from the navigation', async () => {
    const calls = breaksServer([aBreak(), missing, gold, late]);
    await openPage();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByRole('link', { name: 'Reconciliation' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await screen.findByRole('table', { name: 'Open breaks' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reconciliation' })).toBeDefined();

    const shown = rows();
    expect(shown.header).toEqual([
      'Found',
      'Day',
      'Source',
      'Kind',
      'Reference',
      'Lender',
      'Expected',
      'Actual',
      'Action',
    ]);
    expect(shown.rows).toEqual([
      [
        '2026-03-13',
        'Gateway settlement',
        'Paid short',
        'setl_Q1w2E3r4T5y6U7',
        '174',
        '₹1,23,456.78',
        '₹1,23,356.78',
      ],
      ['2026-03-13', 'Gateway settlement', 'Missing from the report', 'payment-77', '174', '₹800.00', '—'],
      [
        '2026-03-13',
        'Ledger balances',
        'Balance differs from the journal',
        'account:42',
        '174',
        '1.2345 g',
        '200.0001 g',
      ],
      [
        '2026-03-13',
        'Payout bank statement',
        'Report not received',
        'daily-report:2026-03-13',
        '—',
        '—',
        '—',
      ],
    ]);
    expect(calls.map((call) => call.url)).toEqual([reconciliationPaths.breaks]);

    fireEvent.click(screen.getByRole('tab', { name: 'Payout bank statement' }));
    await waitFor(() => expect(rows().rows).toHaveLength(1));
    expect(rows().rows[0]?.[2]).toBe('Report not received');
    expect(calls.at(-1)?.url).toBe(`${reconciliationPaths.breaks}?source=payout-report`);
  });

  it('resolves a break with a note of at least three characters, then lists it no more', async () => {
    const calls = breaksServer([aBreak(), missing]);
    await openPage();
    await screen.findByRole('table', { name: 'Open breaks' });
    fireEvent.click(screen.getByRole('button', { name: 'Resolve the break of payment-77' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Resolve the break' }));
    expect(dialog.getByText('Missing from the report: payment-77, 2026-03-13')).toBeDefined();

    fireEvent.change(dialog.getByLabelText(/How it was resolved/), { target: { value: ' ok ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Resolve' }));
    expect(await dialog.findByText('Say how the break was resolved')).toBeDefined();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText(/How it was resolved/), {
      target: { value: ' In the next day’s settlement (UTR 512345678901) ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('The break is resolved.')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([
      [
        pathWith(reconciliationPaths.resolve, { breakId: missing.id }),
        { note: 'In the next day’s settlement (UTR 512345678901)' },
      ],
    ]);
    await waitFor(() => expect(rows().rows).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Resolve the break of payment-77' })).toBeNull();
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    breaksServer([aBreak()], () => errorResponse(409, 'CONFLICT', reconciliationMessages.alreadyResolved));
    await openPage();
    await screen.findByRole('table', { name: 'Open breaks' });
    fireEvent.click(screen.getByRole('button', { name: 'Resolve the break of setl_Q1w2E3r4T5y6U7' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Resolve the break' }));
    fireEvent.change(dialog.getByLabelText(/How it was resolved/), {
      target: { value: 'Paid in full later' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Resolve' }));
    expect(await dialog.findByText('This break was already resolved')).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Resolve the break' })).toBeDefined();
  });

  it('says when nothing of the source in the address is open', async () => {
    breaksServer([]);
    await openPage('/reconciliation?source=nach-settlement');
    expect(await screen.findByText('No open break')).toBeDefined();
    expect(screen.getByRole('tab', { name: 'NACH settlement' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the server’s refusal to a role without the ledger, which has no link to the page', async () => {
    stubFetch(() => errorResponse(403, 'FORBIDDEN', 'Your role does not allow this action'));
    await openPage('/reconciliation', aStaffSession());
    expect(await screen.findByText('Your role does not allow this action')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Reconciliation' })).toBeNull();
  });
});
