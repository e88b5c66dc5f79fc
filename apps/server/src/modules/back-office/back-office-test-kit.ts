import { backOfficePaths } from '@kredo/contract/back-office';

import type { TestApp } from '../../../test/helpers/test-app.ts';
import { staffTestKit, type DemoEmail } from '../staff/staff-test-kit.ts';
import { underwritingTestKit } from '../underwriting/underwriting-test-kit.ts';

type Headers = Record<string, string>;

/**
 * Applications waiting for a person (the grey-score magic PAN makes the automatic decision
 * refer them), the demo staff signed in, and the back-office calls over HTTP.
 */
export function backOfficeTestKit(
  ctx: { t: TestApp },
  /** The file's borrowers, when another kit makes them too (one kit numbers the PANs). */
  underwriting = underwritingTestKit(ctx),
) {
  const staff = staffTestKit(ctx);
  const signedIn = new Map<DemoEmail, { headers: Headers; expiresAtMs: number }>();

  /** The member's headers, signing in again only once the session has run out on the test clock. */
  const as = async (email: DemoEmail) => {
    const known = signedIn.get(email);
    if (known && known.expiresAtMs > ctx.t.deps.clock.nowMs() + 60_000) return known.headers;
    const { headers, expiresAt } = await staff.signInStaff(email);
    signedIn.set(email, { headers, expiresAtMs: Date.parse(expiresAt) });
    return headers;
  };

  /** An applicant whose application the automatic decision referred: INITIATED, waiting for staff. */
  const referred = async () => {
    const applicant = await underwriting.applicant({ magic: '9992' });
    await underwriting.automaticDecision(applicant.applicationId);
    return applicant;
  };

  const path = (template: string, applicationId: string, documentId = '') =>
    template.replace(':applicationId', applicationId).replace(':documentId', documentId);

  const get = async (email: DemoEmail, url: string) => ctx.t.app.inject({ url, headers: await as(email) });
  const post = async (email: DemoEmail, url: string, payload: Record<string, unknown>) =>
    ctx.t.app.inject({ method: 'POST', url, payload, headers: await as(email) });

  return {
    staff,
    underwriting,
    referred,
    queue: (email: DemoEmail, query = '') => get(email, `${backOfficePaths.queue}${query}`),
    view: (email: DemoEmail, id: string) => get(email, path(backOfficePaths.application, id)),
    documentUrl: (email: DemoEmail, id: string, documentId: string) =>
      get(email, path(backOfficePaths.documentUrl, id, documentId)),
    audit: (email: DemoEmail, id: string) => get(email, path(backOfficePaths.audit, id)),
    requestInformation: (email: DemoEmail, id: string, body: Record<string, unknown>) =>
      post(email, path(backOfficePaths.requestInformation, id), body),
    approve: (email: DemoEmail, id: string, body: Record<string, unknown>) =>
      post(email, path(backOfficePaths.approve, id), body),
    reject: (email: DemoEmail, id: string, body: Record<string, unknown>) =>
      post(email, path(backOfficePaths.reject, id), body),
    offer: (email: DemoEmail, id: string) => get(email, path(backOfficePaths.offer, id)),
    resendEsignCode: (email: DemoEmail, id: string) =>
      post(email, path(backOfficePaths.resendEsignCode, id), {}),
    cancelOffer: (email: DemoEmail, id: string, body: Record<string, unknown>) =>
      post(email, path(backOfficePaths.cancelOffer, id), body),
  };
}
