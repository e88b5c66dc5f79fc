import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { applicationId } from '../../../test/fixtures';
import { aMandateDetail, aStuckEMandate } from '../../../test/mandate-fixtures';
import {
  mandatePagePath,
  mandatePaths,
  mandateServer,
  renderAsOperations,
} from '../../../test/mandate-server';
import { errorResponse } from '../../../test/stub-fetch';

async function openMandate() {
  await renderAsOperations(mandatePagePath);
  await screen.findByRole('heading', { level: 1 });
}

function detailsOf() {
  const region = within(screen.getByRole('region', { name: 'Details' }));
  const terms = region.getAllByRole('term').map((term) => term.textContent);
  const values = region.getAllByRole('definition').map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
}

describe('a mandate', () => {
  it('shows its terms and links to its application', async () => {
    mandateServer({ detail: aStuckEMandate({ umrn: null, reasonCode: null }) });
    await openMandate();

    expect(screen.getByRole('heading', { level: 1, name: 'Mandate of Asha Verma' })).toBeDefined();
    expect(detailsOf()).toMatchObject({
      Status: 'AUTHORIZED',
      Mode: 'E-NACH',
      Bank: 'HDFC Bank',
      Account: 'XXXXXXX234',
      IFSC: 'HDFC0000001',
      'Maximum amount': '₹33,000',
      Frequency: 'Monthly (MNTH)',
      Valid: '6 Mar 2026 to 5 Mar 2028',
      UMRN: '—',
      Reference: 'KRN-7C0C3A52-1',
      'Provider’s mandate id': 'SBX-MND-0042',
      Reason: '—',
    });
    expect(screen.getByRole('link', { name: 'Open the application' }).getAttribute('href')).toBe(
      `/applications/${applicationId}`,
    );
    expect(screen.getByRole('link', { name: 'Back to the mandates' }).getAttribute('href')).toBe('/mandates');
  });

  it('marks a late or repeated report in its history as having changed nothing', async () => {
    mandateServer({ detail: aStuckEMandate() });
    await openMandate();

    const history = within(screen.getByRole('table', { name: 'History' }));
    const [, moved, stale] = history.getAllByRole('row');
    expect(within(moved!).getByText('IN_PROCESS → AUTHORIZED')).toBeDefined();
    expect(within(moved!).getByText('Moved')).toBeDefined();
    expect(within(stale!).getByText('bank-submitted')).toBeDefined();
    expect(within(stale!).getByText('Late or repeated report: changed nothing')).toBeDefined();
    expect(within(stale!).getByText('provider')).toBeDefined();
  });

  it('shows a rejection with its reason, in the details and the history', async () => {
    mandateServer({
      detail: aMandateDetail({
        status: 'REJECTED',
        reasonCode: 'QC01',
        allowedActions: [],
        history: [
          {
            at: '2026-03-06T11:00:00.000Z',
            event: 'rejected',
            from: 'IN_PROCESS',
            to: 'REJECTED',
            outcome: 'moved',
            by: 'ops@kredo.example',
            reasonCode: 'QC01',
            note: 'Second page unsigned',
          },
        ],
      }),
    });
    await openMandate();

    expect(detailsOf().Reason).toBe('QC01 Signature missing');
    const [, row] = within(screen.getByRole('table', { name: 'History' })).getAllByRole('row');
    expect(within(row!).getByText('QC01 Signature missing')).toBeDefined();
    expect(within(row!).getByText('Second page unsigned')).toBeDefined();
    expect(within(row!).getByText('ops@kredo.example')).toBeDefined();
    // Nothing may be done to it any more.
    expect(screen.queryByRole('group', { name: 'Mandate actions' })).toBeNull();
  });

  it('shows the scanned image beside the details when asked, through a signed URL', async () => {
    const calls = mandateServer({
      onGet: (call) =>
        call.path === mandatePaths.scanUrl
          ? Response.json({ url: '/api/documents/file?token=abc', expiresAt: '2026-03-06T10:05:00.000Z' })
          : undefined,
    });
    await openMandate();
    expect(calls.some((call) => call.path === mandatePaths.scanUrl)).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Show the scan' }));

    const image = await screen.findByRole('img', { name: 'Scan of the signed mandate form' });
    expect(image.getAttribute('src')).toBe('/api/documents/file?token=abc');
  });

  it('opens a PDF scan in a new tab, and says so when the scan cannot be had', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let gone = false;
    mandateServer({
      detail: aMandateDetail({
        scan: { documentId: 'doc-1', contentType: 'application/pdf', uploadedAt: '2026-03-06T10:00:00.000Z' },
      }),
      onGet: (call) =>
        call.path !== mandatePaths.scanUrl
          ? undefined
          : gone
            ? errorResponse(404, 'NOT_FOUND', 'Page not found')
            : Response.json({ url: '/api/documents/file?token=pdf', expiresAt: '2026-03-06T10:05:00.000Z' }),
    });
    await openMandate();

    fireEvent.click(screen.getByRole('button', { name: 'Open the scan (PDF)' }));
    await waitFor(() => expect(tab.location.href).toBe('/api/documents/file?token=pdf'));
    expect(tab.opener).toBeNull();

    gone = true;
    fireEvent.click(screen.getByRole('button', { name: 'Open the scan (PDF)' }));
    expect(await screen.findByText('Page not found')).toBeDefined();
    expect(tab.close).toHaveBeenCalledOnce();
  });

  it('says the mandate cannot be found when the server says so', async () => {
    mandateServer({ onGet: () => errorResponse(404, 'NOT_FOUND', 'Page not found') });
    await renderAsOperations(mandatePagePath);

    expect(await screen.findByText('Page not found')).toBeDefined();
  });
});
