// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FetchCall } from '../../../../test/stub-fetch';
import {
  formWith,
  isLog,
  isUpload,
  jpeg,
  paFormPosts,
  renderForm,
  serveForm,
  storeUploads,
  userId,
  type ServerForm,
} from '../test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'connection');
});

const proceed = () => screen.getByRole('button', { name: 'Proceed' }) as HTMLButtonElement;

async function open(
  form: ServerForm,
  ...routes: Array<(call: FetchCall, form: ServerForm) => Response | undefined>
) {
  const calls = serveForm(form, ...routes);
  const view = await renderForm();
  await screen.findByRole('heading', { name: 'Selfie' });
  return { calls, ...view };
}

const pick = () =>
  fireEvent.change(screen.getByLabelText('Selfie photo'), {
    target: { files: [new File([jpeg], 'selfie.jpg', { type: 'image/jpeg' })] },
  });

describe('the selfie', () => {
  it('sends the photo as SELFIE, then Proceed ends the form: the completion is sent and the form hands over', async () => {
    const form = formWith({ postApprovalFields: ['SELFIE'] });
    const { calls, onComplete } = await open(form, storeUploads);
    expect(proceed().disabled).toBe(true);

    pick();
    expect(await screen.findByText('Your selfie is uploaded')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Your selfie' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retake Selfie' })).toBeTruthy();
    const upload = calls.find(isUpload);
    expect(upload?.body).toMatchObject({
      userId,
      docType: 'SELFIE',
      docMode: 'UPLOAD',
      contentType: 'image/jpeg',
      imageB64: expect.stringMatching(/^data:image\/jpeg;base64,/),
    });

    await waitFor(() => expect(proceed().disabled).toBe(false));
    fireEvent.click(proceed());
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(paFormPosts(calls)).toEqual([{ opportunityId: expect.any(String), paComplete: true }]);
  });

  it("shows the server's refusal, keeps Proceed off and logs the network and the picture's size, never the picture", async () => {
    Object.defineProperty(navigator, 'connection', {
      value: { downlink: 1.45, effectiveType: '3g', type: 'cellular', rtt: 350 },
      configurable: true,
    });
    const form = formWith({ postApprovalFields: ['SELFIE'] });
    const { calls } = await open(form, (call) =>
      isUpload(call)
        ? Response.json(
            { code: 'VALIDATION_FAILED', message: 'Allowed file type pdf/jpg/jpeg/png.' },
            { status: 422 },
          )
        : undefined,
    );
    pick();
    expect(await screen.findByText('Allowed file type pdf/jpg/jpeg/png.')).toBeTruthy();
    expect(proceed().disabled).toBe(true);

    await waitFor(() => expect(calls.filter(isLog)).toHaveLength(1));
    const log = calls.find(isLog);
    expect(log?.body).toEqual({
      event_name: 'PaFormSelfieUploadFailed',
      event_data: {
        imageSizeBytes: jpeg.length,
        networkSpeedMbps: 1.45,
        networkRttMs: 350,
        networkType: 'cellular',
        effectiveNetworkType: '3g',
        status: 422,
        code: 'VALIDATION_FAILED',
      },
      user_id: userId,
      type: 'web_error',
    });
    expect(JSON.stringify(log?.body)).not.toMatch(/base64|Bearer|authorization/i);
  });

  it("says 'Something went wrong' when the upload fails without a refusal, and logs it without a network where the browser has no such API", async () => {
    const form = formWith({ postApprovalFields: ['SELFIE'] });
    const { calls } = await open(form, (call) =>
      isUpload(call)
        ? Response.json({ code: 'INTERNAL', message: 'Internal error' }, { status: 500 })
        : undefined,
    );
    pick();
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(proceed().disabled).toBe(true);
    await waitFor(() => expect(calls.filter(isLog)).toHaveLength(1));
    expect((calls.find(isLog)?.body as { event_data: object }).event_data).toEqual({
      imageSizeBytes: jpeg.length,
      networkSpeedMbps: null,
      networkRttMs: null,
      networkType: null,
      effectiveNetworkType: null,
      status: 500,
      code: 'INTERNAL',
    });
  });
});
