import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { applicationPath, applicationServer, paths } from '../../../test/application-server';
import { anApplicationView } from '../../../test/fixtures';
import { errorResponse } from '../../../test/stub-fetch';
import { renderConsole } from '../../../test/render-console';

describe('the application view', () => {
  it('shows the profile, the checks, every decision with what it read, and the audit log', async () => {
    applicationServer({
      audit: [
        {
          id: 'audit-1',
          at: '2026-03-01T11:00:00.000Z',
          staffId: 'staff-1',
          staffEmail: 'operations@kredo.example',
          action: 'REQUEST_INFORMATION',
          details: { subStatuses: ['SELFIE_UNCLEAR', 'BS_6M_MISSING'] },
        },
      ],
    });
    await renderConsole(applicationPath);

    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeDefined();
    expect(screen.getByLabelText('Status: INITIATED')).toBeDefined();
    const borrower = within(screen.getByRole('region', { name: 'Borrower' }));
    expect(borrower.getByText('ABCPV****K')).toBeDefined();
    expect(borrower.getByText('₹80,000')).toBeDefined();
    expect(
      within(screen.getByRole('region', { name: 'Documents' })).getByRole('button', { name: 'View SELFIE' }),
    ).toBeDefined();
    expect(within(screen.getByRole('region', { name: 'Credit bureau' })).getByText('672')).toBeDefined();
    expect(within(screen.getByRole('region', { name: 'KYC' })).getByText('OKYC')).toBeDefined();
    expect(
      within(screen.getByRole('region', { name: 'Bank statement analysis' })).getByText('₹25,000'),
    ).toBeDefined();

    const decisions = within(screen.getByRole('region', { name: 'Decisions' }));
    expect(decisions.getByText('REFER')).toBeDefined();
    expect(decisions.getByText('GREY_SCORE')).toBeDefined();
    fireEvent.click(decisions.getByRole('button', { name: 'Inputs and figures' }));
    expect(decisions.getByText('maxEmi').nextSibling?.textContent).toBe('₹35,000');
    expect(decisions.getByText('score').nextSibling?.textContent).toBe('672');
    expect(decisions.getByText('statementIncome').nextSibling?.textContent).toBe('—');
    expect(decisions.getByText(/"tenureMonths": 12/)).toBeDefined();

    const audit = within(screen.getByRole('region', { name: 'Audit log' }));
    expect(await audit.findByText('operations@kredo.example')).toBeDefined();
    expect(audit.getByText('subStatuses: SELFIE_UNCLEAR, BS_6M_MISSING')).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Offer' })).toBeNull();
  });

  it('offers only the actions the server allows', async () => {
    applicationServer({ view: anApplicationView({ allowedActions: ['REQUEST_INFORMATION'] }) });
    await renderConsole(applicationPath);

    expect(await screen.findByRole('button', { name: 'Ask for information' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('offers no action at all when none is allowed', async () => {
    applicationServer({ view: anApplicationView({ allowedActions: [] }) });
    await renderConsole(applicationPath);

    await screen.findByRole('heading', { level: 1, name: 'Asha Verma' });
    expect(screen.queryByRole('group', { name: 'Actions' })).toBeNull();
    for (const name of ['Ask for information', 'Approve', 'Reject']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it("opens a document's signed URL in a new tab and reloads the audit log, which records the viewing", async () => {
    const documentId = anApplicationView().documents[0]!.id;
    const documentUrlPath = `${paths.view}/documents/${documentId}/url`;
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const calls = applicationServer({
      onGet: (call) =>
        call.path === documentUrlPath
          ? Response.json({ url: '/api/signed/selfie?sig=abc', expiresAt: '2026-03-01T12:00:00.000Z' })
          : undefined,
    });
    await renderConsole(applicationPath);
    const auditsBefore = () => calls.filter((call) => call.path === paths.audit).length;
    await screen.findByRole('region', { name: 'Audit log' });
    const before = auditsBefore();

    fireEvent.click(await screen.findByRole('button', { name: 'View SELFIE' }));

    await waitFor(() => expect(tab.location.href).toBe('/api/signed/selfie?sig=abc'));
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(auditsBefore()).toBeGreaterThan(before));
  });

  it("closes the tab and shows the server's message when the document cannot be had", async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    applicationServer({
      onGet: (call) =>
        call.path.endsWith('/url') ? errorResponse(404, 'NOT_FOUND', 'Page not found') : undefined,
    });
    await renderConsole(applicationPath);

    fireEvent.click(await screen.findByRole('button', { name: 'View SELFIE' }));

    expect(await screen.findByText('Page not found')).toBeDefined();
    expect(tab.close).toHaveBeenCalledOnce();
  });
});
