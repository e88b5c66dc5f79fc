import * as z from 'zod/mini';

import { text } from './text.ts';

/** Sandbox-only routes: the dev outbox and the movable clock. Absent in production mode. */
export const messageChannels = ['sms', 'whatsapp', 'email'] as const;
export type MessageChannel = (typeof messageChannels)[number];

/** A file sent with an e-mail: a stored document, named as the borrower receives it. */
export const messageAttachmentSchema = z.object({
  fileName: z.string(),
  documentId: z.string(),
  sha256: z.string(),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(messageChannels),
  to: z.string(),
  text: z.string(),
  attachments: z.array(messageAttachmentSchema),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxQuerySchema = z.object({
  to: z.optional(text().check(z.trim(), z.minLength(1), z.maxLength(320))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(500)), 100),
});

export const outboxResponseSchema = z.array(outboxMessageSchema);

export const clockStateSchema = z.object({
  now: z.string(),
  offsetMs: z.number().check(z.int()),
});
export type ClockState = z.infer<typeof clockStateSchema>;

/** At most one year per call: a bigger jump is almost always a typo in a test. */
export const advanceClockSchema = z.object({
  advanceMs: z.number().check(z.int(), z.gte(0), z.lte(366 * 24 * 60 * 60 * 1000)),
});

export const testMessageSchema = z.object({
  channel: z.enum(messageChannels),
  to: text().check(z.trim(), z.minLength(1), z.maxLength(320)),
  text: text().check(z.minLength(1), z.maxLength(1000)),
});

export const testMessageResponseSchema = z.object({ messageId: z.string() });

/** The dev identity page's "Sign in with Google" stand-in: the sandbox issuer signs a credential. */
export const identityCredentialBodySchema = z.object({
  email: z.email({ error: 'Invalid Email' }),
  name: text().check(z.trim(), z.minLength(2), z.maxLength(60)),
});
export const identityCredentialResponseSchema = z.object({ credential: z.string() });

/** Under the main API base; the server mounts the dev routes at `devBase`. */
export const devBase = '/api/dev';
export const devPaths = {
  outbox: `${devBase}/outbox`,
  testMessage: `${devBase}/outbox/test-message`,
  clock: `${devBase}/clock`,
  identityJwks: `${devBase}/identity/jwks`,
  identityCredential: `${devBase}/identity/credential`,
  sampleEvidence: `${devBase}/sample-evidence`,
  staffTotp: `${devBase}/staff-totp`,
  /** Runs the close of business now through the last day ended by the clock, then the loan sweep. */
  closeOfBusiness: `${devBase}/close-of-business`,
} as const;

export const closeOfBusinessRunSchema = z.object({
  /** The last day closed: yesterday by the server clock. */
  through: z.string(),
  /** Loan-days closed by this run. */
  loanDays: z.number(),
});

/**
 * Sandbox stand-in for the Documents and Bank Statement steps: gives the signed-in borrower sample
 * documents of the named types and, when asked, one analysed bank statement of the last 6 months.
 */
export const sampleDocumentTypes = ['SELFIE', 'PAN', 'CURRENT_ADDRESS_PROOF', 'PAY_SLIP'] as const;
export const sampleEvidenceBodySchema = z.object({
  documents: z.array(z.enum(sampleDocumentTypes)).check(z.maxLength(sampleDocumentTypes.length)),
  bankStatement: z._default(z.boolean(), false),
});
export const sampleEvidenceResponseSchema = z.object({
  documentTypes: z.array(z.string()),
  bankStatements: z.number().check(z.int()),
});

/** The current TOTP code of a staff member (the demo accounts' authenticator, for demos and e2e). */
export const staffTotpQuerySchema = z.object({
  email: text().check(z.trim(), z.toLowerCase(), z.email()),
});
export const staffTotpResponseSchema = z.object({ code: z.string() });
