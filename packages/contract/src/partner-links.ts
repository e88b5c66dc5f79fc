import { z } from 'zod';

import { mobileSchema } from './auth.ts';

/**
 * What a partner puts in a link. The link carries it as an encrypted token that only the server
 * can open (decisions: partner links), never as data the browser decrypts with a shared key.
 */
export const partnerLinkClaimsSchema = z.object({
  mobile: mobileSchema.optional(),
  utm_source: z.string().trim().min(1).max(50),
  redirect: z.enum(['loans', 'dashboard']).optional(),
  loanId: z.string().trim().max(64).optional(),
  currentEmployer: z.string().trim().max(255).optional(),
  /** The partner vouches for the mobile: the link signs the person in (partner SSO). */
  sso: z.boolean().optional(),
});
export type PartnerLinkClaims = z.infer<typeof partnerLinkClaimsSchema>;

export const partnerLinkTokenSchema = z.object({ token: z.string().min(20).max(4096) });

export const verifiedPartnerLinkSchema = partnerLinkClaimsSchema.extend({
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
  partnerId: z.string(),
  claims: partnerLinkClaimsSchema,
  ttlSeconds: z
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 3600)
    .default(24 * 3600),
});

export const partnerLinkPaths = {
  verify: '/links/partner-link/verify',
  sso: '/api/hagrid/signin/partner',
  devMint: '/api/dev/partner-links',
} as const;
