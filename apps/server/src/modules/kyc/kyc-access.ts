import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { messages } from '@kredo/contract/messages';
import { findVerification, type KycVerificationRow } from './kyc.repository.ts';

/**
 * The borrower's own verification of the mode; another borrower's session id answers exactly as
 * an unknown one, so it says nothing about whose it is.
 */
export async function ownVerification(
  db: Db,
  userId: string,
  sessionId: string,
  mode: KycVerificationRow['mode'],
): Promise<KycVerificationRow> {
  const row = await findVerification(db, sessionId);
  if (!row || row.userId !== userId || row.mode !== mode)
    throw new AppError('NOT_FOUND', 'no such KYC session of the user', { userMessage: messages.kycTryAgain });
  return row;
}
