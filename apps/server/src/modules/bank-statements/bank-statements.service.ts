import type { Db } from '../../db/database.ts';
import { countStatements } from './bank-statements.repository.ts';

/** Statements that count towards the Bank Statement step: analysed, or still being processed (spec 000 §4.3). */
export function usableStatementsCount(db: Db, userId: string): Promise<number> {
  return countStatements(db, userId, ['AVAILABLE', 'PROCESSING']);
}
