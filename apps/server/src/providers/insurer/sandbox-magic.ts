/**
 * The sandbox insurer's magic values (docs/providers.md): the insured's name on the proposal picks
 * how it is answered, its pincode whether it is served, the mobile's ending whether the partner
 * has a site for it and whether a consent code can be sent, a document's file name whether it
 * can be read.
 */

/** Names, matched at the start of the proposal's `name` without regard to case. */
export const sandboxInsurerNames = {
  /** The proposal is refused at once (the insurer's underwriting declines it). */
  refused: 'refuse',
  /** The proposal is accepted, and issuance fails when it falls due. */
  issueFails: 'issue fails',
  /** The policy is issued 6 hours after the proposal instead of 5 minutes. */
  issueLate: 'issue late',
  /** The proposal is made but its first answer is lost (PROVIDER_UNAVAILABLE); asking again answers it. */
  lostAnswer: 'lost answer',
} as const;

export type SandboxInsurerMagic = keyof typeof sandboxInsurerNames;

export function insurerMagicOf(name: string): SandboxInsurerMagic | null {
  const normalised = name.trim().replace(/\s+/g, ' ').toLowerCase();
  const entry = Object.entries(sandboxInsurerNames).find(([, magic]) => normalised.startsWith(magic));
  return entry ? (entry[0] as SandboxInsurerMagic) : null;
}

/** A pincode starting so is one the insurer does not serve: the proposal is refused. */
export const unservedPincodePrefix = '99';

/** A mobile ending so has no site at the partner: its link is null. */
export const noPartnerLinkEnding = '0000';

export const sandboxIssuance = {
  /** When an ordinary proposal is issued (or, for "Issue Fails", fails). */
  afterMs: 5 * 60_000,
  lateAfterMs: 6 * 3_600_000,
} as const;

export const sandboxRefusals = {
  declined: 'The insurer declined the proposal after underwriting.',
  unserved: 'The insurer does not serve this pincode.',
  issuanceFailed: 'The insurer could not issue the policy.',
  unreadableDocument: 'The insurer could not read the document.',
} as const;

/**
 * A mobile ending so: the consent code's SMS service does not answer (the send is not counted).
 * Not 0001: the messaging sandbox's gateway-down number (9000000001) already ends so.
 */
export const consentCodeDownEnding = '0002';

/** A document whose file name starts so (any case) cannot be read: the proposal is refused. */
export const unreadableDocumentPrefix = 'unreadable';

/** The consent code (consent.ts): as the eSign sandbox's. */
export const sandboxConsent = {
  codeLength: 6,
  codeValidityMs: 10 * 60_000,
  resendWaitSeconds: 60,
  maxCodesSent: 3,
  maxWrongCodes: 5,
  /** Codes are sent and checked for half an hour from the first. */
  lifeMs: 30 * 60_000,
  /** A verified consent serves a proposal for a day: the premium may be paid late. */
  verifiedLifeMs: 24 * 3_600_000,
} as const;
