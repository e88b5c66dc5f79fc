import { createHash } from 'node:crypto';

import { and, eq, isNull } from 'drizzle-orm';

import type { Insurer, PartnerPolicy } from './index.ts';
import { sandboxInsuranceProducts, sandboxInsurerName, sandboxProductOf } from './sandbox-catalogue.ts';
import { checkConsentCode, sendConsentCode, type SandboxConsentDeps } from './sandbox-consents.ts';
import { noPartnerLinkEnding } from './sandbox-magic.ts';
import { cancelPolicy, findProposal, propose, proposalStatus, stateAt } from './sandbox-proposals.ts';
import { sandboxInsurerProposals } from './sandbox.schema.ts';

export type SandboxInsurerDeps = SandboxConsentDeps;

/** The partner's site for a mobile: a stable, opaque address (never the number itself). */
export const sandboxPartnerBase = 'https://partner.sandbox-insurance.example/kredo';

/** Policies in force the partner holds for a mobile: issued, not cancelled, cover not ended. */
async function activePoliciesOf(deps: SandboxInsurerDeps, mobile: string): Promise<PartnerPolicy[]> {
  const rows = await deps.db
    .select()
    .from(sandboxInsurerProposals)
    .where(and(eq(sandboxInsurerProposals.mobile, mobile), isNull(sandboxInsurerProposals.cancelledAt)));
  const now = deps.clock.now();
  const today = deps.clock.businessDate();
  return rows.flatMap((row) => {
    const { policy, status } = stateAt(row, now);
    if (status !== 'issued' || !policy || policy.coverTill < today) return [];
    const product = sandboxProductOf(row.productId);
    return [
      {
        policyNumber: policy.policyNumber,
        productName: product?.productName ?? row.productId,
        insurerName: sandboxInsurerName,
        sumInsured: product?.sumInsured ?? 0,
        coverFrom: policy.coverFrom,
        coverTill: policy.coverTill,
      },
    ];
  });
}

/**
 * The sandbox insurer: a catalogue of four kinds of cover, proposals kept in
 * sandbox_insurer_proposals and issued by the sandbox clock (5 minutes after the proposal, 6 hours
 * for "Issue Late"), free look cancellations confirmed, consent codes sent through the notifier
 * and kept as HMACs in sandbox_insurer_consents. Magic values: docs/providers.md.
 */
export function createSandboxInsurer(deps: SandboxInsurerDeps): Insurer {
  return {
    name: 'sandbox',
    products: () => Promise.resolve(sandboxInsuranceProducts()),
    propose: (request) => propose(deps, request),
    proposalStatus: (proposalId) => proposalStatus(deps, proposalId),
    findProposal: (reference) => findProposal(deps, reference),
    cancelPolicy: (policyNumber) => cancelPolicy(deps, policyNumber),
    sendConsentCode: (request) => sendConsentCode(deps, request),
    checkConsentCode: (consentId, code) => checkConsentCode(deps, consentId, code),
    async partnerLink(mobile) {
      const activePolicies = await activePoliciesOf(deps, mobile);
      if (mobile.endsWith(noPartnerLinkEnding)) return { link: null, activePolicies };
      const token = createHash('sha256').update(`sandbox-partner:${mobile}`).digest('hex').slice(0, 24);
      return { link: `${sandboxPartnerBase}?customer=${token}`, activePolicies };
    },
  };
}
