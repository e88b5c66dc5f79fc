import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { anApplicationView } from '../../../test/fixtures';
import { applicationPath, applicationServer } from '../../../test/application-server';
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
    expect(decisions.getByText('maxEmi')).toBeDefined();
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
});
