import { messages } from '@kredo/contract/messages';
import { describe, expect, it } from 'vitest';
import { readUploadVerdict } from './upload-verdict';

const email = 'support@kredo.example';
const failed = (code: number, message = 'analyser says no') =>
  readUploadVerdict({ status: 0, vendor: 'FINBOX', fileId: 'f-1', code, message }, email);

describe("an upload's verdict", () => {
  it('is read at status 1', () => {
    expect(readUploadVerdict({ status: 1, vendor: 'FINBOX', fileId: 'f-1' }, email)).toEqual({
      kind: 'read',
    });
  });

  it("gives each failure code the spec's text, the support address filled in", () => {
    expect(failed(0)).toEqual({
      kind: 'failed',
      message: 'Invalid document. Please upload pdf of your bank statement',
    });
    expect(failed(2)).toEqual({
      kind: 'failed',
      message: 'Not able to process. Please email your bank statements to support@kredo.example',
    });
    expect(failed(4)).toEqual({ kind: 'failed', message: messages.statementBankMismatch });
    expect(failed(5)).toEqual({ kind: 'failed', message: messages.statementBankMismatch });
    expect(failed(6)).toEqual({
      kind: 'failed',
      message: 'Invalid file format. Please upload a Valid PDF bank statement.',
    });
    expect(failed(7)).toEqual({
      kind: 'failed',
      message: 'Unsupported Bank Statement Format. It should have balance, date and amount',
    });
  });

  it('asks for the password again on a wrong one (code 3)', () => {
    expect(failed(3)).toEqual({
      kind: 'password',
      message: 'Password incorrect. Please enter the correct password to upload your bank statement',
    });
  });

  it('asks for the password of a protected file sent without one', () => {
    expect(
      readUploadVerdict(
        { status: 0, vendor: 'FINBOX', fileId: 'f-1', passwordRequired: true, message: 'whatever' },
        email,
      ),
    ).toEqual({ kind: 'password', message: messages.statementPasswordEnabled });
  });

  it("shows the server's own message for a code it does not know, else the generic text", () => {
    expect(failed(9, 'Statement older than seven months')).toEqual({
      kind: 'failed',
      message: 'Statement older than seven months',
    });
    expect(readUploadVerdict({ status: 0, vendor: 'FINBOX', fileId: 'f-1' }, email).kind).toBe('failed');
    expect(readUploadVerdict({ status: 0, vendor: 'FINBOX', fileId: 'f-1' }, email)).toMatchObject({
      message: messages.genericRequestFailure,
    });
  });
});
