// @vitest-environment happy-dom
import type { IncompleteInfoScreen, IncompleteInfoSubStatus } from '@kredo/domain/incomplete-info';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SnackbarProvider } from '../../../components/snackbar/snackbar-provider';
import { initI18n } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { useOutstanding } from '../api/use-outstanding';
import { applicationId, serve, settleBody, settling, statusWith } from '../test-kit';
import { useFinishCorrection } from './use-finish-correction';

function Screen({
  screen: name,
  settles,
}: {
  screen: IncompleteInfoScreen;
  settles?: IncompleteInfoSubStatus[];
}) {
  const { finish, isPending } = useFinishCorrection(name);
  const { isLoading } = useOutstanding();
  return (
    <button type="button" disabled={isLoading || isPending} onClick={() => void finish(settles)}>
      Done
    </button>
  );
}

async function renderAt(screenName: IncompleteInfoScreen, settles?: IncompleteInfoSubStatus[]) {
  initI18n();
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider>
          <MemoryRouter
            initialEntries={['/incomplete-info', `/incomplete-info/${screenName}`]}
            initialIndex={1}
          >
            <Routes>
              <Route path="/incomplete-info" element={<p>The list</p>} />
              <Route
                path="/incomplete-info/:screen"
                element={<Screen screen={screenName} settles={settles} />}
              />
            </Routes>
          </MemoryRouter>
        </SnackbarProvider>
      </QueryClientProvider>,
    );
  });
}

async function pressDone() {
  const done = await screen.findByRole('button', { name: 'Done' });
  await waitFor(() => expect(done).toHaveProperty('disabled', false));
  fireEvent.click(done);
}

describe('finishing a correction', () => {
  it('settles every outstanding sub-status of its screen, says KYC updated successfully and goes back', async () => {
    const calls = serve(
      statusWith('INCOMPLETE_INFO', ['AADHAAR_UNCLEAR', 'SELFIE_UNCLEAR', 'CURR_ADDR_PROOF_UNCLEAR']),
    );
    await renderAt('kyc');
    await pressDone();

    expect(await screen.findByText('KYC updated successfully')).toBeTruthy();
    expect(
      screen.getByText('KYC updated successfully').closest('[data-severity]')?.getAttribute('data-severity'),
    ).toBe('success');
    expect(await screen.findByText('The list')).toBeTruthy();
    const settle = calls.find((call) => call.url.includes('/incomplete-info-on-complete'));
    expect(settle?.method).toBe('POST');
    expect(settle?.body).toEqual({
      applicationId,
      subStatuses: ['AADHAAR_UNCLEAR', 'CURR_ADDR_PROOF_UNCLEAR'],
    });
  });

  it('settles only the given sub-statuses that are outstanding on its screen', async () => {
    const calls = serve(
      statusWith('INCOMPLETE_INFO', ['BS_6M_MISSING', 'BS_SALARY_MISSING', 'SELFIE_UNCLEAR']),
    );
    await renderAt('bank-statement', ['BS_SALARY_MISSING', 'SELFIE_UNCLEAR', 'BS_NET_BANKING']);
    await pressDone();

    expect(await screen.findByText('Bank Statement updated successfully')).toBeTruthy();
    expect(settleBody(calls)).toEqual(settling(['BS_SALARY_MISSING']));
  });

  it('shows a refusal in a red snackbar and stays on the screen', async () => {
    serve(statusWith('INCOMPLETE_INFO', ['SELFIE_UNCLEAR']), (call) =>
      call.url.includes('/incomplete-info-on-complete')
        ? Response.json({ code: 'CONFLICT', message: 'Something went wrong!' }, { status: 409 })
        : undefined,
    );
    await renderAt('selfie-unclear');
    await pressDone();

    const toast = await screen.findByText('Something went wrong!');
    expect(toast.closest('[data-severity]')?.getAttribute('data-severity')).toBe('error');
    expect(screen.queryByText('The list')).toBeNull();
    expect(screen.queryByText('Selfie updated successfully')).toBeNull();
  });
});
