import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { documents } from '../documents/documents.schema.ts';
import { opportunities } from '../underwriting/underwriting.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * Repayment mandates (spec 001 §2.6-2.7): one row per attempt, so a rejected e-NACH and the paper
 * form that followed it both stay on record. At most one attempt of an opportunity is live (not
 * REJECTED or CANCELLED) at a time. States move only through packages/domain mandate-lifecycle.ts.
 * The account number is sealed with the row's id as context; its last four digits are kept apart.
 */
export const mandates = pgTable(
  'mandates',
  {
    id: uuid('id').primaryKey(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    lenderId: bigint('lender_id', { mode: 'number' }).notNull(),
    /** ENACH or PNACH. */
    mode: text('mode').notNull(),
    /** Paper only: UPLOAD (the borrower's scan) or AGENT (collected on a visit). */
    collection: text('collection'),
    status: text('status').notNull(),
    /** The post-approval form's NACH account the mandate debits. */
    bankAccountId: uuid('bank_account_id').notNull(),
    bankName: text('bank_name'),
    ifsc: text('ifsc').notNull(),
    accountType: text('account_type').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    accountNumberSealed: text('account_number_sealed').notNull(),
    accountNumberLast4: text('account_number_last4').notNull(),
    maxAmountPaise: bigint('max_amount_paise', { mode: 'number' }).notNull(),
    frequency: text('frequency').notNull(),
    category: text('category').notNull(),
    validFrom: text('valid_from').notNull(),
    validUntil: text('valid_until').notNull(),
    /** The borrower's contacts as sent with the mandate: a retried call sends the same details. */
    mobile: text('mobile'),
    email: text('email'),
    utilityCode: text('utility_code').notNull(),
    sponsorBankCode: text('sponsor_bank_code').notNull(),
    /** The provider's id, once the mandate was sent to it (e-NACH at once; paper on acceptance). */
    providerMandateId: text('provider_mandate_id'),
    authLink: text('auth_link'),
    /** When a set-aside e-mandate's link was withdrawn at the provider; the sweep retries until then. */
    providerWithdrawnAt: timestamp('provider_withdrawn_at', { withTimezone: true, mode: 'date' }),
    vendor: text('vendor'),
    umrn: text('umrn'),
    reasonCode: text('reason_code'),
    reasonText: text('reason_text'),
    /** Paper: the prefilled form issued, and the signed scan received. */
    formDocumentId: uuid('form_document_id').references(() => documents.id),
    scanDocumentId: uuid('scan_document_id').references(() => documents.id),
    scanUploadedAt: timestamp('scan_uploaded_at', { withTimezone: true, mode: 'date' }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('mandates_one_live_per_opportunity')
      .on(table.opportunityId)
      .where(sql`${table.status} not in ('REJECTED', 'CANCELLED')`),
    uniqueIndex('mandates_provider_mandate_id').on(table.providerMandateId),
    index('mandates_status').on(table.status, table.statusChangedAt),
    // An opportunity's latest mandate, as the close of business reads it for a batch of loans.
    index('mandates_opportunity_latest').on(table.opportunityId, table.createdAt),
  ],
);

/**
 * Everything that happened to a mandate, in order: each move, and each report that changed
 * nothing (a late or repeated webhook: outcome 'stale'; one the table refuses: 'refused').
 */
export const mandateEvents = pgTable(
  'mandate_events',
  {
    id: uuid('id').primaryKey(),
    mandateId: uuid('mandate_id')
      .notNull()
      .references(() => mandates.id),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    event: text('event').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    outcome: text('outcome').notNull(),
    /** borrower, staff, provider or system; with the staff member's id for staff. */
    actor: text('actor').notNull(),
    staffId: uuid('staff_id'),
    reasonCode: text('reason_code'),
    note: text('note'),
    providerEventId: text('provider_event_id'),
  },
  (table) => [index('mandate_events_mandate').on(table.mandateId, table.at)],
);

/**
 * Every webhook delivery whose signature held, by the provider's event id: a redelivery finds
 * its id here and changes nothing. The body is not kept, only its hash.
 */
export const mandateWebhookReceipts = pgTable('mandate_webhook_receipts', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  bodySha256: text('body_sha256').notNull(),
  mandateId: uuid('mandate_id').references(() => mandates.id),
  /** moved, stale, refused, or unknown (no mandate of ours has that id). */
  outcome: text('outcome').notNull(),
});

/** An agent's visit to collect the signed paper form ('Appointment' mode). The address is sealed. */
export const nachAppointments = pgTable(
  'nach_appointments',
  {
    id: uuid('id').primaryKey(),
    mandateId: uuid('mandate_id')
      .notNull()
      .references(() => mandates.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    visitDate: text('visit_date').notNull(),
    slot: text('slot').notNull(),
    locationType: text('location_type').notNull(),
    addressSealed: text('address_sealed').notNull(),
    /** BOOKED, COLLECTED (the form reached operations) or CANCELLED. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('nach_appointments_mandate').on(table.mandateId)],
);
