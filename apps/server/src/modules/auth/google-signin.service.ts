import { randomUUID } from 'node:crypto';

import type { googleSigninBodySchema } from '@kredo/contract/auth';
import { messages } from '@kredo/contract/messages';
import { defaultPartner } from '@kredo/contract/partners';
import type { z } from 'zod';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { IdentityError, type VerifiedIdentity } from '../../providers/identity/index.ts';
import { recordEvent } from '../events/events.service.ts';
import { attributeSignUp } from '../referral/referral-attribution.ts';
import {
  findUnlinkedUserByEmail,
  findUserByFederatedId,
  insertFederatedUser,
  linkFederatedId,
  type User,
} from '../users/users.service.ts';

type GoogleSigninBody = z.output<typeof googleSigninBodySchema>;
type Deps = Pick<AppDeps, 'db' | 'clock' | 'identity' | 'sessions'>;

export async function verifyCredential(
  deps: Pick<AppDeps, 'clock' | 'identity'>,
  credential: string,
): Promise<VerifiedIdentity> {
  try {
    return await deps.identity.verifyIdToken(credential, deps.clock.now());
  } catch (error) {
    if (!(error instanceof IdentityError)) throw error;
    if (error.reason === 'provider_unreachable') {
      throw new AppError('SERVICE_UNAVAILABLE', 'Identity provider keys unreachable', { cause: error });
    }
    throw new AppError('CREDENTIAL_REFUSED', `Google credential refused: ${error.reason}`, {
      userMessage: messages.googleSigninFailed,
      cause: error,
    });
  }
}

/**
 * The account of a verified Google identity: the one it signed in with before; else an account
 * with the same (issuer-verified) e-mail that no identity claimed yet, now linked; else a new one.
 */
async function findOrCreateAccount(deps: Deps, identity: VerifiedIdentity, body: GoogleSigninBody) {
  const federatedId = `${identity.issuer} ${identity.subject}`;
  const known = await findUserByFederatedId(deps.db, federatedId);
  if (known) return { user: known, existing: true };
  const now = deps.clock.now();
  const sameEmail = await findUnlinkedUserByEmail(deps.db, identity.email);
  if (sameEmail) {
    await linkFederatedId(deps.db, sameEmail.id, federatedId, now);
    return { user: { ...sameEmail, federatedId }, existing: true };
  }
  const id = randomUUID();
  const sourcingCode = body.sourcingCode ?? defaultPartner.sourcingCode;
  // The account, its referral and its sign-up event are written together: a failure in any undoes
  // all three, so the retry creates the account again and the referral is not lost.
  const created = await deps.db.transaction(async (tx) => {
    const inserted = await insertFederatedUser(tx, {
      id,
      federatedId,
      email: identity.email,
      name: identity.name,
      sourcingCode,
      utmParams: body.utmParams ?? null,
      marketingTrackingParams: body.marketingTrackingParams ?? null,
      loginChannel: body.loginChannel,
      leadId: body.leadId ?? null,
      createdAt: now,
      updatedAt: now,
    });
    // A concurrent first sign-in of the same person created the account a moment earlier.
    if (!inserted) return false;
    // A referral is attributed by the sign-in that created the account, never a later one.
    if (body.referralCode) await attributeSignUp(tx, id, body.referralCode, now);
    await recordEvent({ db: tx, clock: deps.clock }, id, {
      event_name: 'SignUp',
      type: 'signup',
      user_id: id,
      event_data: { loginChannel: body.loginChannel, sourcingCode },
    });
    return true;
  });
  const user = (await findUserByFederatedId(deps.db, federatedId)) as User;
  return { user, existing: !created };
}

export async function signInWithGoogle(deps: Deps, credential: string, body: GoogleSigninBody) {
  const identity = await verifyCredential(deps, credential);
  const { user, existing } = await findOrCreateAccount(deps, identity, body);
  const { token } = await deps.sessions.issue({ id: user.id, roles: user.roles });
  return {
    dsToken: token,
    userId: user.id,
    roles: user.roles,
    email: identity.email,
    name: user.name,
    existing,
  };
}

/** The credential from `Authorization: Bearer <credential>`; 401 when there is none. */
export function bearerCredential(header: string | undefined): string {
  const credential = /^Bearer (\S+)$/.exec(header ?? '')?.[1];
  if (!credential) {
    throw new AppError('CREDENTIAL_REFUSED', 'No Google credential', {
      userMessage: messages.googleSigninFailed,
    });
  }
  return credential;
}
