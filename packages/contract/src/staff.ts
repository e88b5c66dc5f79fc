import * as z from 'zod/mini';

import { apiBases } from './api-bases.ts';
import { text } from './text.ts';

/**
 * Back-office staff (the lender's operations team): sign-in with e-mail and password, then a
 * TOTP second factor. A staff token is never accepted on a borrower route and a borrower's never
 * on a staff route.
 */

export const staffRoles = ['underwriter', 'operations', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** What each role may do; every back-office route names the permission it needs. */
export const staffPermissions = {
  viewApplications: ['underwriter', 'operations', 'admin'],
  viewDocuments: ['underwriter', 'operations', 'admin'],
  requestInformation: ['underwriter', 'operations', 'admin'],
  decide: ['underwriter', 'admin'],
  /** Verify paper mandates, cancel or refresh e-mandates (the mandate queue). */
  manageMandates: ['operations', 'admin'],
  /** Propose a disbursal, or approve or reject one somebody else proposed (maker-checker). */
  disburse: ['operations', 'admin'],
  /** The ledger: trial balance, a day's journal, a loan's statement of account. */
  viewLedger: ['operations', 'admin'],
  /** Write a loan off (its receivables to expense): the admin only. */
  writeOff: ['admin'],
  /**
   * Pay what the lender owes third parties (the insurer, the gold vendor, GST): propose a
   * remittance, or approve or reject one somebody else proposed (maker-checker).
   */
  remit: ['operations', 'admin'],
  /** Suspend a credit line's drawdowns (fraud, overdue) or resume them, audited. */
  manageCreditLines: ['operations', 'admin'],
  /** Ask the vendor about a gold order now, run the reconciliation, resolve its breaks (audited). */
  manageGold: ['operations', 'admin'],
  /** Ask the insurer about an insurance order now, cancel a policy in its free look period (audited). */
  manageInsurance: ['operations', 'admin'],
  /** Pay a referral cashback now, one owed for want of an account or whose payouts failed (audited). */
  manageReferrals: ['operations', 'admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof staffPermissions;

export function staffMay(roles: readonly string[], permission: StaffPermission): boolean {
  const allowed: readonly string[] = staffPermissions[permission];
  return roles.some((role) => allowed.includes(role));
}

const base = apiBases.backOffice;
export const staffAuthPaths = {
  signIn: `${base}/auth/sign-in`,
  verifyTotp: `${base}/auth/verify-totp`,
  signOut: `${base}/auth/sign-out`,
  me: `${base}/auth/me`,
} as const;

export const staffMessages = {
  signInRefused: 'Incorrect e-mail or password',
  totpRefused: 'Incorrect authentication code',
  challengeExpired: 'Your sign-in has expired. Please sign in again',
  locked: 'Too many failed attempts. Try again in 15 minutes',
  notAllowed: 'Your role does not allow this action',
  sessionExpired: 'Your session has ended. Please sign in again',
} as const;

export const staffSignInBodySchema = z.object({
  email: text().check(z.trim(), z.toLowerCase(), z.email({ error: 'Enter a valid e-mail' })),
  password: text().check(z.minLength(1, { error: 'Enter your password' }), z.maxLength(200)),
});

/** The first factor passed: the second is asked for within five minutes. */
export const staffSignInResponseSchema = z.object({ challengeId: z.string(), expiresAt: z.string() });

export const staffTotpBodySchema = z.object({
  challengeId: text().check(z.minLength(1), z.maxLength(100)),
  code: text().check(z.trim(), z.regex(/^\d{6}$/, { error: 'Enter the 6-digit code' })),
});

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(staffRoles)),
});
export type StaffMember = z.output<typeof staffMemberSchema>;

export const staffSessionResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  staff: staffMemberSchema,
});
export type StaffSession = z.output<typeof staffSessionResponseSchema>;
