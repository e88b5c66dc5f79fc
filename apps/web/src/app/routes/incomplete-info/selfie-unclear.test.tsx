// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { storedAnswer } from '../../../features/documents/components/documents-test-kit';
import { applicationId, expectSettled, serveCorrections, settleCalls, userId } from './flows-test-kit';

// happy-dom draws no video frames: a capture returns a fixed picture.
vi.mock('../../../features/documents/lib/capture-frame', () => ({
  captureFrame: () =>
    Promise.resolve({
      blob: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }),
      dataUrl: 'data:image/jpeg;base64,/9j/4A==',
    }),
}));

beforeEach(() => {
  const stream = Object.assign(new MediaStream(), { getTracks: () => [{ stop: vi.fn() }] });
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia: vi.fn(() => Promise.resolve(stream)) },
    configurable: true,
  });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;

async function takeSelfie() {
  fireEvent.click(await screen.findByRole('button', { name: 'Take Selfie' }));
  const dialog = await screen.findByRole('dialog', { name: 'Take a selfie' });
  await waitFor(() =>
    expect(within(dialog).getByRole('button', { name: 'Capture' })).toHaveProperty('disabled', false),
  );
  fireEvent.click(within(dialog).getByRole('button', { name: 'Capture' }));
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Submit' }));
  return dialog;
}

describe('the selfie correction', () => {
  it('says why, takes a new selfie with the camera, and settles SELFIE_UNCLEAR after it is stored', async () => {
    const calls = serveCorrections(['SELFIE_UNCLEAR', 'BS_6M_MISSING'], (call, path) =>
      path === `/api/document/${userId}/SELFIE` ? storedAnswer(call) : undefined,
    );
    await renderApp('/incomplete-info/selfie-unclear');

    expect(await screen.findByRole('heading', { level: 1, name: 'Selfie' })).toBeTruthy();
    expect(screen.getByText('Selfie image is unclear. Please upload a clear picture')).toBeTruthy();
    expect(continueButton().disabled).toBe(true);

    const dialog = await takeSelfie();
    expect(await within(dialog).findByText('Selfie uploaded')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    expect(settleCalls(calls)).toEqual([]);

    fireEvent.click(continueButton());
    await expectSettled('Selfie');
    expect(settleCalls(calls)).toEqual([{ applicationId, subStatuses: ['SELFIE_UNCLEAR'] }]);
  });

  it("keeps Continue disabled after a failed upload, which says 'Something wrong, please try again'", async () => {
    const calls = serveCorrections(['SELFIE_UNCLEAR'], (_call, path) =>
      path === `/api/document/${userId}/SELFIE`
        ? Response.json({ code: 'INTERNAL', message: 'Internal error' }, { status: 500 })
        : undefined,
    );
    await renderApp('/incomplete-info/selfie-unclear');

    const dialog = await takeSelfie();
    expect(await within(dialog).findByText('Something wrong, please try again')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(continueButton().disabled).toBe(true);
    expect(settleCalls(calls)).toEqual([]);
  });
});
