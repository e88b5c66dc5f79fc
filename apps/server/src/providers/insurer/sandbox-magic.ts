/**
 * The sandbox insurer's magic values (docs/providers.md): the insured's name on the proposal picks
 * how it is answered, its pincode whether it is served, the mobile's ending whether the partner
 * has a site for it.
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
} as const;
