import { describe, expect, it } from 'vitest';
import { statementMailHref, statementMailSubject } from './statement-mail';

const userId = '7a3c2e4e-1c1d-4f7a-9a51-6a0d8e1f2b3c';

describe('the e-mailed statement', () => {
  it('carries the user id, the statement count and the upload flag in its subject', () => {
    expect(statementMailSubject({ userId, statementCount: 2, uploadAllowed: true })).toBe(
      `Bank statement | User ID: ${userId} | Statements: 2 | Upload allowed: Yes`,
    );
    expect(statementMailSubject({ userId, statementCount: 0, uploadAllowed: false })).toBe(
      `Bank statement | User ID: ${userId} | Statements: 0 | Upload allowed: No`,
    );
  });

  it("is a mailto link to the partner's support address with the subject encoded", () => {
    const href = statementMailHref('care@lendbazaar.example', {
      userId,
      statementCount: 1,
      uploadAllowed: true,
    });
    expect(href.startsWith('mailto:care@lendbazaar.example?subject=')).toBe(true);
    const subject = new URL(href).searchParams.get('subject');
    expect(subject).toBe(`Bank statement | User ID: ${userId} | Statements: 1 | Upload allowed: Yes`);
    expect(href).not.toContain(' ');
  });
});
