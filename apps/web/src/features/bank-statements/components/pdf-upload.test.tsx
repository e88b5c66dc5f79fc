// @vitest-environment happy-dom
import {
  MAX_STATEMENT_BYTES,
  statementFailureMessage,
  type StatementFailureCode,
} from '@kredo/contract/bank-statements';
import { messages } from '@kredo/contract/messages';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import {
  pdfFile,
  sampleSession,
  signInForStatements,
  statementUserId,
  stubStatementServer,
} from '../../../test/bank-statements';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  // Unmounted first, so no query refetches after the real fetch is back.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

const read = () => Response.json({ status: 1, vendor: 'FINBOX', fileId: 'file-1' });

async function openPdfFlow(bank = 'HDFC Bank') {
  signInForStatements();
  await renderApp('/bank-statement');
  fireEvent.click(await screen.findByRole('button', { name: bank }));
  fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
  await screen.findByRole('heading', { level: 2, name: bank });
  await vi.waitFor(() =>
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', false),
  );
}

function choose(file: File) {
  const input = screen.getByLabelText(/^(Choose File|Add More Files)/);
  fireEvent.change(input, { target: { files: [file] } });
}

function tickNotProtected() {
  fireEvent.click(screen.getByRole('checkbox', { name: 'My file is not password protected' }));
}

const uploadButton = () => screen.getByRole('button', { name: 'Upload' });
const completeButton = () => screen.getByRole('button', { name: 'Complete' });
const fileList = () => screen.getByRole('list', { name: 'Uploaded files' });

