import * as z from 'zod/mini';

import { fill, messages } from './messages.ts';
import { text } from './text.ts';

/** Bank statement status (spec 000 §3.2); FAILED and STARTED are ours: never counted for the step. */
export const statementStatuses = ['STARTED', 'PROCESSING', 'AVAILABLE', 'EXPIRED', 'FAILED'] as const;
export type StatementStatus = (typeof statementStatuses)[number];

/** How a statement reaches us (spec 000 §3.2). */
export const statementModes = ['NET_BANKING', 'PDF_UPLOAD', 'GOOGLE_FORM', 'ACCOUNT_AGGREGATOR'] as const;
export type StatementMode = (typeof statementModes)[number];
/** The modes a bank can offer; Google Form is ours, for when uploads are not allowed. */
export const bankModes = ['NET_BANKING', 'PDF_UPLOAD', 'ACCOUNT_AGGREGATOR'] as const;
export type BankMode = (typeof bankModes)[number];

/** The four logo shortcuts of the bank picker, in order (spec 000 §9): Axis, HDFC, ICICI, State Bank. */
export const majorInstitutionIds = ['2', '20', '22', '35'] as const;

/** A statement PDF: at most 5 MB (spec 000 §5.5). */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;
export const MAX_STATEMENT_PASSWORD_LENGTH = 50;
/** Statement files a borrower may upload in a day before the Google Form takes over. */
export const MAX_STATEMENT_UPLOADS_PER_DAY = 20;
/** Months of statement asked for (spec 000 §9). */
export const STATEMENT_MONTHS = 7;
/** Client timings (spec 000 §9). */
export const statementTimings = {
  requestTimeoutMs: 90_000,
  completeRetryMs: 5_000,
  pollMs: 10_000,
  redirectCountdownSeconds: 120,
  failureCountdownSeconds: 5,
} as const;

/** Failure codes of an uploaded statement (spec 000 §8, vendor FINBOX with status not 1). */
export const statementFailureCodes = [0, 2, 3, 4, 5, 6, 7] as const;
export type StatementFailureCode = (typeof statementFailureCodes)[number];

/** The text of a failure code; `{{email}}` is the partner's support address. */
export function statementFailureMessage(code: StatementFailureCode, email: string): string {
  const texts: Record<StatementFailureCode, string> = {
    0: messages.statementInvalidDocument,
    2: fill(messages.statementNotProcessable, { email }),
    3: messages.statementWrongPassword,
    4: messages.statementBankMismatch,
    5: messages.statementBankMismatch,
    6: messages.statementInvalidFormat,
    7: messages.statementUnsupportedFormat,
  };
  return texts[code];
}

export const institutionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** What a logo or a short label shows: 'Axis', 'HDFC'. */
  shortName: z.string(),
  modes: z.array(z.enum(bankModes)),
});
export type Institution = z.output<typeof institutionSchema>;

const handler = <T extends string>(name: T) => z.literal(name, { error: `handler must be ${name}` });
const institutionId = text().check(z.minLength(1, { error: messages.selectInstitution }));

export const institutionsBodySchema = z.object({ handler: handler('institutions') });
export const institutionsResponseSchema = z.object({ institutions: z.array(institutionSchema) });

export const startStatementBodySchema = z.object({
  handler: handler('start'),
  userId: text(),
  institutionId,
  fbToken: z.optional(text().check(z.maxLength(4096))),
  /** YYYY-MM-DD; without them, the last seven whole months. */
  fromDate: z.optional(z.iso.date()),
  toDate: z.optional(z.iso.date()),
  version: z.optional(text().check(z.maxLength(10))),
  requestId: z.optional(text().check(z.maxLength(100))),
});
export const startStatementResponseSchema = z.object({
  entityId: z.string(),
  linkId: z.string(),
  perfiosTransactionId: z.string(),
  txnId: z.string(),
  /** YYYY-MM. */
  yearMonthFrom: z.string(),
  yearMonthTo: z.string(),
});
export type StartedStatement = z.output<typeof startStatementResponseSchema>;

