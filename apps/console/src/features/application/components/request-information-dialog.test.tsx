import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { applicationPath, applicationServer, paths } from '../../../test/application-server';
import { renderConsole } from '../../../test/render-console';
import { errorResponse } from '../../../test/stub-fetch';

async function openDialog() {
  await renderConsole(applicationPath);
  fireEvent.click(await screen.findByRole('button', { name: 'Ask for information' }));
  return within(await screen.findByRole('dialog', { name: 'Ask the borrower for information' }));
}

describe('asking for information', () => {
  it('sends the chosen sub-statuses and the note, then reloads the view, the audit log and the queue', async () => {
    const calls = applicationServer();
    const dialog = await openDialog();

    // Grouped by the screen that corrects them.
    const selfie = within(dialog.getByRole('group', { name: 'Selfie' }));
    fireEvent.click(selfie.getByRole('checkbox', { name: 'SELFIE_UNCLEAR' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'BS_6M_MISSING' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'RESI_ADDR_INCOMPLETE' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'RESI_ADDR_INCOMPLETE' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'NACH_BANK_DETAILS' }));
    fireEvent.change(dialog.getByLabelText('Note (optional)'), { target: { value: ' Selfie is blurred ' } });
    const before = calls.length;
    fireEvent.click(dialog.getByRole('button', { name: 'Ask for information' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.find((call) => call.path === paths.requestInformation);
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({
      subStatuses: ['SELFIE_UNCLEAR', 'BS_6M_MISSING', 'NACH_BANK_DETAILS'],
      note: 'Selfie is blurred',
    });
    await waitFor(() =>
      expect(calls.slice(before).map((call) => call.path)).toEqual(
        expect.arrayContaining([paths.view, paths.audit]),
      ),
    );
  });

  it('asks for at least one item before sending', async () => {
    const calls = applicationServer();
    const dialog = await openDialog();

    fireEvent.click(dialog.getByRole('button', { name: 'Ask for information' }));

    expect(await dialog.findByText('Choose at least one item')).toBeDefined();
    expect(calls.some((call) => call.path === paths.requestInformation)).toBe(false);
  });

  it("shows the server's message when someone else has already decided", async () => {
    const calls = applicationServer({
      onAction: () => errorResponse(409, 'CONFLICT', 'This application has already been decided'),
    });
    const dialog = await openDialog();
    fireEvent.click(dialog.getByRole('checkbox', { name: 'PAN_UNCLEAR' }));
    const viewsBefore = calls.filter((call) => call.path === paths.view).length;

    fireEvent.click(dialog.getByRole('button', { name: 'Ask for information' }));

    expect(await dialog.findByText('This application has already been decided')).toBeDefined();
    // The view is reloaded so it shows what the other person did.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === paths.view).length).toBeGreaterThan(viewsBefore),
    );
  });
});
