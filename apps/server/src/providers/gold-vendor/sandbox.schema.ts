import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { deliveryColumns, dueDeliveriesIndex, secretColumns } from '../sandbox-webhooks/columns.ts';

export const sandboxGoldTradeKinds = ['buy', 'sell', 'redeem'] as const;
export const sandboxGoldOutcomes = ['success', 'failed'] as const;

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The sandbox gold vendor's customers (SafeGold's users of a distributor). The balance is the
 * vendor's book of the customer's gold (0.1 mg units), changed only under the row's lock and never
 * below zero. The PAN is kept masked (`ABCxxxxx4K`), never whole. A real vendor keeps this on its
 * side; the tables then stay empty.
 */
export const sandboxGoldCustomers = pgTable(
  'sandbox_gold_customers',
  {
    /** The vendor's user id: `sg_` and 10 digits. */
    id: text('id').primaryKey(),
    /** 10 digits: the vendor registers a mobile once. */
    mobile: text('mobile').notNull().unique(),
    name: text('name').notNull(),
    pinCode: text('pin_code').notNull(),
    email: text('email'),
    /** 0.1 mg units. */
    goldBalance: bigint('gold_balance', { mode: 'number' }).notNull().default(0),
    blocked: boolean('blocked').notNull().default(false),
    panMasked: text('pan_masked'),
    panVerifiedAt: instant('pan_verified_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [check('sandbox_gold_customers_balance', sql`${table.goldBalance} >= 0`)],
);

export type SandboxGoldCustomerRow = typeof sandboxGoldCustomers.$inferSelect;
export type NewSandboxGoldCustomer = typeof sandboxGoldCustomers.$inferInsert;

/**
 * The vendor's transactions: buys, sells and redeems, from their verify. The row keeps when
 * things happen, not a status: where a trade stands is read against the sandbox clock
 * (`tradeStateAt` in sandbox-trades.ts). `outcome` is null until a confirm decides it; a trade
 * with none past `confirm_by` has failed. A successful trade is `in-progress` until `settles_at`.
 */
export const sandboxGoldTrades = pgTable(
  'sandbox_gold_trades',
  {
    /** The vendor's transaction id: `sgtx_` and 16 digits. */
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => sandboxGoldCustomers.id),
    kind: text('kind', { enum: sandboxGoldTradeKinds }).notNull(),
    /** The rate a buy or sell was verified at; null for a redeem. */
    rateId: text('rate_id'),
    /** 0.1 mg units the trade moves. */
    gold: bigint('gold', { mode: 'number' }).notNull(),
    /** Paise: a buy's price with GST, a sell's proceeds, a redeem's making charges. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Paise: the GST within `amount`. */
    tax: bigint('tax', { mode: 'number' }).notNull(),
    /** A redeem's product and where it goes (the address as JSON). */
    productCode: text('product_code'),
    deliveryAddress: text('delivery_address'),
    deliveryPinCode: text('delivery_pin_code'),
    verifiedAt: instant('verified_at').notNull(),
    confirmBy: instant('confirm_by').notNull(),
    /** The first confirm. */
    confirmedAt: instant('confirmed_at'),
    outcome: text('outcome', { enum: sandboxGoldOutcomes }),
    /** When the outcome is reached: a success shows `in-progress` until then. */
    settlesAt: instant('settles_at'),
    invoiceNumber: text('invoice_number'),
    /** The customer's balance after the trade (0.1 mg units), or at its failure. */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    courierCompany: text('courier_company'),
    courierTrackingId: text('courier_tracking_id'),
  },
  (table) => [
    index('sandbox_gold_trades_customer_idx').on(table.customerId, table.kind),
    check(
      'sandbox_gold_trades_amounts',
      sql`${table.gold} > 0 and ${table.amount} >= 0 and ${table.tax} >= 0`,
    ),
  ],
);

export type SandboxGoldTradeRow = typeof sandboxGoldTrades.$inferSelect;
export type NewSandboxGoldTrade = typeof sandboxGoldTrades.$inferInsert;

/** Changes of a customer's book made without a trade (tests and dev: a reconciliation break). */
export const sandboxGoldAdjustments = pgTable('sandbox_gold_adjustments', {
  id: uuid('id').primaryKey(),
  customerId: text('customer_id')
    .notNull()
    .references(() => sandboxGoldCustomers.id),
  /** 0.1 mg units, signed. */
  gold: bigint('gold', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  createdAt: instant('created_at').notNull(),
});

/** Callback deliveries (the columns every sandbox service's deliveries have, in sandbox-webhooks/columns.ts). */
export const sandboxGoldCallbacks = pgTable(
  'sandbox_gold_callbacks',
  deliveryColumns({
    txId: text('tx_id')
      .notNull()
      .references(() => sandboxGoldTrades.id),
  }),
  (table) => [
    dueDeliveriesIndex('sandbox_gold_callbacks_due_idx', table),
    index('sandbox_gold_callbacks_tx_idx').on(table.txId),
  ],
);

export type SandboxGoldCallbackRow = typeof sandboxGoldCallbacks.$inferSelect;
export type NewSandboxGoldCallback = typeof sandboxGoldCallbacks.$inferInsert;

/** The sandbox vendor's own secrets, made on first use and kept across restarts: the callback signing secret. */
export const sandboxGoldSecrets = pgTable('sandbox_gold_secrets', secretColumns());
