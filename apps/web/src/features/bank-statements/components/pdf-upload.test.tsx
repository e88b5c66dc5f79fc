// @vitest-environment happy-dom
import {
  MAX_STATEMENT_BYTES,
  statementFailureMessage,
  type StatementFailureCode,
} from '@kredo/contract/bank-statements';
import { messages } from '@kredo/contract/messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  pdfFile,
  sampleSession,
  signInForStatements,
  statementUserId,
  stubStatementServer,
  resetStatementScreen,
} from '../../../test/bank-statements';
import { renderApp } from '../../../test/render-app';

import {
  choose,
  completeButton,
  fileList,
  findFileList,
  openPdfFlow,
  read,
  tickNotProtected,
  uploadButton,
  uploadUnprotected,
} from './pdf-flow-test-kit';

afterEach(resetStatementScreen);

/** The chooser's one line saying what is wrong with the choice (checked as it changes). */
const alertSays = (text: string) =>
  vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));

/** What a screen reader hears after the file button: the text that describes it. */
function chosenFileName(): string | null | undefined {
  const button = screen.getByRole('button', { name: /^(Choose File|Add More Files)/ });
  return document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;
}

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
    const start = await vi.waitFor(() => {
      const found = calls.find((call) => call.url === '/api/bs-service/start');
      expect(found).toBeDefined();
      return found;
    });
    expect(start?.body).toMatchObject({
      handler: 'start',
      userId: statementUserId,
      institutionId: '20',
      version: '1.1',
      requestId: expect.any(String),
    });
    expect(completeButton()).toHaveProperty('disabled', true);

    choose(pdfFile('HDFC-savings-statement-april-to-october-2025.pdf'));
    expect(chosenFileName()).toBe('Chosen file: HDFC-savings-statement-ap...');
    tickNotProtected();
    fireEvent.click(uploadButton());

    expect(await within(await findFileList()).findByText('Uploaded')).toBeTruthy();
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
    await alertSays('Please select file');

    choose(pdfFile('big.pdf', MAX_STATEMENT_BYTES + 1));
    await alertSays('The PDF file is too large. Please upload a PDF file smaller than 5MB.');
    fireEvent.click(uploadButton());
    await alertSays('The PDF file is too large. Please upload a PDF file smaller than 5MB.');

    choose(pdfFile('statement.pdf'));
    fireEvent.click(uploadButton());
    await alertSays(messages.statementPasswordOrBox);

    const password = screen.getByLabelText('Enter Password If Any');
    expect(password.getAttribute('maxlength')).toBe('50');
    fireEvent.change(password, { target: { value: 'pass@123' } });
    fireEvent.click(uploadButton());
    await within(await findFileList()).findByText('Uploaded');
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

    await uploadUnprotected('good.pdf');
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
    expect(chosenFileName()).toBe('Chosen file: locked.pdf');
    expect(screen.getByRole('checkbox', { name: 'My file is not password protected' })).toHaveProperty(
      'checked',
      false,
    );

    fireEvent.change(screen.getByLabelText('Enter Password If Any'), { target: { value: 'guess' } });
    fireEvent.click(uploadButton());
    expect((await screen.findAllByText(messages.statementWrongPassword)).length).toBe(2);

    fireEvent.change(screen.getByLabelText('Enter Password If Any'), { target: { value: 'right' } });
    fireEvent.click(uploadButton());
    expect(await within(await findFileList()).findByText('Uploaded')).toBeTruthy();
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
    expect(await within(await findFileList()).findByText(messages.statementTooLarge)).toBeTruthy();
  });
});
