import { backOfficeGoldPaths, type GoldBreak } from '@kredo/contract/gold-back-office';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { pathWith } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { aStaffSession } from '../../../test/fixtures';
import { errorResponse, stubFetch } from '../../../test/stub-fetch';
import { aBreak, resolvedBreak } from '../testing/gold-fixtures';
import { gets, goldServer, posts, renderAs } from '../testing/gold-server';

const open = aBreak();
const resolvePath = pathWith(backOfficeGoldPaths.resolveBreak, { breakId: open.breakId });
const resolveLabel = 'Resolve the break of Asha Verma found on 2026-11-29';
const dialogTitle = 'Resolve the gold break';

const textsOf = (cells: HTMLElement[]) => cells.map((cell) => cell.textContent);
const rows = () =>
  within(screen.getByRole('table', { name: 'Reconciliation breaks' }))
    .getAllByRole('row')
    .map((row) => textsOf(within(row).getAllByRole(row.closest('thead') ? 'columnheader' : 'cell')));

async function openResolve() {
  fireEvent.click(await screen.findByRole('button', { name: resolveLabel }));
  return within(await screen.findByRole('dialog', { name: dialogTitle }));
}

describe('the gold reconciliation', () => {
  it('lists the breaks with each book’s grams and the signed difference, how each was resolved', async () => {
    goldServer({ breaks: [open, resolvedBreak] });
    await renderAs('/gold?tab=reconciliation');
    await screen.findByRole('table', { name: 'Reconciliation breaks' });

    expect(rows()).toEqual([
      [
        'Customer',
        'Vendor id',
        'Vendor balance',
        'Ours',
        'Difference',
        'Found on',
        'Resolved by',
        'Resolved at',
        'Resolution',
        'Action',
      ],
      ['Asha Verma', 'AUG-1001', '1.2348 g', '1.2345 g', '-0.0003 g', '2026-11-29', '—', '—', '—', 'Resolve'],
      [
        'Ravi Kumar',
        'AUG-1002',
        '0.0000 g',
        '1.5000 g',
        '+1.5000 g',
        '2026-11-27',
        'ops@kredo.example',
        formatDateTime(resolvedBreak.resolvedAt!),
        'Vendor credited the missed buy',
        '',
      ],
    ]);
  });

  it('shows the loading bar until the breaks arrive, then says when there is none', async () => {
    let answer: (response: Response) => void = () => undefined;
    const waiting = new Promise<Response>((resolve) => (answer = resolve));
    stubFetch(() => waiting);
    await renderAs('/gold?tab=reconciliation');

    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeDefined();
    answer(Response.json({ breaks: [] }));
    expect(await screen.findByText('No reconciliation break')).toBeDefined();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('resolves an open break with a note of at least five characters, then shows it resolved', async () => {
    let breaks: GoldBreak[] = [open];
    const answer = {
      ...open,
      resolvedAt: '2026-11-30T05:00:00.000Z',
      resolvedBy: 'ops@kredo.example',
      resolution: 'Vendor corrected its count',
    };
    const calls = stubFetch((call) => {
      if (call.method === 'GET' && call.path === backOfficeGoldPaths.breaks) return Response.json({ breaks });
      if (call.method === 'POST' && call.path === resolvePath) {
        breaks = [answer];
        return Response.json(answer);
      }
      return errorResponse(404, 'NOT_FOUND', 'Page not found');
    });
    await renderAs('/gold?tab=reconciliation');
    const dialog = await openResolve();
    expect(dialog.getByText(/Asha Verma: ours 1.2345 g, the vendor’s 1.2348 g/)).toBeDefined();

    fireEvent.change(dialog.getByLabelText(/How the books were brought together/), {
      target: { value: ' ok ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Resolve' }));
    expect(
      await dialog.findByText('Say in at least 5 characters how the books were brought together'),
    ).toBeDefined();
    expect(posts(calls)).toEqual([]);

    fireEvent.change(dialog.getByLabelText(/How the books were brought together/), {
      target: { value: ' Vendor corrected its count ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('The break is resolved.')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(calls)).toEqual([[resolvePath, { note: 'Vendor corrected its count' }]]);
    await waitFor(() => expect(rows()[1]?.[8]).toBe('Vendor corrected its count'));
    expect(gets(calls, backOfficeGoldPaths.breaks)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: resolveLabel })).toBeNull();
  });

  it('keeps the dialog open when someone resolved the break first, and reloads the breaks', async () => {
    const calls = goldServer({
      breaks: [open],
      onPost: () => errorResponse(409, 'CONFLICT', "Couldn't process the request, please try again"),
    });
    await renderAs('/gold?tab=reconciliation');
    const dialog = await openResolve();
    fireEvent.change(dialog.getByLabelText(/How the books were brought together/), {
      target: { value: 'Vendor corrected its count' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Resolve' }));

    expect(
      await dialog.findByText('This break was already resolved: the list now shows by whom.'),
    ).toBeDefined();
    expect(screen.getByRole('dialog', { name: dialogTitle })).toBeDefined();
    await waitFor(() => expect(gets(calls, backOfficeGoldPaths.breaks)).toHaveLength(2));
  });

  it('runs the reconciliation now and shows its figures, the breaks reloaded', async () => {
    const calls = goldServer({
      onPost: (call) =>
        call.path === backOfficeGoldPaths.reconcile
          ? Response.json({
              businessDate: '2026-11-29',
              ranAt: '2026-11-29T10:00:00.000Z',
              compared: 42,
              skipped: 3,
              breaks: 1,
            })
          : undefined,
    });
    await renderAs('/gold?tab=reconciliation');
    await screen.findByText('No reconciliation break');
    fireEvent.click(screen.getByRole('button', { name: 'Run reconciliation now' }));

    expect(
      await screen.findByText(
        'Reconciliation of 2026-11-29 run: 42 compared, 3 skipped (an order in flight), 1 break.',
      ),
    ).toBeDefined();
    expect(posts(calls)).toEqual([[backOfficeGoldPaths.reconcile, undefined]]);
    await waitFor(() => expect(gets(calls, backOfficeGoldPaths.breaks)).toHaveLength(2));
  });

  it('shows the server’s refusal when the vendor’s book cannot be read', async () => {
    goldServer({
      onPost: () => errorResponse(503, 'PROVIDER_UNAVAILABLE', 'The gold partner is not answering'),
    });
    await renderAs('/gold?tab=reconciliation');
    await screen.findByText('No reconciliation break');
    fireEvent.click(screen.getByRole('button', { name: 'Run reconciliation now' }));

    expect(await screen.findByText('The gold partner is not answering')).toBeDefined();
  });

  it('offers staff who may not manage gold neither a resolution nor a run', async () => {
    goldServer({ breaks: [open, resolvedBreak] });
    await renderAs('/gold?tab=reconciliation', aStaffSession());
    await screen.findByRole('table', { name: 'Reconciliation breaks' });

    expect(screen.queryByRole('button', { name: resolveLabel })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Run reconciliation now' })).toBeNull();
    expect(rows()[0]).not.toContain('Action');
  });
});
