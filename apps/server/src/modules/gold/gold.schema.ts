import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { users } from '../users/users.schema.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A borrower registered with the gold vendor. Its id is the subject of the customer's gold
 * account in the ledger (`customer-gold`), which is the locker: no balance is kept here. `onHold`
 * is set by the nightly reconciliation when the vendor's book of the customer differs from ours,
 * and pauses sells and deliveries until operations clear it.
 */
export const goldUsers = pgTable('gold_users', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  vendorUserId: text('vendor_user_id').notNull().unique(),
  name: text('name').notNull(),
  mobile: text('mobile').notNull(),
  pinCode: text('pin_code').notNull(),
  email: text('email'),
  /** The PAN verified for gold, masked (ABCxxxxx4K); the full PAN stays sealed on the user. */
  panMasked: text('pan_masked'),
  panVerifiedAt: instant('pan_verified_at'),
  onHold: boolean('on_hold').notNull().default(false),
  onHoldReason: text('on_hold_reason'),
  createdAt: instant('created_at').notNull(),
});

/**
 * One buy, sell or delivery, from its verify at the vendor to its end. `id` is the `txn_id` the
 * borrower's screens carry; `vendorTxId` the vendor's own.
 *
 * - BUY and DELIVER: VERIFIED (priced, awaiting payment by `payBy`) → PAID (captured, the vendor
 *   to confirm) → SUCCESS, or FAILED (the vendor failed it, or the money came after `payBy`:
 *   refunded), or EXPIRED (never paid).
 * - SELL: VERIFIED (priced, its gold held) → CONFIRMING (the payout account chosen, the vendor
 *   asked) → SUCCESS (the vendor bought it back; the payout follows), or FAILED / EXPIRED (the
 *   hold is voided).
 */
export const goldOrders = pgTable(
  'gold_orders',
  {
    id: uuid('id').primaryKey(),
    goldUserId: uuid('gold_user_id')
      .notNull()
      .references(() => goldUsers.id),
    /** BUY, SELL or DELIVER. */
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    vendorTxId: text('vendor_tx_id').notNull().unique(),
    rateId: text('rate_id'),
    /** Paise per gram the trade was priced at; null for a delivery. */
    ratePaise: bigint('rate_paise', { mode: 'number' }),
    /** 0.1 mg units the order moves. */
    goldUnits: bigint('gold_units', { mode: 'number' }).notNull(),
    /** Paise: paid (buy, making charges) or to be paid out (sell), GST included. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    taxPaise: bigint('tax_paise', { mode: 'number' }).notNull(),
    /** A payment captured after this is refunded; a sell not confirmed by then expires. */
    payBy: instant('pay_by').notNull(),
    /** A sell's payout account (gold_bank_accounts), chosen at its confirm. */
    payoutAccountId: uuid('payout_account_id'),
    /** For a delivery: the product and where it goes. */
    productCode: text('product_code'),
    productDescription: text('product_description'),
    address: text('address'),
    estimatedDeliveryDays: integer('estimated_delivery_days'),
    /** The gateway's link and the payment that paid it. */
    paymentLinkId: text('payment_link_id'),
    paymentLink: text('payment_link'),
    gatewayPaymentId: text('gateway_payment_id'),
    paidAt: instant('paid_at'),
    /** The vendor's invoice number once confirmed. */
    invoiceNumber: text('invoice_number'),
    /** The tax invoice PDF once made (documents), in the customer's language of the day. */
    invoiceDocumentId: uuid('invoice_document_id'),
    /** When the vendor was last asked to confirm or for the status: the sweep's pace. */
    vendorCheckedAt: instant('vendor_checked_at'),
    failureReason: text('failure_reason'),
    createdAt: instant('created_at').notNull(),
    settledAt: instant('settled_at'),
    /** For a delivery: the courier's last word. */
    deliveryStage: text('delivery_stage'),
  },
  (table) => [
    index('gold_orders_user_idx').on(table.goldUserId, table.createdAt),
    index('gold_orders_open_idx')
      .on(table.vendorCheckedAt)
      .where(sql`${table.status} in ('PAID', 'CONFIRMING')`),
    // The gold sweep's other reads every 10 seconds: orders awaiting payment or a sell's confirm,
    // and deliveries the courier has not finished.
    index('gold_orders_waiting_idx')
      .on(table.payBy)
      .where(sql`${table.status} = 'VERIFIED'`),
    index('gold_orders_delivering_idx')
      .on(table.vendorCheckedAt)
      .where(
        sql`${table.kind} = 'DELIVER' and ${table.status} = 'SUCCESS' and ${table.deliveryStage} is distinct from 'DELIVERED' and ${table.deliveryStage} is distinct from 'RETURNED'`,
      ),
    check('gold_orders_kind', sql`${table.kind} in ('BUY', 'SELL', 'DELIVER')`),
    check(
      'gold_orders_status',
      sql`${table.status} in ('VERIFIED', 'PAID', 'CONFIRMING', 'SUCCESS', 'FAILED', 'EXPIRED')`,
    ),
    check(
      'gold_orders_amounts',
      sql`${table.goldUnits} > 0 and ${table.amountPaise} >= 0 and ${table.taxPaise} >= 0`,
    ),
  ],
);

