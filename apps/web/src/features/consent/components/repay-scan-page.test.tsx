// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import {
  awaitingRepayment,
  callsTo,
  consentServer,
  mandateId,
  nachOf,
  opportunityId,
  opportunityOf,
  userId,
  type ConsentServer,
} from '../consent-test-kit';

afterEach(() => {
  vi.useRealTimers();
});

const initiatePath = '/api/hagen/initiate-nach';
const signedUrlPath = '/api/document-gateway/fetch-doc-pre-signed-url';
const uploadPath = '/api/upload-signed-paper-nach';
const opportunityPath = '/api/loan-opportunity/opportunity';

/** The paper mandate once its form was issued. */
const paper = (overrides: Parameters<typeof nachOf>[0] = {}) =>
  nachOf({
    mode: 'PNACH',
    collection: 'UPLOAD',
    enachAuthLink: null,
    vendor: null,
    pnachLink: '/api/document-gateway/file?token=f-1',
    ...overrides,
  });

/**
 * A borrower at the repayment step. Starting the paper mandate issues the form; an upload puts
 * the mandate with operations (IN_PROCESS), or is refused with a 500 when `refuseUpload`.
 */
function scanServer(
  nach: ReturnType<typeof nachOf> | null = null,
  { refuseUpload = false } = {},
): ConsentServer {
  const server: ConsentServer = consentServer(
    opportunityOf({ ...awaitingRepayment, nach }),
    (_call, path) => {
      if (path === initiatePath) {
        server.opportunity = { ...server.opportunity, nach: paper() };
        return Response.json({
          mode: 'PNACH',
          link: '/api/document-gateway/file?token=f-0',
          vendor: null,
          mandateId,
        });
      }
      if (path === signedUrlPath)
        return Response.json({
          image: '/api/document-gateway/file?token=f-2',
          expiresAt: '2026-11-24T10:05:00.000Z',
        });
      if (path === uploadPath) {
        if (refuseUpload)
          return Response.json({ code: 'INTERNAL', message: 'Internal error' }, { status: 400 });
        server.opportunity = { ...server.opportunity, nach: paper({ nachStatus: 'IN_PROCESS' }) };
        return Response.json({ isSuccess: true, mandateId, nachStatus: 'IN_PROCESS' });
      }
      return undefined;
    },
  );
  return server;
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Signed NACH form'), { target: { files: [file] } });
const pdf = () => new File(['%PDF-1.7 signed form'], 'signed-nach.pdf', { type: 'application/pdf' });

describe('Scan and Upload (spec 001 §2.7)', () => {
  it('lists the steps and downloads the form, starting the paper mandate the first time', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const server = scanServer();
    await renderApp('/consent/repay/scan');

    expect(await heading('Scan & Upload NACH form')).toBeTruthy();
    const steps = screen.getByRole('list', { name: 'How to set up a paper mandate' });
    expect(steps.querySelectorAll('li')).toHaveLength(4);
    expect(screen.getByText(/^Download the form first/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Download NACH form' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(callsTo(server, initiatePath)[0]?.body).toEqual({
      nachMode: 'PNACH',
      redirectUrl: expect.stringMatching(/#\/consent\/repay\/scan$/),
      oppId: opportunityId,
    });
    // The form issued, the upload is offered and the borrower stays on the scan path.
    expect(await screen.findByRole('button', { name: 'Upload' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Scan & Upload NACH form' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Download NACH form' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(callsTo(server, initiatePath)).toHaveLength(1);
    const asked = new URL(callsTo(server, signedUrlPath)[0]!.url, 'http://x');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ userId, docType: 'NACH_FORM', opportunityId });
  });

  it("says 'Something went wrong' when the form cannot be had", async () => {
    consentServer(opportunityOf({ ...awaitingRepayment }), (_call, path) => {
      if (path === initiatePath) throw new TypeError('Failed to fetch');
      return undefined;
    });
    await renderApp('/consent/repay/scan');
    fireEvent.click(await screen.findByRole('button', { name: 'Download NACH form' }));
    expect((await screen.findByRole('alert')).textContent).toContain(messages.nachLinkFailed);
  });

  it('uploads the signed scan as base64, then says operations verify it, asking every 5 s', async () => {
    const server = scanServer(paper());
    await renderApp('/consent/repay/scan');
    await screen.findByRole('button', { name: 'Upload' });
    vi.useFakeTimers({ shouldAdvanceTime: true });

    choose(pdf());
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText(
        'Your signed NACH form is uploaded. Our team is verifying it; this page moves on by itself once it is accepted.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Mandate status' }).textContent).not.toContain(
      messages.nachInProcess,
    );
    expect(callsTo(server, uploadPath)[0]?.body).toEqual({
      contentType: 'application/pdf',
      docContent: btoa('%PDF-1.7 signed form'),
      opportunityId,
      userId,
    });

    const asked = callsTo(server, opportunityPath).length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    await waitFor(() => expect(callsTo(server, opportunityPath).length).toBeGreaterThan(asked));

    server.opportunity = {
      ...server.opportunity,
      status: 'DISBURSAL_PENDING',
      subStatuses: [],
      nach: paper({ nachStatus: 'AUTHORIZED' }),
    };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(await heading('Thank you!')).toBeTruthy();
  });

  it("says 'Something wrong, please try again' when the upload fails", async () => {
    const server = scanServer(paper(), { refuseUpload: true });
    await renderApp('/consent/repay/scan');
    await screen.findByRole('button', { name: 'Upload' });
    choose(pdf());
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Something wrong, please try again')).toBeTruthy();
    expect(callsTo(server, uploadPath)).toHaveLength(1);
  });

  it('refuses a file that is not a pdf or picture, and asks for a file when none is chosen', async () => {
    const server = scanServer(paper());
    await renderApp('/consent/repay/scan');
    fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(messages.uploadDocument)).toBeTruthy();
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(messages.allowedFileTypes)).toBeTruthy();
    expect(callsTo(server, uploadPath)).toHaveLength(0);
  });

  it('shows why operations rejected the scan and lets the borrower upload again', async () => {
    const server = scanServer(
      paper({ nachStatus: 'REJECTED', reasonCode: 'QC01', reasonText: 'Signature missing' }),
    );
    await renderApp('/consent/repay/scan');
    expect(await screen.findByText('Your mandate was rejected: Signature missing')).toBeTruthy();
    expect(screen.getByText('Please sign a new form and upload it again.')).toBeTruthy();
    choose(pdf());
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(/^Your signed NACH form is uploaded/)).toBeTruthy();
    expect(callsTo(server, uploadPath)).toHaveLength(1);
  });

  it('is where the area keeps a borrower with a paper link who is on the scan path', async () => {
    consentServer(opportunityOf({ ...awaitingRepayment, nach: paper() }));
    await renderApp('/consent/repay/scan');
    expect(await heading('Scan & Upload NACH form')).toBeTruthy();
  });

  it('is not where the area sends a borrower entering it: the modes are', async () => {
    consentServer(opportunityOf({ ...awaitingRepayment, nach: paper() }));
    await renderApp('/consent');
    expect(await heading('Set up repayment')).toBeTruthy();
  });
});
