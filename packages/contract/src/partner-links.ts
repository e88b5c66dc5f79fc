import * as z from 'zod/mini';

import { mobileSchema } from './auth.ts';
import { text } from './text.ts';

/**
 * What a partner puts in a link. The link carries it as an encrypted token that only the server
 * can open (decisions: partner links), never as data the browser decrypts with a shared key.
 */
export const partnerLinkClaimsSchema = z.object({
  mobile: z.optional(mobileSchema),
  utm_source: text().check(z.trim(), z.minLength(1), z.maxLength(50)),
  redirect: z.optional(z.enum(['loans', 'dashboard'])),
  loanId: z.optional(text().check(z.trim(), z.maxLength(64))),
  currentEmployer: z.optional(text().check(z.trim(), z.maxLength(255))),
  /** The partner vouches for the mobile: the link signs the person in (partner SSO). */
  sso: z.optional(z.boolean()),
});
export type PartnerLinkClaims = z.infer<typeof partnerLinkClaimsSchema>;

export const partnerLinkTokenSchema = z.object({
  token: text().check(z.minLength(20), z.maxLength(4096)),
});

export const verifiedPartnerLinkSchema = z.extend(partnerLinkClaimsSchema, {
  partnerId: z.string(),
  expiresAt: z.string(),
});

export const partnerSsoResponseSchema = z.object({
  token: z.string(),
  userId: z.string(),
  roles: z.array(z.string()),
  existing: z.boolean(),
  mobileOtpVerified: z.boolean(),
  link: verifiedPartnerLinkSchema,
});

export const mintPartnerLinkSchema = z.object({
  partnerId: text(),
  claims: partnerLinkClaimsSchema,
  ttlSeconds: z._default(z.number().check(z.int(), z.gte(60), z.lte(7 * 24 * 3600)), 24 * 3600),
});

export const partnerLinkPaths = {
  verify: '/links/partner-link/verify',
  sso: '/api/hagrid/signin/partner',
  devMint: '/api/dev/partner-links',
} as const;