/**
 * The account a customer's sells are paid to, verified by a penny drop under this row's id. The
 * number is sealed (AES-GCM) with its last four digits in clear. One current account per gold
 * user: a new one replaces it once verified.
 */
export const goldBankAccounts = pgTable(
  'gold_bank_accounts',
  {
    id: uuid('id').primaryKey(),
    goldUserId: uuid('gold_user_id')
      .notNull()
      .references(() => goldUsers.id),
    accountNumberSealed: text('account_number_sealed').notNull(),
    accountNumberHash: text('account_number_hash').notNull(),
    accountNumberLast4: text('account_number_last4').notNull(),
    ifsc: text('ifsc').notNull(),
    bankName: text('bank_name').notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    /** PENDING (the penny drop asked), SUCCESS or FAILED. */
    status: text('status').notNull(),
    registeredName: text('registered_name'),
    nameMatches: boolean('name_matches'),
    createdAt: instant('created_at').notNull(),
    settledAt: instant('settled_at'),
  },
  (table) => [
    index('gold_bank_accounts_user_idx').on(table.goldUserId, table.createdAt),
    check('gold_bank_accounts_status', sql`${table.status} in ('PENDING', 'SUCCESS', 'FAILED')`),
  ],
);

/**
 * Money a gold order owes back or out: a buy's or delivery's payment refunded (the vendor failed
 * it, or it came too late) through the gateway, or a sell's proceeds paid to the customer's
 * verified account. One per order and purpose; REQUESTED until the provider's answer.
 */
export const goldPayouts = pgTable(
  'gold_payouts',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => goldOrders.id),
    /** REFUND or SALE. */
    purpose: text('purpose').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** REQUESTED, PAID, FAILED. */
    status: text('status').notNull(),
    /** For a sale: the verified account it is paid to (its number sealed there). */
    bankAccountId: uuid('bank_account_id').references(() => goldBankAccounts.id),
    /** The payout's id at the payout service, or the refund's at the gateway. */
    providerId: text('provider_id'),
    checkedAt: instant('checked_at'),
    utr: text('utr'),
    failureText: text('failure_text'),
    createdAt: instant('created_at').notNull(),
    paidAt: instant('paid_at'),
  },
  (table) => [
    uniqueIndex('gold_payouts_order_purpose').on(table.orderId, table.purpose),
    index('gold_payouts_requested_idx')
      .on(table.checkedAt)
      .where(sql`${table.status} = 'REQUESTED'`),
    check('gold_payouts_purpose', sql`${table.purpose} in ('REFUND', 'SALE')`),
    check('gold_payouts_status', sql`${table.status} in ('REQUESTED', 'PAID', 'FAILED')`),
    check('gold_payouts_amount', sql`${table.amountPaise} > 0`),
  ],
);

/** The vendor's callbacks as received: applied once whatever their order (`eventId`). */
export const goldVendorCallbacks = pgTable('gold_vendor_callbacks', {
  eventId: text('event_id').primaryKey(),
  vendorTxId: text('vendor_tx_id').notNull(),
  vendorUserId: text('vendor_user_id').notNull(),
  /** The vendor's balance of the customer after the transaction, 0.1 mg units. */
  goldBalance: bigint('gold_balance', { mode: 'number' }).notNull(),
  /** What our ledger held for the customer when the callback was applied. */
  ourBalance: bigint('our_balance', { mode: 'number' }),
  receivedAt: instant('received_at').notNull(),
});

/**
 * The nightly reconciliation's findings: a customer whose balance at the vendor differs from our
 * ledger's. Open until operations resolve it; while open the customer is on hold.
 */
export const goldReconciliationBreaks = pgTable(
  'gold_reconciliation_breaks',
  {
    id: uuid('id').primaryKey(),
    goldUserId: uuid('gold_user_id')
      .notNull()
      .references(() => goldUsers.id),
    vendorBalance: bigint('vendor_balance', { mode: 'number' }).notNull(),
    ourBalance: bigint('our_balance', { mode: 'number' }).notNull(),
    foundOn: text('found_on').notNull(),
    foundAt: instant('found_at').notNull(),
    resolvedAt: instant('resolved_at'),
    resolvedBy: text('resolved_by'),
    resolution: text('resolution'),
  },
  (table) => [
    uniqueIndex('gold_reconciliation_breaks_open')
      .on(table.goldUserId)
      .where(sql`${table.resolvedAt} is null`),
  ],
);

/** One nightly reconciliation of the vendor's book with ours, per India day: run once. */
export const goldReconciliationRuns = pgTable('gold_reconciliation_runs', {
  businessDate: text('business_date').primaryKey(),
  ranAt: instant('ran_at').notNull(),
  /** Customers compared, and those left for the next run because an order was in flight. */
  compared: integer('compared').notNull(),
  skipped: integer('skipped').notNull(),
  breaks: integer('breaks').notNull(),
});
