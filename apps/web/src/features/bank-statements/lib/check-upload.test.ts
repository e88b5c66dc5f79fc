import { MAX_STATEMENT_BYTES } from '@kredo/contract/bank-statements';
import { messages } from '@kredo/contract/messages';
import { describe, expect, it } from 'vitest';
import { checkStatementFile, checkStatementPassword } from './check-upload';

const pdf = { name: 'statement.pdf', type: 'application/pdf', size: 120_000 };

describe('checking a chosen statement', () => {
  it("asks for a file when none is chosen: 'Please select file'", () => {
    expect(checkStatementFile(undefined)).toBe(messages.selectFile);
  });

  it('takes a PDF up to 5 MB, also one the phone gave no type', () => {
    expect(checkStatementFile(pdf)).toBeUndefined();
    expect(checkStatementFile({ ...pdf, size: MAX_STATEMENT_BYTES })).toBeUndefined();
    expect(checkStatementFile({ ...pdf, type: '' })).toBeUndefined();
  });

  it('refuses a PDF over 5 MB with the spec text', () => {
    expect(checkStatementFile({ ...pdf, size: MAX_STATEMENT_BYTES + 1 })).toBe(
      'The PDF file is too large. Please upload a PDF file smaller than 5MB.',
    );
  });

  it('refuses anything but a PDF', () => {
    expect(checkStatementFile({ name: 'statement.png', type: 'image/png', size: 1000 })).toBe(
      messages.statementInvalidFormat,
    );
    expect(checkStatementFile({ name: 'statement.docx', type: '', size: 1000 })).toBe(
      messages.statementInvalidFormat,
    );
  });
});

describe('checking the password', () => {
  it('needs a password or the not-protected box', () => {
    expect(checkStatementPassword('', false)).toBe(
      'Please enter password or if file is not password protected then check the box',
    );
    expect(checkStatementPassword('', true)).toBeUndefined();
    expect(checkStatementPassword('secret', false)).toBeUndefined();
  });
});
