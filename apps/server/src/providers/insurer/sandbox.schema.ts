import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The sandbox insurer's proposals and the policies they become. The row keeps when things happen,
 * not a status: where a proposal stands is read against the sandbox clock (`stateAt` in
 * sandbox-proposals.ts). `course` is fixed when the proposal is made: `issue` at `decides_at`,
 * `fail` then, or `refused` at once. A real insurer keeps this on its side; the table then stays
 * empty.
 */
export const sandboxInsurerProposals = pgTable(
  'sandbox_insurer_proposals',
  {
    /** The insurer's proposal id: `prp_` and 16 digits. */
    id: text('id').primaryKey(),
    /** The distributor's reference (its order id): one proposal per reference. */
    reference: text('reference').notNull().unique(),
    productId: text('product_id').notNull(),
    mobile: text('mobile').notNull(),
    insuredName: text('insured_name').notNull(),
    /** Paise, tax included. */
    price: bigint('price', { mode: 'number' }).notNull(),
    validityMonths: integer('validity_months').notNull(),
    course: text('course', { enum: ['issue', 'fail', 'refused'] }).notNull(),
    message: text('message'),
    decidesAt: instant('decides_at').notNull(),
    /** Given at the proposal, told once the policy is issued. */
    policyNumber: text('policy_number').notNull().unique(),
    /** The first answer of a "Lost Answer" proposal is lost; later ones are not. */
    answerLost: boolean('answer_lost').notNull().default(false),
    cancelledAt: instant('cancelled_at'),
    cancellationId: text('cancellation_id'),
    /** The member's verified consent, for a product that asks for one. */
    consentId: text('consent_id'),
    /** What the insurer received of each document: never the bytes, which a real insurer keeps. */
    documents: jsonb('documents').$type<SandboxReceivedDocument[]>().notNull().default([]),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('sandbox_insurer_proposals_mobile_idx').on(table.mobile),
    check('sandbox_insurer_proposals_price', sql`${table.price} > 0`),
  ],
);

export type SandboxInsurerProposalRow = typeof sandboxInsurerProposals.$inferSelect;

export type SandboxReceivedDocument = {
  field: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
};

export const sandboxConsentStatuses = ['pending', 'verified', 'locked'] as const;

/**
 * The sandbox insurer's consent codes (consent.ts), kept in the database so a restart loses no
 * code half way: one row per distributor reference, the code only as an HMAC bound to the row,
 * times by the sandbox clock. `proposal_reference` is the one proposal a verified consent was
 * named on.
 */
export const sandboxInsurerConsents = pgTable(
  'sandbox_insurer_consents',
  {
    /** `cns_` and 16 digits. */
    id: text('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    productId: text('product_id').notNull(),
    mobile: text('mobile').notNull(),
    status: text('status', { enum: sandboxConsentStatuses }).notNull().default('pending'),
    codeHash: text('code_hash'),
    codeExpiresAt: instant('code_expires_at'),
    codesSent: smallint('codes_sent').notNull().default(0),
    lastSentAt: instant('last_sent_at'),
    /** Wrong codes over the whole consent, across resends. */
    wrongCodes: smallint('wrong_codes').notNull().default(0),
    verifiedAt: instant('verified_at'),
    proposalReference: text('proposal_reference'),
    createdAt: instant('created_at').notNull(),
    /** Codes are sent and checked until then; a verified consent serves a proposal for a day. */
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('sandbox_insurer_consents_mobile_idx').on(table.mobile)],
);

export type SandboxInsurerConsentRow = typeof sandboxInsurerConsents.$inferSelect;
