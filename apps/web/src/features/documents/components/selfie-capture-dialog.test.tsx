// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/stub-fetch';
import { renderSignedIn, storedAnswer, uploadPath, userId } from './documents-test-kit';
import { SelfieCaptureDialog } from './selfie-capture-dialog';

// happy-dom draws no video frames: a capture returns a fixed picture.
vi.mock('../lib/capture-frame', () => ({
  captureFrame: () =>
    Promise.resolve({
      blob: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }),
      dataUrl: 'data:image/jpeg;base64,/9j/4A==',
    }),
}));

const stop = vi.fn();
let getUserMedia: ReturnType<typeof vi.fn>;

function giveCamera(answer: () => Promise<unknown>) {
  getUserMedia = vi.fn(answer);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
}

beforeEach(() => {
  stop.mockReset();
  giveCamera(() => {
    // happy-dom's MediaStream carries no tracks of its own.
    return Promise.resolve(Object.assign(new MediaStream(), { getTracks: () => [{ stop }] }));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

function renderDialog(onUploaded = vi.fn(), onClose = vi.fn()) {
  const view = renderSignedIn(
    <SelfieCaptureDialog open userId={userId} onClose={onClose} onUploaded={onUploaded} />,
  );
  return { view, onUploaded, onClose };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('selfie capture modal', () => {
  it("says 'Please enable camera permission' when the camera is refused", async () => {
    giveCamera(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    renderDialog();
    expect(await screen.findByText(messages.enableCameraPermission)).toBeTruthy();
    expect(button('Capture').disabled).toBe(true);
    expect(button('Proceed').disabled).toBe(true);
  });

  it('says the same on a browser without camera access', async () => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
    renderDialog();
    expect(await screen.findByText(messages.enableCameraPermission)).toBeTruthy();
  });

  it('asks for the front camera at 500x250, captures, retakes, submits the JPEG as SELFIE; Proceed only after it is stored', async () => {
    let store = () => Response.json({ code: 'INTERNAL', message: 'Internal error' }, { status: 500 });
    const calls = stubFetch((call) => (call.method === 'POST' ? store() : Response.json({})));
    const { onUploaded, onClose, view } = renderDialog();

    await waitFor(() => expect(button('Capture').disabled).toBe(false));
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'user', width: { ideal: 500 }, height: { ideal: 250 } },
      audio: false,
    });
    expect(button('Proceed').disabled).toBe(true);

    fireEvent.click(button('Capture'));
    expect(await screen.findByRole('img', { name: 'Your selfie' })).toBeTruthy();
    fireEvent.click(button('Retake'));
    expect(screen.queryByRole('img', { name: 'Your selfie' })).toBeNull();
    fireEvent.click(button('Capture'));
    await screen.findByRole('img', { name: 'Your selfie' });

    // A failed upload leaves Proceed disabled.
    fireEvent.click(button('Submit'));
    expect(await screen.findByText(messages.somethingWentWrongBang)).toBeTruthy();
    expect(button('Proceed').disabled).toBe(true);

    store = () => storedAnswer({ ...calls[0]!, url: uploadPath('SELFIE') });
    fireEvent.click(button('Submit'));
    expect(await screen.findByText('Selfie uploaded')).toBeTruthy();
    expect(button('Proceed').disabled).toBe(false);
    expect(onUploaded).toHaveBeenCalledWith('data:image/jpeg;base64,/9j/4A==');
    const upload = calls.at(-1);
    expect(upload?.url).toBe(uploadPath('SELFIE'));
    expect((upload?.form?.get('file') as File).type).toBe('image/jpeg');

    fireEvent.click(button('Proceed'));
    expect(onClose).toHaveBeenCalled();
    view.unmount();
    expect(stop).toHaveBeenCalled();
  });
});
