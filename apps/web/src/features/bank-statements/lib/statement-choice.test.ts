import { MAX_STATEMENT_BYTES } from '@kredo/contract/bank-statements';
import { messages } from '@kredo/contract/messages';
import { describe, expect, it } from 'vitest';
import { statementChoiceSchema } from './statement-choice';

const pdf = { name: 'statement.pdf', type: 'application/pdf', size: 120_000 };

/** The first problem of a choice, as the chooser shows it, or undefined when it may be sent. */
function problemOf(
  file: Pick<File, 'name' | 'type' | 'size'> | undefined,
  password = '',
  notProtected = true,
): string | undefined {
  return statementChoiceSchema.safeParse({ file: file as File | undefined, password, notProtected }).error
    ?.issues[0]?.message;
}

describe('checking a chosen statement', () => {
  it("asks for a file when none is chosen: 'Please select file'", () => {
    expect(problemOf(undefined)).toBe(messages.selectFile);
  });

  it('takes a PDF up to 5 MB, also one the phone gave no type', () => {
    expect(problemOf(pdf)).toBeUndefined();
    expect(problemOf({ ...pdf, size: MAX_STATEMENT_BYTES })).toBeUndefined();
    expect(problemOf({ ...pdf, type: '' })).toBeUndefined();
  });

  it('refuses a PDF over 5 MB with the spec text', () => {
    expect(problemOf({ ...pdf, size: MAX_STATEMENT_BYTES + 1 })).toBe(
      'The PDF file is too large. Please upload a PDF file smaller than 5MB.',
    );
  });

  it('refuses anything but a PDF', () => {
    expect(problemOf({ name: 'statement.png', type: 'image/png', size: 1000 })).toBe(
      messages.statementInvalidFormat,
    );
    expect(problemOf({ name: 'statement.docx', type: '', size: 1000 })).toBe(messages.statementInvalidFormat);
  });
});

describe('checking the password', () => {
  it('needs a password or the not-protected box', () => {
    expect(problemOf(pdf, '', false)).toBe(
      'Please enter password or if file is not password protected then check the box',
    );
    expect(problemOf(pdf, '', true)).toBeUndefined();
    expect(problemOf(pdf, 'secret', false)).toBeUndefined();
  });

  it('asks for the file before the password', () => {
    expect(problemOf(undefined, '', false)).toBe(messages.selectFile);
  });

  it('takes at most 50 characters, as the upload call does', () => {
    expect(problemOf(pdf, 'x'.repeat(51), false)).toBeDefined();
  });
});
