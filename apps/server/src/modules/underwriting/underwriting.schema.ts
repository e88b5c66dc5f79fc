import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { loanApplications } from '../loan-application/loan-application.schema.ts';
import { loanProducts } from '../loan-products/loan-products.schema.ts';
import { staffMembers } from '../staff/staff.schema.ts';
import { users } from '../users/users.schema.ts';
import type { CheckedEvidence, StoredBureauReport, StoredReason } from './underwriting-records.ts';

/**
 * Every decision taken on an application, automatic or by staff, with what it read: `inputs` is
 * the exact input of the rules (no PAN, account or Aadhaar number: only what the rules read),
 * `bureauReport` the bureau's answer, `evidence` which document versions and address
 * fingerprints the checks were given. Rows are only ever added.
 */
export const underwritingDecisions = pgTable(
  'underwriting_decisions',
  {
    id: uuid('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id),
    outcome: text('outcome').notNull(),
    subStatuses: text('sub_statuses').array().notNull().default([]),
    reasons: jsonb('reasons').$type<StoredReason[]>().notNull(),
    figures: jsonb('figures').$type<Record<string, number>>().notNull(),
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    bureauReport: jsonb('bureau_report').$type<StoredBureauReport>(),
    evidence: jsonb('evidence').$type<CheckedEvidence>(),
    policyVersion: text('policy_version').notNull(),
    /** 'AUTOMATIC', or the staff member's id. */
    decidedBy: text('decided_by').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('underwriting_decisions_application').on(table.applicationId, table.decidedAt)],
);

/**
 * The lender's approval of an application and its priced offer (contract loan-offer.ts), money
 * in paise and rates in basis points. At most one live (not CANCELLED) opportunity per application.
 */
export const opportunities = pgTable(
  'opportunities',
  {
    id: uuid('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull(),
    subStatuses: text('sub_statuses').array().notNull().default([]),
    lenderId: integer('lender_id').notNull(),
    productCode: text('product_code')
      .notNull()
      .references(() => loanProducts.code),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    tenureMonths: integer('tenure_months').notNull(),
    monthlyFlatRateBp: integer('monthly_flat_rate_bp').notNull(),
    /** The annual flat rate the consent screen shows (2.5% a month is 3000 bp, 30%). */
    annualInterestBp: integer('annual_interest_bp').notNull(),
    /** The largest instalment. */
    emiPaise: bigint('emi_paise', { mode: 'number' }).notNull(),
    /** The regular instalment (the last one: the first ones carry the paise that do not divide). */
    installmentPaise: bigint('installment_paise', { mode: 'number' }).notNull(),
    instalmentsPaise: jsonb('instalments_paise').$type<number[]>().notNull(),
    totalInterestPaise: bigint('total_interest_paise', { mode: 'number' }).notNull(),
    totalRepayablePaise: bigint('total_repayable_paise', { mode: 'number' }).notNull(),
    processingFeePaise: bigint('processing_fee_paise', { mode: 'number' }).notNull(),
    processingFeeGstPaise: bigint('processing_fee_gst_paise', { mode: 'number' }).notNull(),
    convenienceFeeRateBp: integer('convenience_fee_rate_bp').notNull(),
    minConvenienceFeePaise: bigint('min_convenience_fee_paise', { mode: 'number' }).notNull(),
    convenienceFeePaise: bigint('convenience_fee_paise', { mode: 'number' }).notNull(),
    convenienceFeeGstPaise: bigint('convenience_fee_gst_paise', { mode: 'number' }).notNull(),
    disbursedPaise: bigint('disbursed_paise', { mode: 'number' }).notNull(),
    aprBp: integer('apr_bp').notNull(),
    dueDayOfMonth: integer('due_day_of_month').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('opportunities_one_live')
      .on(table.applicationId)
      .where(sql`${table.status} <> 'CANCELLED'`),
    index('opportunities_user').on(table.userId, table.createdAt),
  ],
);

/**
 * Every change of an application's status or sub-statuses: who made it, and what it asked for.
 * `requestedSubStatuses` are the items a move into INCOMPLETE_INFO asked for, so a correction
 * can tell evidence given after the request from evidence given before it.
 */
export const applicationStatusHistory = pgTable(
  'application_status_history',
  {
    id: uuid('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    /** The application's sub-statuses after the change. */
    subStatuses: text('sub_statuses').array().notNull().default([]),
    requestedSubStatuses: text('requested_sub_statuses').array().notNull().default([]),
    /** underwriting, staff, borrower or system (packages/domain application-lifecycle). */
    actor: text('actor').notNull(),
    staffId: uuid('staff_id').references(() => staffMembers.id),
    note: text('note'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('application_status_history_application').on(table.applicationId, table.at)],
);
