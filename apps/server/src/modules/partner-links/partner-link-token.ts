import { randomUUID } from 'node:crypto';

import { partnerLinkClaimsSchema, type PartnerLinkClaims } from '@kredo/contract/partner-links';
import { findPartner } from '@kredo/contract/partners';
import { messages } from '@kredo/contract/messages';
import { decodeProtectedHeader, EncryptJWT, jwtDecrypt } from 'jose';

import { AppError } from '../../lib/app-error.ts';
import type { PartnerLinkKeys } from './partner-link-keys.ts';

/** A link longer-lived than a week is refused whatever its own expiry says. */
export const maxLinkLifetimeSeconds = 7 * 24 * 3600;

export type OpenedLink = PartnerLinkClaims & { partnerId: string; linkId: string; expiresAt: Date };

const invalidLink = (reason: string, cause?: unknown) =>
  new AppError('VALIDATION_FAILED', `Partner link refused: ${reason}`, {
    userMessage: messages.partnerLinkInvalid,
    fieldErrors: { token: [messages.partnerLinkInvalid] },
    cause,
  });

/** Encrypted (dir, A256GCM) so the mobile in a link is unreadable in a URL or a browser history. */
export async function sealPartnerLink(
  keys: PartnerLinkKeys,
  partnerId: string,
  claims: PartnerLinkClaims,
  now: Date,
  ttlSeconds: number,
): Promise<string> {
  const key = keys(partnerId);
  if (!key || !findPartner(partnerId)) throw invalidLink(`no key for partner ${partnerId}`);
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new EncryptJWT({ ...claims })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid: partnerId })
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .encrypt(key);
}

export async function openPartnerLink(keys: PartnerLinkKeys, token: string, now: Date): Promise<OpenedLink> {
  let partnerId: string | undefined;
  try {
    partnerId = decodeProtectedHeader(token).kid;
  } catch (error) {
    throw invalidLink('not a token', error);
  }
  const key = partnerId ? keys(partnerId) : undefined;
  if (!partnerId || !key) throw invalidLink('unknown partner');
  let payload;
  try {
    ({ payload } = await jwtDecrypt(token, key, {
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'jti'],
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    }));
  } catch (error) {
    throw invalidLink('does not open or has expired', error);
  }
  if (payload.exp! - payload.iat! > maxLinkLifetimeSeconds) throw invalidLink('lifetime too long');
  const claims = partnerLinkClaimsSchema.safeParse(payload);
  if (!claims.success) throw invalidLink('claims do not match the schema');
  return { ...claims.data, partnerId, linkId: payload.jti!, expiresAt: new Date(payload.exp! * 1000) };
}
