import type { Db } from '../../db/database.ts';
import { listDocumentTypes } from './documents.repository.ts';

/**
 * The types of document a borrower has given. Spec 000 §3.2 names some types twice
 * (CURRENT_ADDRESS_PROOF and CURR_ADDR_PROOF, PAY_SLIP and PAY_SLIP_1): each is read as its first name.
 */
export async function documentTypesOf(db: Db, userId: string): Promise<string[]> {
  const aliases: Record<string, string> = {
    CURR_ADDR_PROOF: 'CURRENT_ADDRESS_PROOF',
    PAY_SLIP_1: 'PAY_SLIP',
  };
  return [...new Set((await listDocumentTypes(db, userId)).map((type) => aliases[type] ?? type))];
}
