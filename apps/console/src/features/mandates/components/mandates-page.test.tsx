import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { formatDateTime } from '../../../lib/format';
import { aMandateQueueItem, mandateId } from '../../../test/mandate-fixtures';
import { mandatePaths, mandateServer, renderAsOperations } from '../../../test/mandate-server';
import { renderConsole } from '../../../test/render-console';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const scan = aMandateQueueItem({ since: hoursAgo(3) });
const visit = aMandateQueueItem({
  mandateId: '3d0c3a52-58f4-4b6c-9d3c-0b6f5e3f1a06',
  borrowerName: 'Ravi Kumar',
  collection: 'AGENT',
  status: 'PENDING',
  bankName: null,
  maxAmount: 1_250_050,
  since: hoursAgo(26),
  appointment: {
    id: 'appointment-1',
    date: '2026-03-12',
    slot: '10:00-12:00',
    locationType: 'RESIDENCE',
    address: { house: '12', street: 'MG Road', locality: 'Indiranagar', landmark: '', pincode: '560038' },
    status: 'BOOKED',
  },
});
const rejected = aMandateQueueItem({
  mandateId: '3d0c3a52-58f4-4b6c-9d3c-0b6f5e3f1a07',
  borrowerName: 'Meera Shah',
  mode: 'ENACH',
  collection: null,
  status: 'REJECTED',
  bankName: 'State Bank of India',
  reasonCode: 'AP04',
  since: hoursAgo(0.5),
});

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

describe('the mandate queue', () => {
  it('shows the four views with their counts, and the paper scans to verify first', async () => {
    mandateServer({ views: { scans: [scan], appointments: [visit] }, counts: { stuck: 4, rejected: 1 } });
    await renderAsOperations('/mandates');
    const table = await screen.findByRole('table', { name: 'Mandates' });

    const tabs = within(screen.getByRole('tablist', { name: 'View' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'To verify (1)',
      'Agent visits (1)',
      'Stuck (4)',
      'Rejected (1)',
    ]);
    expect(tabs.getByRole('tab', { name: 'To verify (1)' }).getAttribute('aria-selected')).toBe('true');
    expect(rowsOf(table)).toEqual([
      [
        'Asha Verma',
        'Paper',
        'HDFC Bank',
        '₹33,000',
        'IN_PROCESS',
        '—',
        `3 h ago${formatDateTime(scan.since)}`,
      ],
    ]);
  });

  it('asks for a view when its tab is chosen: an agent visit, and a rejection with its reason', async () => {
    const calls = mandateServer({ views: { scans: [scan], appointments: [visit], rejected: [rejected] } });
    await renderAsOperations('/mandates');
    await screen.findByText('Asha Verma');

    fireEvent.click(screen.getByRole('tab', { name: 'Agent visits (1)' }));
    await screen.findByText('Ravi Kumar');
    expect(calls.at(-1)?.url).toBe(`${mandatePaths.queue}?view=appointments`);
    expect(rowsOf(screen.getByRole('table', { name: 'Mandates' }))).toEqual([
      [
        'Ravi Kumar',
        'Paper (agent)Visit 12 Mar 2026, 10:00-12:00',
        '—',
        '₹12,500.50',
        'PENDING',
        '—',
        `1 d ago${formatDateTime(visit.since)}`,
      ],
    ]);

    fireEvent.click(screen.getByRole('tab', { name: 'Rejected (1)' }));
    const row = (await screen.findByText('Meera Shah')).closest('tr')!;
    expect(calls.at(-1)?.url).toBe(`${mandatePaths.queue}?view=rejected`);
    expect(within(row).getByText('E-NACH')).toBeDefined();
    expect(within(row).getByText('AP04 Account inoperative')).toBeDefined();
    expect(within(row).getByText('30 min ago')).toBeDefined();
  });

  it('keeps the view in the address and says when it is empty', async () => {
    mandateServer({ views: { scans: [scan] } });
    await renderAsOperations('/mandates?view=stuck');

    expect(await screen.findByText('No mandates here')).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Stuck (0)' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens a mandate from its row', async () => {
    mandateServer({ views: { scans: [scan] } });
    await renderAsOperations('/mandates');

    const link = await screen.findByRole('link', { name: 'Asha Verma' });
    expect(link.getAttribute('href')).toBe(`/mandates/${mandateId}`);
    fireEvent.click(link);

    expect(await screen.findByRole('heading', { level: 1, name: 'Mandate of Asha Verma' })).toBeDefined();
  });

  it('is in the navigation of operations, beside the applications', async () => {
    mandateServer();
    await renderAsOperations('/');
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
    fireEvent.click(nav.getByRole('link', { name: 'Mandates' }));
    await waitFor(() =>
      expect(nav.getByRole('link', { name: 'Mandates' }).getAttribute('aria-current')).toBe('page'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Mandates' })).toBeDefined();
  });

  it('is not in the navigation of an underwriter', async () => {
    mandateServer();
    await renderConsole('/');
    const nav = within(screen.getByRole('navigation', { name: 'Sections' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Applications']);
  });
});
