import { consentPaths, type OpportunityDetails } from '@kredo/contract/consent';

import type { TestApp } from '../../../test/helpers/test-app.ts';
import { underwritingTestKit } from '../underwriting/underwriting-test-kit.ts';
import { activeOpportunityOf } from '../underwriting/opportunity-moves.ts';

type Headers = Record<string, string>;

/** Approved borrowers and the consent calls, for the tests of the offer after approval. */
export function consentTestKit(ctx: { t: TestApp }) {
  const underwriting = underwritingTestKit(ctx);

  /** A borrower whose application the automatic decision approved: an opportunity in LENDER_APPROVED. */
  async function approvedBorrower(options: { amount?: number; tenure?: number } = {}) {
    const b = await underwriting.applicant(options);
    const opportunity = await underwriting.waitFor('the approval', async () =>
      activeOpportunityOf(ctx.t.deps.db, b.userId),
    );
    return { ...b, opportunityId: opportunity.id };
  }

  const opportunity = (headers: Headers, id: string) =>
    ctx.t.app.inject({ method: 'GET', url: `${consentPaths.opportunity}?id=${id}`, headers });

  async function details(headers: Headers, id: string): Promise<OpportunityDetails> {
    const reply = await opportunity(headers, id);
    if (reply.statusCode !== 200) throw new Error(`opportunity answered ${reply.statusCode}: ${reply.body}`);
    return reply.json();
  }

  const consent = (headers: Headers, payload: Record<string, unknown>) =>
    ctx.t.app.inject({ method: 'POST', url: consentPaths.consent, headers, payload });

  /** Accepts the offer on its current KFS, as the consent screen does. */
  async function accept(headers: Headers, opportunityId: string) {
    const kfsId = (await details(headers, opportunityId)).kfs?.id;
    return consent(headers, {
      opportunityId,
      consent: true,
      comment: null,
      kfsId,
      declarations: ['loanTerms'],
    });
  }

  return { ...underwriting, underwriting, approvedBorrower, opportunity, details, consent, accept };
}
