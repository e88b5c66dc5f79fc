import * as z from 'zod/mini';

import { apiBases } from './api-bases.ts';
import { text } from './text.ts';

/**
 * Referral (spec 002 §2, §3, §7): the borrower's short link, made by our own link shortener under
 * the `links` base from a long link carrying the campaign, the medium (the user's id) and the
 * source; opening it redirects to the landing with the link's code, which the sign-up that creates
 * an account sends back (`referralCode`, as it sends the utm parameters). The medium is never
 * trusted: only the code, looked up on the server, attributes a sign-up.
 */
export const referralPaths = {
  /** 'POST to a dynamic-link shortening service with a long link; answer shortLink'. */
  shortLinks: `${apiBases.links}/shortLinks`,
  /** A short link: a redirect to the landing of its long link. */
  redirect: `${apiBases.links}/r/:code`,
  /** The signed-in borrower's referrals: how many joined, and their cashbacks. */
  summary: `${apiBases.api}/referral/summary`,
} as const;

/** The landing's query parameter that carries a short link's code to the sign-up. */
export const referralCodeParam = 'ref';

/** The long link's tags: `utm_campaign`, `utm_medium` (the user's id), `utm_source`. */
export const referralCampaign = 'referral';
export const referralSources = ['web', 'android'] as const;
export type ReferralSource = (typeof referralSources)[number];

export const shortLinkBodySchema = z.object({
  longLink: text().check(z.trim(), z.minLength(1), z.maxLength(500)),
});
export type ShortLinkBody = z.input<typeof shortLinkBodySchema>;
export const shortLinkResponseSchema = z.object({ shortLink: z.string() });

/** A partner's segment in the address (`#/healwise?...`): lower-case letters, digits and dashes. */
const segmentPattern = /^[a-z0-9-]{1,40}$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type ReferralLongLink = {
  /** The site's origin and the web app's path ('/', or folders ending in '/': never '//', another site). */
  origin: string;
  pathname: string;
  /** The partner segment the referrer's app ran under, if any. */
  segment: string | null;
  /** The user id it names: only a claim, never trusted. */
  medium: string;
  source: ReferralSource;
};

// The tags are fixed words, a user id and a source: no value needs percent-encoding.
const tagsOf = (link: Pick<ReferralLongLink, 'medium' | 'source'>) =>
  `utm_campaign=${referralCampaign}&utm_medium=${link.medium}&utm_source=${link.source}`;

/** The web app's landing with the referral's tags: what the referral screen asks to shorten. */
export function referralLongLink(link: ReferralLongLink): string {
  return `${link.origin}${link.pathname}#/${link.segment ?? ''}?${tagsOf(link)}`;
}

const longLinkPattern =
  /^(https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?)(\/(?:[A-Za-z0-9._~-]+\/)*)#\/([^?#]*)\?([^#]*)$/;

/**
 * The parts of a long link, or null when it is not the web app's landing with exactly the three
 * tags: the campaign, a user id as the medium and a known source.
 */
export function readReferralLongLink(text: string): ReferralLongLink | null {
  const match = longLinkPattern.exec(text);
  if (!match) return null;
  const [, origin = '', pathname = '', segment = '', query = ''] = match;
  if (segment !== '' && !segmentPattern.test(segment)) return null;
  const pairs = query.split('&').map((pair) => pair.split('='));
  const tags = new Map(pairs.map(([name = '', value = '']) => [name, value]));
  const medium = tags.get('utm_medium') ?? '';
  const source = tags.get('utm_source') ?? '';
  if (
    pairs.length !== 3 ||
    tags.size !== 3 ||
    pairs.some((pair) => pair.length !== 2) ||
    tags.get('utm_campaign') !== referralCampaign ||
    !uuidPattern.test(medium) ||
    !(referralSources as readonly string[]).includes(source)
  )
    return null;
  return {
    origin: origin.toLowerCase(),
    pathname,
    segment: segment || null,
    medium,
    source: source as ReferralSource,
  };
}

/** Where a short link sends its visitor: the long link's landing, on this site, with the code. */
export function referralLanding(link: ReferralLongLink, code: string): string {
  return `${link.pathname}#/${link.segment ?? ''}?${tagsOf(link)}&${referralCodeParam}=${code}`;
}

/** A cashback as its referrer sees it: on its way (to be paid by `payBy`), paid, or cancelled. */
export const cashbackStates = ['PENDING', 'PAID', 'CANCELLED'] as const;

export const referralSummarySchema = z.object({
  /** People who signed up through the borrower's link. */
  referred: z.number().check(z.int(), z.nonnegative()),
  cashbacks: z.array(
    z.object({
      /** Paise. */
      amount: z.number().check(z.int(), z.nonnegative()),
      status: z.enum(cashbackStates),
      earnedOn: z.iso.date(),
      payBy: z.iso.date(),
      paidOn: z.nullable(z.iso.date()),
    }),
  ),
});
export type ReferralSummary = z.output<typeof referralSummarySchema>;