const transactionRef = {
  userId: text(),
  institutionId,
  perfiosTransactionId: text(),
  entityId: text(),
};

/** Base64 of at most 5 MB of PDF, as a data URI or bare. */
const MAX_FILE_BASE64_LENGTH = Math.ceil(MAX_STATEMENT_BYTES / 3) * 4 + 100;

export const uploadStatementBodySchema = z.object({
  handler: handler('upload'),
  ...transactionRef,
  txId: z.optional(text()),
  file: text().check(
    z.minLength(1, { error: messages.chooseFile }),
    z.maxLength(MAX_FILE_BASE64_LENGTH, { error: messages.statementTooLarge }),
  ),
  password: z.optional(text().check(z.maxLength(MAX_STATEMENT_PASSWORD_LENGTH))),
});

/**
 * An upload's verdict: status 1 when the file was read; otherwise the failure code and its text,
 * or `passwordRequired` for a protected file sent without its password.
 */
export const uploadStatementResponseSchema = z.object({
  status: z.number(),
  vendor: z.literal('FINBOX'),
  fileId: z.string(),
  code: z.optional(z.number()),
  message: z.optional(z.string()),
  passwordRequired: z.optional(z.boolean()),
});
export type UploadedStatement = z.output<typeof uploadStatementResponseSchema>;

/** The borrower's PDF session still open today, for one bank or any: a reload carries on with it. */
export const openStatementQuerySchema = z.object({ institutionId: z.optional(institutionId) });
export const openStatementResponseSchema = z.object({
  /** Null when there is none: the screen starts a session. */
  session: z.nullable(z.object({ ...startStatementResponseSchema.shape, institutionId: z.string() })),
  /** The files sent in it, oldest first, each with its verdict as the upload answered it. */
  files: z.array(uploadStatementResponseSchema),
});
export type OpenStatement = z.output<typeof openStatementResponseSchema>;

export const completeStatementBodySchema = z.object({ handler: handler('complete'), ...transactionRef });
export const statementSummarySchema = z.object({
  id: z.string(),
  status: z.enum(statementStatuses),
  mode: z.enum(statementModes),
  institutionId: z.nullable(z.string()),
  yearMonthFrom: z.nullable(z.string()),
  yearMonthTo: z.nullable(z.string()),
  monthsCovered: z.nullable(z.number()),
});
export const completeStatementResponseSchema = z.object({ statement: statementSummarySchema });

export const bankingLinkBodySchema = z.object({
  mode: z.enum(['NET_BANKING', 'ACCOUNT_AGGREGATOR']),
  bankId: institutionId,
  requestId: z.optional(text().check(z.maxLength(100))),
  /** Where the borrower returns after the bank's pages; our redirect page by default. */
  redirectionUrl: z.optional(text().check(z.maxLength(2000))),
});
export const bankingLinkResponseSchema = z.object({ url: z.string(), txnId: z.string() });

export const uploadAllowedResponseSchema = z.object({ status: z.boolean() });
export const transactionCompleteQuerySchema = z.object({ txnId: z.optional(text()) });
export const transactionCompleteResponseSchema = z.object({
  isComplete: z.boolean(),
  status: z.nullable(z.enum(statementStatuses)),
  message: z.optional(z.string()),
});

export const bankStatementPaths = {
  institutions: '/api/bs-service/institutions',
  start: '/api/bs-service/start',
  upload: '/api/bs-service/upload',
  openSession: '/api/bs-service/open-session',
  complete: '/api/bs-service/complete',
  bankingLink: '/api/bs-service/banking-link',
  uploadAllowed: '/api/corleone/is-bs-upload-allowed',
  transactionComplete: '/api/corleone/is-bs-transaction-complete',
} as const;
