// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fileOf, pngBytes, storedAnswer } from '../../../features/documents/components/documents-test-kit';
import { profileWith } from '../../../features/incomplete-info/test-kit';
import type { FetchCall } from '../../../test/stub-fetch';
import { renderApp } from '../../../test/render-app';
import { applicationId, expectSettled, serveCorrections, settleCalls, userId } from './flows-test-kit';

const profileSaves = (calls: FetchCall[]) =>
  calls
    .filter((call) => call.url === '/api/paandu/profile' && call.method === 'POST')
    .map((call) => call.body);
const savedProfile = () => Response.json({ message: 'Profile Updated', profileData: profileWith() });

function server(saveProfile: () => Response = savedProfile) {
  return serveCorrections(['PAN_UNCLEAR'], (call, path) => {
    if (path === `/api/document/${userId}/PAN`) return storedAnswer(call);
    if (path === '/api/paandu/profile' && call.method === 'POST') return saveProfile();
    return undefined;
  });
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
const panField = () => screen.getByRole('textbox', { name: /^PAN Number/ });
const dobField = () => screen.getByLabelText(/^Date Of Birth/);

async function open() {
  await renderApp('/incomplete-info/pan-unclear');
  expect(await screen.findByRole('heading', { level: 1, name: 'PAN Details' })).toBeTruthy();
}

async function uploadPanPicture() {
  fireEvent.change(screen.getByLabelText('PAN Card file'), {
    target: { files: [fileOf(pngBytes, 'pan.png', 'image/png')] },
  });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Replace' })).toBeTruthy());
}

describe('the PAN details correction', () => {
  it('keeps Continue disabled until PAN and date of birth are given, uppercasing the PAN as typed', async () => {
    server();
    await open();
    expect(screen.getByText('PAN image is unclear. Please upload a clear picture')).toBeTruthy();
    // The date of birth on the account is there to confirm.
    expect((dobField() as HTMLInputElement).value).toBe('15/05/1990');
    expect(continueButton().disabled).toBe(true);
    fireEvent.change(panField(), { target: { value: 'abcdx1234k' } });
    expect((panField() as HTMLInputElement).value).toBe('ABCDX1234K');
    expect(continueButton().disabled).toBe(false);
    fireEvent.change(dobField(), { target: { value: '' } });
    expect(continueButton().disabled).toBe(true);
  });

  it("refuses a PAN outside the looser pattern with 'Please enter a valid PAN number'", async () => {
    const calls = server();
    await open();
    fireEvent.change(panField(), { target: { value: 'ABCD12345K' } });
    fireEvent.click(continueButton());
    expect(await screen.findByText('Please enter a valid PAN number')).toBeTruthy();
    expect(profileSaves(calls)).toEqual([]);
  });

  it('asks for the new PAN picture before saving', async () => {
    const calls = server();
    await open();
    fireEvent.change(panField(), { target: { value: 'ABCPV1234K' } });
    fireEvent.click(continueButton());
    expect(await screen.findByText('PAN REQUIRED')).toBeTruthy();
    expect(profileSaves(calls)).toEqual([]);
  });

  it('saves PAN and date of birth through the profile, then settles PAN_UNCLEAR', async () => {
    const calls = server();
    await open();
    fireEvent.change(panField(), { target: { value: 'abcpv1234k' } });
    fireEvent.change(dobField(), { target: { value: '15/05/1990' } });
    await uploadPanPicture();
    fireEvent.click(continueButton());

    await expectSettled('PAN Details');
    expect(profileSaves(calls)).toEqual([{ profileData: { panNumber: 'ABCPV1234K', dob: '1990-05-15' } }]);
    expect(settleCalls(calls)).toEqual([{ applicationId, subStatuses: ['PAN_UNCLEAR'] }]);
  });

  it("says 'Failed to update Pan details!' when the profile refuses, and settles nothing", async () => {
    const calls = server(() =>
      Response.json(
        { code: 'VALIDATION_FAILED', message: 'Please enter correct details to continue the application' },
        { status: 400 },
      ),
    );
    await open();
    fireEvent.change(panField(), { target: { value: 'ABCPV1234K' } });
    await uploadPanPicture();
    fireEvent.click(continueButton());

    expect(await screen.findByText('Failed to update Pan details!')).toBeTruthy();
    expect(settleCalls(calls)).toEqual([]);
    expect(continueButton().disabled).toBe(false);
  });
});
