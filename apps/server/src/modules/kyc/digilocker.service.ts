import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

import type { completeDigilockerBodySchema, KycInvoker } from '@kredo/contract/kyc';
import { messages } from '@kredo/contract/messages';
import type * as z from 'zod/mini';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { DigilockerError } from '../../providers/digilocker/index.ts';
import { ownVerification } from './kyc-access.ts';
import { digilockerRefusal, restartKyc } from './kyc-errors.ts';
import { readVerifiedKyc, recordVerifiedKyc } from './kyc-record.ts';
import { insertVerification, markVerificationFailed } from './kyc.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'blobs' | 'clock' | 'cipher' | 'digilocker'>;

const statePurpose = 'digilocker-state';

const sameHash = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

/**
 * Starts a DigiLocker verification: an unguessable OAuth state (kept as a keyed hash) and
 * DigiLocker's consent address for it. The web app adds its obfuscated return address.
 */
export async function initiateDigilocker(deps: Deps, userId: string, invoker: KycInvoker) {
  const state = randomBytes(24).toString('base64url');
  let authorizeUrl: string;
  try {
    authorizeUrl = deps.digilocker.authorizeUrl(state);
  } catch (error) {
    throw error instanceof DigilockerError ? digilockerRefusal(error) : error;
  }
  const id = randomUUID();
  const now = deps.clock.now();
  await insertVerification(deps.db, {
    id,
    userId,
    mode: 'KYC_DIGI_LOCKER',
    status: 'INITIATED',
    invoker,
    stateHash: deps.cipher.hash(statePurpose, state),
    createdAt: now,
    updatedAt: now,
  });
  return {
    isSuccess: true as const,
    message: 'Redirecting to DigiLocker',
    session_id: id,
    state,
    authorizeUrl,
  };
}

/**
 * Back from DigiLocker: a denial is recorded and answered as not successful; a code fetches the
 * e-Aadhaar, which is kept like an OKYC e-KYC. Answering again for a verified session repeats
 * its answer, so a reloaded return page does not fail.
 */
export async function completeDigilocker(
  deps: Deps,
  userId: string,
  body: z.output<typeof completeDigilockerBodySchema>,
) {
  const row = await ownVerification(deps.db, userId, body.session_id, 'KYC_DIGI_LOCKER');
  if (!row.stateHash || !sameHash(row.stateHash, deps.cipher.hash(statePurpose, body.state)))
    throw restartKyc('DigiLocker state does not match the session');
  if (row.status === 'VERIFIED') {
    const kyc = await readVerifiedKyc(deps, row);
    if (kyc) return { isSuccess: true, message: messages.digilockerUpdated, kyc };
  }
  if (row.status !== 'INITIATED') throw restartKyc('DigiLocker session is closed');
  const now = deps.clock.now();
  if (body.error !== undefined) {
    await markVerificationFailed(deps.db, row.id, `consent: ${body.error}`, now);
    return { isSuccess: false, message: messages.digilockerDenied, kyc: null };
  }
  const { code } = body;
  if (code === undefined)
    throw new AppError('VALIDATION_FAILED', 'neither code nor error', { userMessage: messages.kycTryAgain });
  try {
    const ekyc = await deps.digilocker.fetchEAadhaar(code);
    const kyc = await recordVerifiedKyc(deps, row, ekyc);
    return { isSuccess: true, message: messages.digilockerUpdated, kyc };
  } catch (error) {
    if (!(error instanceof DigilockerError)) throw error;
    await markVerificationFailed(deps.db, row.id, error.reason, now);
    throw digilockerRefusal(error);
  }
}
