import { desc, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { usableStatementsCountSql } from '../bank-statements/bank-statements.service.ts';
import { pincodeStateSql } from '../directory/directory.service.ts';
import { currentDocumentTypesSql } from '../documents/documents.service.ts';
import { bankAccounts, profiles } from '../profile/profile.schema.ts';
import { liveOpportunityQuery } from '../underwriting/underwriting.service.ts';
import { users } from '../users/users.schema.ts';
import { loanApplications } from './loan-application.schema.ts';

/**
 * Building this statement's SQL took longer than running it, so it is built once per database.
 * It goes out unnamed (no server-side prepared statement), as poolers in transaction mode
 * (PgBouncer before 1.21, managed poolers) require.
 */
const unnamed = '';

/**
 * Everything `lam/status` reads, in one statement: every screen polls it, and on the embedded
 * database each statement costs more than the rules that read its rows. The account, its profile
 * and bank accounts are joined here; each other module gives its part as a value or query of its
 * own (the pincode's state, the current document types, the usable statements, the live offer),
 * so what counts as current or usable is still written once, in its module.
 */
function prepareStatusRead(db: Db) {
  const userId = sql.placeholder('userId');
  const latest = db
    .select()
    .from(loanApplications)
    .where(eq(loanApplications.userId, userId))
    .orderBy(desc(loanApplications.createdAt))
    .limit(1)
    .as('latest');
  const offer = liveOpportunityQuery(db, latest.id).as('offer');
  // One row per bank account (at most one per purpose), or one row without any.
  return db
    .select({
      user: users,
      profile: profiles,
      bankAccount: bankAccounts,
      placeState: pincodeStateSql(sql`${profiles.details} #>> '{address,pincode}'`),
      documentTypes: currentDocumentTypesSql(userId),
      usableStatements: usableStatementsCountSql(userId),
      latest: latest._.selectedFields,
      offer: offer._.selectedFields,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(bankAccounts, eq(bankAccounts.userId, users.id))
    .leftJoin(latest, sql`true`)
    .leftJoinLateral(offer, sql`true`)
    .where(eq(users.id, userId))
    .orderBy(bankAccounts.purposeType)
    .prepare(unnamed);
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareStatusRead>>();

export function readStatusRows(db: Db, userId: string) {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareStatusRead(db);
    prepared.set(db, statement);
  }
  return statement.execute({ userId });
}
