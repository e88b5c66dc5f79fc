// @vitest-environment happy-dom
import { firstVisitMessages } from '@kredo/contract/first-visit-messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FetchCall } from '../../../../test/stub-fetch';
import {
  formWith,
  isLog,
  isPaFormPost,
  isUpload,
  jpeg,
  opportunityId,
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
});

type Route = (call: FetchCall, form: ServerForm) => Response | undefined;

const proceed = () => screen.getByRole('button', { name: 'Proceed' }) as HTMLButtonElement;
const choice = () => screen.getByRole('radiogroup', { name: 'Will you give a cancelled cheque?' });
const giveCheque = () =>
  fireEvent.click(within(choice()).getByRole('radio', { name: 'I will give a cancelled cheque' }));
const noChequeBook = () =>
  fireEvent.click(within(choice()).getByRole('radio', { name: 'I do not have a cheque book' }));
const pickCheque = () =>
  fireEvent.change(screen.getByLabelText('Cancelled cheque photo'), {
    target: { files: [new File([jpeg], 'cheque.jpg', { type: 'image/jpeg' })] },
  });

async function open(...routes: Route[]) {
  const form = formWith({ postApprovalFields: ['DOCUMENT_CONSENT'] });
  const calls = serveForm(form, ...routes);
  const view = await renderForm();
  await screen.findByRole('heading', { name: 'Cancelled Cheque' });
  return { calls, form, ...view };
}

const uploadChequeFirst = 'Please upload a photo of your cancelled cheque first.';

describe('the document consent', () => {
  it('says the cheque is optional and waits for a choice before Proceed, asking for no photo until a cheque is given', async () => {
    const { calls } = await open(storeUploads);
    expect(screen.getByText(/The lender asks for a cancelled cheque of your repayment account/)).toBeTruthy();
    expect(
      within(choice())
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([false, false]);
    expect(proceed().disabled).toBe(true);
    expect(screen.queryByLabelText('Cancelled cheque photo')).toBeNull();
    fireEvent.click(proceed());
    expect(calls.filter(isPaFormPost)).toEqual([]);
  });

  it('without a cheque book, Proceed at once sends isChequeAvailable false and completes the form', async () => {
    const { calls, onComplete } = await open(storeUploads);
    noChequeBook();
    await waitFor(() => expect(proceed().disabled).toBe(false));
    fireEvent.click(proceed());

    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(paFormPosts(calls)).toEqual([
      { opportunityId, documentsConsent: { isChequeAvailable: false } },
      { opportunityId, paComplete: true },
    ]);
    expect(calls.filter(isUpload)).toEqual([]);
  });

  it('giving a cheque, Proceed waits for its photo stored as CHEQUE, then sends isChequeAvailable true', async () => {
    const { calls, onComplete } = await open(storeUploads);
    giveCheque();
    expect(await screen.findByLabelText('Cancelled cheque photo')).toBeTruthy();
    expect(proceed().disabled).toBe(true);

    pickCheque();
    expect(await screen.findByText('Your cheque photo is uploaded')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Your cancelled cheque' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload Another Photo' })).toBeTruthy();
    expect(calls.find(isUpload)?.body).toMatchObject({
      userId,
      docType: 'CHEQUE',
      docMode: 'UPLOAD',
      contentType: 'image/jpeg',
      imageB64: expect.stringMatching(/^data:image\/jpeg;base64,/),
    });

    await waitFor(() => expect(proceed().disabled).toBe(false));
    fireEvent.click(proceed());
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(paFormPosts(calls)).toEqual([
      { opportunityId, documentsConsent: { isChequeAvailable: true } },
      { opportunityId, paComplete: true },
    ]);
  });

  it('a borrower who picks a photo, then says there is no cheque book, may go on without it', async () => {
    const { calls } = await open(storeUploads);
    giveCheque();
    pickCheque();
    await screen.findByText('Your cheque photo is uploaded');
    noChequeBook();
    expect(screen.queryByLabelText('Cancelled cheque photo')).toBeNull();
    await waitFor(() => expect(proceed().disabled).toBe(false));
    giveCheque();
    // The photo stored a moment ago still counts.
    expect(await screen.findByText('Your cheque photo is uploaded')).toBeTruthy();
    expect(proceed().disabled).toBe(false);
    expect(calls.filter(isUpload)).toHaveLength(1);
  });

  it("shows the server's refusal under the choice and stays on the step", async () => {
    const refuse: Route = (call) =>
      isPaFormPost(call) && (call.body as { documentsConsent?: object }).documentsConsent
        ? Response.json(
            {
              code: 'VALIDATION_FAILED',
              message: uploadChequeFirst,
              fieldErrors: { 'documentsConsent.isChequeAvailable': [uploadChequeFirst] },
            },
            { status: 400 },
          )
        : undefined;
    const { calls, onComplete } = await open(refuse, storeUploads);
    giveCheque();
    pickCheque();
    await screen.findByText('Your cheque photo is uploaded');
    await waitFor(() => expect(proceed().disabled).toBe(false));
    fireEvent.click(proceed());

    expect(await screen.findByText(uploadChequeFirst)).toBeTruthy();
    expect(choice().getAttribute('aria-describedby')).toBe(screen.getByText(uploadChequeFirst).id);
    expect(screen.getByRole('heading', { name: 'Cancelled Cheque' })).toBeTruthy();
    expect(paFormPosts(calls)).toEqual([{ opportunityId, documentsConsent: { isChequeAvailable: true } }]);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it("says 'Something went wrong!' when the answer cannot be saved", async () => {
    // The server's 5xx carries its generic message, never its internals.
    const fail: Route = (call) =>
      isPaFormPost(call)
        ? Response.json(
            { code: 'INTERNAL', message: firstVisitMessages.genericRequestFailure },
            { status: 500 },
          )
        : undefined;
    const { onComplete } = await open(fail);
    noChequeBook();
    await waitFor(() => expect(proceed().disabled).toBe(false));
    fireEvent.click(proceed());
    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cancelled Cheque' })).toBeTruthy();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('a failed upload says why, keeps Proceed off and is logged without the picture', async () => {
    const refuseUpload: Route = (call) =>
      isUpload(call)
        ? Response.json(
            { code: 'VALIDATION_FAILED', message: 'Allowed file type pdf/jpg/jpeg/png.' },
            { status: 422 },
          )
        : undefined;
    const { calls } = await open(refuseUpload);
    giveCheque();
    pickCheque();
    expect(await screen.findByText('Allowed file type pdf/jpg/jpeg/png.')).toBeTruthy();
    expect(proceed().disabled).toBe(true);
    expect(screen.queryByRole('img', { name: 'Your cancelled cheque' })).toBeNull();

    await waitFor(() => expect(calls.filter(isLog)).toHaveLength(1));
    const log = calls.find(isLog)?.body as { event_name: string; event_data: object; user_id: string };
    expect(log.event_name).toBe('PaFormChequeUploadFailed');
    expect(log.user_id).toBe(userId);
    expect(log.event_data).toMatchObject({
      imageSizeBytes: jpeg.length,
      status: 422,
      code: 'VALIDATION_FAILED',
    });
    expect(JSON.stringify(log)).not.toMatch(/base64|Bearer|authorization/i);
    expect(calls.filter(isPaFormPost)).toEqual([]);
  });
});
