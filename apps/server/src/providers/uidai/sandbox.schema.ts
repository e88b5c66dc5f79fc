import { index, pgSequence, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The sandbox UIDAI's OKYC sessions, so a borrower's captcha, OTP request and OTP may each reach a
 * different server, and a restart keeps them. Secrets are never stored in clear: the captcha's
 * answer and the resident's Aadhaar number are sealed with the PII cipher (bound to the row), the
 * OTP is kept only as an HMAC. A session is deleted when spent, and ignored (then deleted) once
 * past its expiry by the server clock. A real e-KYC service keeps this on its side.
 */
export const uidaiSandboxSessions = pgTable(
  'uidai_sandbox_sessions',
  {
    id: uuid('id').primaryKey(),
    /** Null once the captcha has answered its one OTP request, right or wrong. */
    sealedCaptchaAnswer: text('sealed_captcha_answer'),
    /** The session's, then (once an OTP is sent) the OTP's expiry. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    otpHash: text('otp_hash'),
    /** The resident the OTP was sent for. */
    sealedAadhaar: text('sealed_aadhaar'),
    wrongOtps: smallint('wrong_otps').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('uidai_sandbox_sessions_expires_idx').on(table.expiresAt)],
);

export type UidaiSandboxSession = typeof uidaiSandboxSessions.$inferSelect;

/** New sessions started on any server, for "every 4th captcha is unavailable". */
export const uidaiSandboxSessionStarts = pgSequence('uidai_sandbox_session_starts', { startWith: 1 });
