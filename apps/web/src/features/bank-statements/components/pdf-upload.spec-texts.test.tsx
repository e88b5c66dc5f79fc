// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  pdfFile,
  processingStatement,
  resetStatementScreen,
  stubStatementServer,
} from '../../../test/bank-statements';
import {
  choose,
  completeButton,
  fileList,
  openPdfFlow,
  read,
  tickNotProtected,
  uploadButton,
  uploadUnprotected,
} from './pdf-flow-test-kit';

/*
 * The statement PDF upload shows spec 000's quoted texts exactly (§4.8, §5.5, §8 'Bank statement
 * (incomplete-info), vendor FINBOX', 'Bank statement other'; docs/texts.md). Our statement
 * analyser answers as vendor FINBOX with the same codes, so the main step shows the same texts.
 * The quotes are written out here, not read from the catalogue.
 */

afterEach(resetStatementScreen);

const alertSays = (text: string) =>
  vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));

const notRead = (code: number) =>
  Response.json({ status: 0, vendor: 'FINBOX', fileId: `file-${code}`, code, message: 'analyser text' });

describe("the statement PDF upload's spec texts", () => {
  it('checks the choice: a file, at most 5 MB, a password or the box', async () => {
    stubStatementServer({ upload: read });
    await openPdfFlow();

    fireEvent.click(uploadButton());
    await alertSays('Please select file');
    choose(pdfFile('big.pdf', 5 * 1024 * 1024 + 1));
    await alertSays('The PDF file is too large. Please upload a PDF file smaller than 5MB.');
    choose(pdfFile('statement.pdf'));
    fireEvent.click(uploadButton());
    await alertSays('Please enter password or if file is not password protected then check the box');
    expect(screen.getByLabelText('Enter Password If Any')).toBeTruthy();
  });

  it.each([
    [0, 'Invalid document. Please upload pdf of your bank statement'],
    [2, 'Not able to process. Please email your bank statements to support@kredo.example'],
    [4, "Your bank name doesn't match with uploaded bank statement. Please select right bank name"],
    [5, "Your bank name doesn't match with uploaded bank statement. Please select right bank name"],
    [6, 'Invalid file format. Please upload a Valid PDF bank statement.'],
    [7, 'Unsupported Bank Statement Format. It should have balance, date and amount'],
  ])('says code %i against the file as the spec quotes it', async (code, text) => {
    stubStatementServer({ upload: () => notRead(code) });
    await openPdfFlow();

    choose(pdfFile('statement.pdf'));
    tickNotProtected();
    fireEvent.click(uploadButton());

    await vi.waitFor(() =>
      expect(within(fileList()).getAllByRole('listitem')[0]?.textContent).toBe(`statement.pdf${text}`),
    );
  });

  it('asks for the password of a protected file, then says a wrong one (code 3)', async () => {
    stubStatementServer({
      upload: (call) =>
        (call.body as { password?: string }).password
          ? notRead(3)
          : Response.json({
              status: 0,
              vendor: 'FINBOX',
              fileId: 'f',
              passwordRequired: true,
              message:
                'Looks like pdf is password enabled, please enter your password below to process the bank statement',
            }),
    });
    await openPdfFlow();
    choose(pdfFile('locked.pdf'));
    tickNotProtected();
    fireEvent.click(uploadButton());

    expect(
      (
        await screen.findAllByText(
          'Looks like pdf is password enabled, please enter your password below to process the bank statement',
        )
      ).length,
    ).toBeGreaterThan(0);

    fireEvent.change(screen.getByLabelText('Enter Password If Any'), { target: { value: 'guess' } });
    fireEvent.click(uploadButton());
    expect(
      (
        await screen.findAllByText(
          'Password incorrect. Please enter the correct password to upload your bank statement',
        )
      ).length,
    ).toBeGreaterThan(0);
  });

  it("says 'Wait till the txns are Processed' while the files are read, then the statement is in", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let completes = 0;
    stubStatementServer({
      upload: read,
      complete: () =>
        completes++ === 0
          ? Response.json({ code: 'CONFLICT', message: 'Wait till the txns are Processed' }, { status: 409 })
          : Response.json({
              statement: processingStatement(),
            }),
    });
    await openPdfFlow();
    await uploadUnprotected();

    fireEvent.click(completeButton());

    expect(await screen.findByText('Wait till the txns are Processed')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    const popup = await screen.findByRole('dialog', { name: 'File upload completed' });
    expect(within(popup).getByText('Bank statement submitted successfully')).toBeTruthy();
  });
});
