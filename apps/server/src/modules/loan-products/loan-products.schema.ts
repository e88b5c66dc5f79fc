import {
  bigint,
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { users } from '../users/users.schema.ts';

/** The product catalogue (data in loan-products/product-catalogue.ts), mirrored here for joins and reports. */
export const loanProducts = pgTable('loan_products', {
  code: text('code').primaryKey(),
  productType: text('product_type').notNull(),
  lenderId: integer('lender_id').notNull(),
  title: text('title').notNull(),
  active: boolean('active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** A lender's standing offer to a known borrower: the product shows as pre-approved until it lapses. */
export const preApprovedOffers = pgTable(
  'pre_approved_offers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    productCode: text('product_code')
      .notNull()
      .references(() => loanProducts.code),
    maxAmountPaise: bigint('max_amount_paise', { mode: 'number' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productCode] })],
);
