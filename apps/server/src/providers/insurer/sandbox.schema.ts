import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('sandbox_insurer_proposals_mobile_idx').on(table.mobile),
    check('sandbox_insurer_proposals_price', sql`${table.price} > 0`),
  ],
);

export type SandboxInsurerProposalRow = typeof sandboxInsurerProposals.$inferSelect;