describe('the PDF flow', () => {
  it('asks for a bank, starts a session for it, and lists each read file', async () => {
    const calls = stubStatementServer({ upload: read });
    signInForStatements();
    await renderApp('/bank-statement');

    fireEvent.click(await screen.findByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('Please select bank.')).toBeTruthy();

    const tiles = within(screen.getByRole('group', { name: 'Major banks' })).getAllByRole('button');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'AxisAxis Bank',
      'HDFCHDFC Bank',
      'ICICIICICI Bank',
      'SBIState Bank of India',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'HDFC Bank' }));
    expect(screen.getByRole('button', { name: 'HDFC Bank' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('radio', { name: 'PDF Upload' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'HDFC Bank' })).toBeTruthy();
    const start = calls.find((call) => call.url === '/api/bs-service/start');
    expect(start?.body).toMatchObject({
      handler: 'start',
      userId: statementUserId,
      institutionId: '20',
      version: '1.1',
      requestId: expect.any(String),
    });
    expect(completeButton()).toHaveProperty('disabled', true);

    choose(pdfFile('HDFC-savings-statement-april-to-october-2025.pdf'));
    expect(screen.getByLabelText('Chosen file').textContent).toBe('HDFC-savings-statement-ap...');
    tickNotProtected();
    fireEvent.click(uploadButton());

    expect(await within(fileList()).findByText('Uploaded')).toBeTruthy();
    expect(within(fileList()).getByText('HDFC-savings-statement-ap...')).toBeTruthy();
    const upload = calls.find((call) => call.url === '/api/bs-service/upload');
    expect(upload?.body).toEqual({
      handler: 'upload',
      userId: statementUserId,
      institutionId: '20',
      perfiosTransactionId: sampleSession.perfiosTransactionId,
      entityId: sampleSession.entityId,
      txId: sampleSession.txnId,
      file: expect.stringMatching(/^data:application\/pdf;base64,A+=*$/),
    });
    expect(completeButton()).toHaveProperty('disabled', false);
    // More files may follow.
    expect(screen.getByLabelText(/^Add More Files/)).toBeTruthy();
  });

  it('checks the choice before sending: a file, at most 5 MB, a password or the box', async () => {
    const calls = stubStatementServer({ upload: read });
    await openPdfFlow();

    fireEvent.click(uploadButton());
    expect(screen.getByRole('alert').textContent).toBe('Please select file');

    choose(pdfFile('big.pdf', MAX_STATEMENT_BYTES + 1));
    expect(screen.getByRole('alert').textContent).toBe(
      'The PDF file is too large. Please upload a PDF file smaller than 5MB.',
    );
    fireEvent.click(uploadButton());
    expect(screen.getByRole('alert').textContent).toBe(
      'The PDF file is too large. Please upload a PDF file smaller than 5MB.',
    );

    choose(pdfFile('statement.pdf'));
    fireEvent.click(uploadButton());
    expect(screen.getByRole('alert').textContent).toBe(messages.statementPasswordOrBox);

    const password = screen.getByLabelText('Enter Password If Any');
    expect(password.getAttribute('maxlength')).toBe('50');
    fireEvent.change(password, { target: { value: 'pass@123' } });
    fireEvent.click(uploadButton());
    await within(fileList()).findByText('Uploaded');
    const uploads = calls.filter((call) => call.url === '/api/bs-service/upload');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.body).toMatchObject({ password: 'pass@123' });
  });

  it("shows each failure code's text against its file and keeps Complete off until one is read", async () => {
    const codes: StatementFailureCode[] = [0, 2, 4, 5, 6, 7];
    let next = 0;
    stubStatementServer({
      upload: () => {
        const code = codes[next++];
        return code === undefined
          ? read()
          : Response.json({
              status: 0,
              vendor: 'FINBOX',
              fileId: `file-${next}`,
              code,
              message: 'analyser text',
            });
      },
    });
    await openPdfFlow();

    for (const [index, code] of codes.entries()) {
      choose(pdfFile(`statement-${index}.pdf`));
      tickNotProtected();
      fireEvent.click(uploadButton());
      const expected = statementFailureMessage(code, 'support@kredo.example');
      await vi.waitFor(() =>
        expect(within(fileList()).getAllByRole('listitem')[index]?.textContent).toBe(
          `statement-${index}.pdf${expected}`,
        ),
      );
      expect(completeButton()).toHaveProperty('disabled', true);
    }
    expect(
      screen.getByText('Not able to process. Please email your bank statements to support@kredo.example'),
    ).toBeTruthy();

    choose(pdfFile('good.pdf'));
    tickNotProtected();
    fireEvent.click(uploadButton());
    await within(fileList()).findByText('Uploaded');
    expect(completeButton()).toHaveProperty('disabled', false);
  });

  it('asks for the password of a protected file, then sends the same file again with it', async () => {
    const calls = stubStatementServer({
      upload: (call) => {
        const { password } = call.body as { password?: string };
        if (password === 'right') return read();
        if (password)
          return Response.json({ status: 0, vendor: 'FINBOX', fileId: 'f', code: 3, message: 'wrong' });
        return Response.json({
          status: 0,
          vendor: 'FINBOX',
          fileId: 'f',
          passwordRequired: true,
          message: messages.statementPasswordEnabled,
        });
      },
    });
    await openPdfFlow();

    choose(pdfFile('locked.pdf'));
    tickNotProtected();
    fireEvent.click(uploadButton());

    expect((await screen.findAllByText(messages.statementPasswordEnabled)).length).toBe(2);
    // The file waits in the chooser for its password; the box is cleared.
    expect(screen.getByLabelText('Chosen file').textContent).toBe('locked.pdf');
    expect(screen.getByRole('checkbox', { name: 'My file is not password protected' })).toHaveProperty(
      'checked',
      false,
    );

    fireEvent.change(screen.getByLabelText('Enter Password If Any'), { target: { value: 'guess' } });
    fireEvent.click(uploadButton());
    expect((await screen.findAllByText(messages.statementWrongPassword)).length).toBe(2);

    fireEvent.change(screen.getByLabelText('Enter Password If Any'), { target: { value: 'right' } });
    fireEvent.click(uploadButton());
    expect(await within(fileList()).findByText('Uploaded')).toBeTruthy();
    // One entry for the file, sent three times.
    expect(within(fileList()).getAllByRole('listitem')).toHaveLength(1);
    const uploads = calls.filter((call) => call.url === '/api/bs-service/upload');
    expect(uploads.map((call) => (call.body as { password?: string }).password)).toEqual([
      undefined,
      'guess',
      'right',
    ]);
    expect(screen.queryByText(messages.statementPasswordEnabled)).toBeNull();
  });

  it("shows the server's refusal of a bad upload against the file", async () => {
    stubStatementServer({
      upload: () =>
        Response.json({ code: 'PAYLOAD_TOO_LARGE', message: messages.statementTooLarge }, { status: 413 }),
    });
    await openPdfFlow();
    choose(pdfFile());
    tickNotProtected();
    fireEvent.click(uploadButton());
    expect(await within(fileList()).findByText(messages.statementTooLarge)).toBeTruthy();
  });

  it("completes again every 5 s while 'Wait till the txns are Processed', then says the statement is in", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let completes = 0;
    const calls = stubStatementServer({
      upload: read,
      complete: () => {
        completes += 1;
        if (completes < 3)
          return Response.json(
            { code: 'CONFLICT', message: messages.statementWaitProcessing },
            { status: 409 },
          );
        return Response.json({
          statement: {
            id: 's-1',
            status: 'PROCESSING',
            mode: 'PDF_UPLOAD',
            institutionId: '20',
            yearMonthFrom: '2025-03',
            yearMonthTo: '2025-09',
            monthsCovered: null,
          },
        });
      },
    });
    await openPdfFlow();
    choose(pdfFile());
    tickNotProtected();
    fireEvent.click(uploadButton());
    await within(fileList()).findByText('Uploaded');

    fireEvent.click(completeButton());
    expect(await screen.findByText(messages.statementWaitProcessing)).toBeTruthy();
    expect(completes).toBe(1);
    expect(completeButton()).toHaveProperty('disabled', true);

    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(completes).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await vi.waitFor(() => expect(completes).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await vi.waitFor(() => expect(completes).toBe(3));

    const popup = await screen.findByRole('dialog', { name: 'File upload completed' });
    expect(within(popup).getByText('Bank statement submitted successfully')).toBeTruthy();
    const complete = calls.find((call) => call.url === '/api/bs-service/complete');
    expect(complete?.body).toEqual({
      handler: 'complete',
      userId: statementUserId,
      institutionId: '20',
      perfiosTransactionId: sampleSession.perfiosTransactionId,
      entityId: sampleSession.entityId,
    });

    const statusReads = calls.filter((call) => call.url.startsWith('/api/lam/status/')).length;
    vi.useRealTimers();
    await act(async () => fireEvent.click(within(popup).getByRole('button', { name: 'OK' })));
    // On the web the page leads home, with the status read afresh.
    expect(await screen.findByRole('heading', { level: 1, name: /^Hello/ })).toBeTruthy();
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.url.startsWith('/api/lam/status/')).length).toBeGreaterThan(
        statusReads,
      ),
    );
    expect(completes).toBe(3);
  });

  it("shows the server's refusal to complete and lets the borrower add files", async () => {
    stubStatementServer({
      upload: read,
      complete: () =>
        Response.json({ code: 'UNPROCESSABLE', message: 'No transactions found' }, { status: 422 }),
    });
    await openPdfFlow();
    choose(pdfFile());
    tickNotProtected();
    fireEvent.click(uploadButton());
    await within(fileList()).findByText('Uploaded');
    fireEvent.click(completeButton());
    expect((await screen.findByRole('alert')).textContent).toBe('No transactions found');
    expect(completeButton()).toHaveProperty('disabled', false);
    expect(uploadButton()).toHaveProperty('disabled', false);
  });
});

describe("the bank statement screen's error card", () => {
  it("shows 'Something's Wrong' when the session cannot start, and goes back to the banks", async () => {
    stubStatementServer({
      start: () => Response.json({ code: 'INTERNAL', message: 'boom' }, { status: 500 }),
    });
    signInForStatements();
    await renderApp('/bank-statement');
    fireEvent.click(await screen.findByRole('button', { name: 'State Bank of India' }));
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));

    const card = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(card).getByText("Something's Wrong")).toBeTruthy();
    expect(within(card).getByText('Looks like something is missing')).toBeTruthy();
    expect(within(card).getByText(/^Please contact support/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Get Started' })).toBeTruthy();
  });

  it('shows it when the banks cannot be loaded', async () => {
    stubStatementServer({
      institutions: () => Response.json({ code: 'BAD_REQUEST', message: 'no' }, { status: 400 }),
    });
    signInForStatements();
    await renderApp('/bank-statement');
    const card = await screen.findByRole('alert');
    expect(within(card).getByText("Something's Wrong")).toBeTruthy();
  });
});
