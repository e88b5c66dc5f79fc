import { randomUUID } from 'node:crypto';

import type { PartnerLinkClaims } from '@kredo/contract/partner-links';
import { findPartner } from '@kredo/contract/partners';
import { messages } from '@kredo/contract/messages';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserByMobile, insertUserUnlessMobileTaken, type User } from '../users/users.service.ts';
import { openPartnerLink, sealPartnerLink, type OpenedLink } from './partner-link-token.ts';
import { claimLinkUse } from './partner-links.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'sessions' | 'partnerLinkKeys'>;

const publicView = ({ linkId: _linkId, expiresAt, ...claims }: OpenedLink) => ({
  ...claims,
  expiresAt: expiresAt.toISOString(),
});

/** Opens a link for the web app, which reads its prefill and redirect from the answer. */
export async function verifyPartnerLink(deps: Deps, token: string) {
  return publicView(await openPartnerLink(deps.partnerLinkKeys, token, deps.clock.now()));
}

/**
 * Partner single sign-on: a link marked `sso` vouches for its mobile. Each link signs in once; a
 * mobile with no account gets one under the partner's sourcing code, still to be OTP-verified.
 */
export async function signInWithPartnerLink(deps: Deps, token: string) {
  const link = await openPartnerLink(deps.partnerLinkKeys, token, deps.clock.now());
  const { mobile } = link;
  if (!link.sso || !mobile) {
    throw new AppError('FORBIDDEN', 'Link is not a sign-in link', {
      userMessage: messages.partnerLinkInvalid,
    });
  }
  const now = deps.clock.now();
  const { user, existing } = await deps.db.transaction(async (tx) => {
    const before = await findUserByMobile(tx, mobile);
    if (!before) {
      await insertUserUnlessMobileTaken(tx, {
        id: randomUUID(),
        mobile,
        sourcingCode: findPartner(link.partnerId)?.sourcingCode ?? null,
        utmParams: { utm_source: link.utm_source },
        loginChannel: 'WEB',
        createdAt: now,
        updatedAt: now,
      });
    }
    const account = (await findUserByMobile(tx, mobile)) as User;
    if (
      !(await claimLinkUse(tx, {
        linkId: link.linkId,
        partnerId: link.partnerId,
        userId: account.id,
        usedAt: now,
      }))
    ) {
      throw new AppError('CONFLICT', 'Sign-in link used before', { userMessage: messages.partnerLinkUsed });
    }
    return { user: account, existing: Boolean(before) };
  });
  const { token: sessionToken } = await deps.sessions.issue({ id: user.id, roles: user.roles });
  return {
    token: sessionToken,
    userId: user.id,
    roles: user.roles,
    existing,
    mobileOtpVerified: user.mobileOtpVerified,
    link: publicView(link),
  };
}

/** Sandbox: what a partner's system does to make a link. */
export async function mintPartnerLink(
  deps: Deps,
  partnerId: string,
  claims: PartnerLinkClaims,
  ttlSeconds: number,
) {
  return {
    token: await sealPartnerLink(deps.partnerLinkKeys, partnerId, claims, deps.clock.now(), ttlSeconds),
  };
}
