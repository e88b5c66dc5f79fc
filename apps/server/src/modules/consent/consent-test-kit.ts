import { consentPaths, type OpportunityDetails, type PaForm } from '@kredo/contract/consent';

import type { TestApp } from '../../../test/helpers/test-app.ts';
import { samplePng } from '../dev/dev.service.ts';
import { bankAccountsOf, runAccountVerification } from '../profile/profile.service.ts';
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

  const paForm = async (headers: Headers, opportunityId: string): Promise<PaForm> =>
    (
      await ctx.t.app.inject({
        method: 'GET',
        url: `${consentPaths.paFormRead}?opportunityId=${opportunityId}`,
        headers,
      })
    ).json();
  const submitPaForm = (headers: Headers, payload: Record<string, unknown>) =>
    ctx.t.app.inject({ method: 'POST', url: consentPaths.paForm, headers, payload });

  /** Answers every post-approval item and completes the form: e-sign is next. */
  async function completePaForm(b: { headers: Headers; userId: string; opportunityId: string }) {
    const { headers, opportunityId } = b;
    await submitPaForm(headers, {
      opportunityId,
      alternateReference: { referenceName: 'Ravi Kumar', referenceMobile: '9812345600' },
    });
    await submitPaForm(headers, {
      opportunityId,
      nominee: { name: 'Sita Verma', relationShip: 'Mother', dob: '1965-02-01', confirmed: true },
    });
    const selfie = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/paandu/docs',
      headers,
      payload: {
        imageB64: samplePng.toString('base64'),
        userId: b.userId,
        docMode: 'UPLOAD',
        docType: 'SELFIE',
        contentType: 'image/png',
      },
    });
    if (selfie.statusCode !== 201) throw new Error(`selfie answered ${selfie.statusCode}`);
    await submitPaForm(headers, { opportunityId, documentsConsent: { isChequeAvailable: false } });
    await underwriting.waitFor('every item on file', async () => {
      ctx.t.deps.clock.advance(4_000);
      // The penny drops' job reads the bank again a second later; read it now, as that job would
      // (a read repeated changes nothing), rather than wait for it.
      for (const account of await bankAccountsOf(ctx.t.deps, b.userId))
        if (account.verificationStatus === 'PENDING' && account.verificationReference)
          await runAccountVerification(ctx.t.deps, {
            accountId: account.id,
            reference: account.verificationReference,
          });
      return (await paForm(headers, opportunityId)).postApprovalFields.length === 0 ? true : undefined;
    });
    const done = await submitPaForm(headers, { opportunityId, paComplete: true });
    if (done.statusCode !== 200) throw new Error(`paComplete answered ${done.statusCode}: ${done.body}`);
  }

  /** An accepted offer with the form done and the agreement generated: ready to e-sign. */
  async function readyToSign() {
    const b = await approvedBorrower();
    const accepted = await accept(b.headers, b.opportunityId);
    if (accepted.statusCode !== 200) throw new Error(`accept answered ${accepted.statusCode}`);
    await completePaForm(b);
    const requestId = await underwriting.waitFor('the agreement', async () => {
      const current = await details(b.headers, b.opportunityId);
      return current.esignRequestId ?? undefined;
    });
    return { ...b, requestId };
  }

  return {
    ...underwriting,
    underwriting,
    approvedBorrower,
    opportunity,
    details,
    consent,
    accept,
    paForm,
    submitPaForm,
    completePaForm,
    readyToSign,
  };
}
