// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formWith,
  isPaFormPost,
  isPaFormRead,
  jpeg,
  opportunityId,
  opportunityWith,
  paFormPosts,
  renderForm,
  serveForm,
  storeUploads,
} from './test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const problem = 'There was problem, Please contact support@kredo.example';

describe('the post-approval form', () => {
  it("reads the items of the borrower's opportunity and shows the first in the spec's order, whatever the server's", async () => {
    const calls = serveForm(
      formWith({ postApprovalFields: ['SELFIE', 'INSURANCE_NOMINEE', 'BANK_DETAILS_NACH'] }),
    );
    await renderForm();
    expect(await screen.findByRole('heading', { name: 'Repayment Account (NACH)' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Selfie' })).toBeNull();
    expect(calls.find(isPaFormRead)?.url).toContain(`/api/hagen/pa-form/?opportunityId=${opportunityId}`);
  });

  it('asks for the document consent after the selfie, as the last item, then completes', async () => {
    const calls = serveForm(formWith({ postApprovalFields: ['DOCUMENT_CONSENT', 'SELFIE'] }), storeUploads);
    const { onComplete } = await renderForm();
    await screen.findByRole('heading', { name: 'Selfie' });
    expect(screen.queryByRole('heading', { name: 'Cancelled Cheque' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Selfie photo'), {
      target: { files: [new File([jpeg], 'selfie.jpg', { type: 'image/jpeg' })] },
    });
    const proceed = () => screen.getByRole('button', { name: 'Proceed' }) as HTMLButtonElement;
    await waitFor(() => expect(proceed().disabled).toBe(false));
    fireEvent.click(proceed());

    expect(await screen.findByRole('heading', { name: 'Cancelled Cheque' })).toBeTruthy();
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: 'I do not have a cheque book' }));
    await waitFor(() => expect(proceed().disabled).toBe(false));
    fireEvent.click(proceed());
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(paFormPosts(calls)).toEqual([
      { opportunityId, documentsConsent: { isChequeAvailable: false } },
      { opportunityId, paComplete: true },
    ]);
  });

  it("says 'There was problem, Please contact' and the support address when the items cannot be read", async () => {
    serveForm(formWith(), (call) =>
      isPaFormRead(call)
        ? Response.json({ code: 'NOT_FOUND', message: 'Page not found' }, { status: 404 })
        : undefined,
    );
    const { onComplete } = await renderForm();
    expect((await screen.findByText(/There was problem, Please contact/)).textContent).toBe(problem);
    expect(screen.getByRole('link', { name: 'support@kredo.example' }).getAttribute('href')).toBe(
      'mailto:support@kredo.example',
    );
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('says the same when nothing is listed while the opportunity waits for the form and the server will not complete it', async () => {
    const calls = serveForm(formWith({ postApprovalFields: [] }), (call) =>
      isPaFormPost(call)
        ? Response.json(
            { code: 'CONFLICT', message: 'Please complete every step before continuing.' },
            { status: 409 },
          )
        : undefined,
    );
    const { onComplete } = await renderForm();
    expect((await screen.findByText(/There was problem, Please contact/)).textContent).toBe(problem);
    expect(paFormPosts(calls)).toEqual([{ opportunityId, paComplete: true }]);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('completes a form whose items were all answered before (the completion was lost), and hands over', async () => {
    const calls = serveForm(formWith({ postApprovalFields: [] }));
    const { onComplete } = await renderForm();
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(paFormPosts(calls)).toEqual([{ opportunityId, paComplete: true }]);
  });

  it('hands over without sending anything when the opportunity no longer waits for the form', async () => {
    const calls = serveForm(formWith({ postApprovalFields: [] }));
    const { onComplete } = await renderForm(opportunityWith({ subStatuses: ['SHUBHSIGN_PENDING'] }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(paFormPosts(calls)).toEqual([]);
  });

  it('sends the completion once the last item is answered; a failed one says so and Try Again sends it again', async () => {
    let completions = 0;
    const calls = serveForm(
      formWith({
        postApprovalFields: ['INSURANCE_NOMINEE'],
        nominee: { name: 'Meera Verma', relationShip: 'Mother', dob: '1965-05-15' },
      }),
      (call) => {
        if (!isPaFormPost(call) || !(call.body as { paComplete?: boolean }).paComplete) return undefined;
        completions += 1;
        return completions === 1
          ? Response.json({ code: 'INTERNAL', message: 'Internal error' }, { status: 500 })
          : Response.json({ ok: true });
      },
    );
    const { onComplete } = await renderForm();
    await screen.findByRole('heading', { name: 'Insurance Nominee' });
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'I confirm that the information in this form is correct.' }),
    );
    const proceed = screen.getByRole('button', { name: 'Proceed' }) as HTMLButtonElement;
    await waitFor(() => expect(proceed.disabled).toBe(false));
    fireEvent.click(proceed);

    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(paFormPosts(calls).filter((body) => (body as { paComplete?: boolean }).paComplete)).toHaveLength(
      2,
    );
  });
});
