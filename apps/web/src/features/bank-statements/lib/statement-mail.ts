export type StatementMailInput = {
  userId: string;
  /** Statement files read in this visit. */
  statementCount: number;
  /** GET corleone/is-bs-upload-allowed. */
  uploadAllowed: boolean;
};

/**
 * The subject of an e-mailed statement (spec 000 §2.5): support files the mail against the
 * borrower by the user id, and sees how many statements already arrived and whether the borrower
 * could still upload.
 */
export function statementMailSubject({ userId, statementCount, uploadAllowed }: StatementMailInput): string {
  return `Bank statement | User ID: ${userId} | Statements: ${statementCount} | Upload allowed: ${uploadAllowed ? 'Yes' : 'No'}`;
}

/** A mailto link to the partner's support address with that subject. */
export function statementMailHref(supportEmail: string, input: StatementMailInput): string {
  return `mailto:${supportEmail}?subject=${encodeURIComponent(statementMailSubject(input))}`;
}
