import { consentPaths } from '@kredo/contract/consent';
import { documentPaths } from '@kredo/contract/documents';
import { backOfficePaths } from '@kredo/contract/back-office';
import {
  backOfficeMandatePaths,
  mandatePaths,
  type BookNachAppointmentBody,
  type MandateQueueView,
} from '@kredo/contract/mandates';

import type { TestApp } from '../../../test/helpers/test-app.ts';
import { mandateWebhookPath, type SandboxMandateProvider } from '../../providers/mandate/index.ts';
import { consentTestKit } from '../consent/consent-test-kit.ts';
import { rupees } from '../loan-application/loan-application-test-kit.ts';
import { operations, staffTestKit, type DemoEmail } from '../staff/staff-test-kit.ts';
import { activeOpportunityOf } from '../underwriting/opportunity-moves.ts';

type Headers = Record<string, string>;

/** Where the agent is to meet the borrower. */
export const visitAddress = {
  house: '12B',
  street: 'MG Road',
  locality: 'Shanthala Nagar',
  landmark: 'Near Metro Station',
  pincode: '560001',
};

/** Signed borrowers at the repayment step, and the mandate calls, for the tests of spec 001 §2.6-2.7. */
export function mandateTestKit(ctx: { t: TestApp }) {
  const consent = consentTestKit(ctx);

  const outbox = async (to: string) =>
    (await ctx.t.app.inject(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json() as Array<{
      text: string;
    }>;

  /** A borrower approved for `productCode` (a personal loan by the underwriting kit; others here). */
  async function approvedFor(productCode: string, tenure?: number) {
    if (productCode === 'PERSONAL_LOAN') return consent.approvedBorrower(tenure ? { tenure } : {});
    const u = consent.underwriting;
    const b = await u.loans.completeBorrower({
      loan: { amount: rupees(20_000), tenure: 6, purpose: 'Medical' },
      skip: ['statement'],
    });
    await u.setPan(b.userId, u.panWith('0001'));
    await u.addAnalysedStatement(b.userId);
    await u.addOkyc(b.userId);
    const { applicationId } = await u.loans.applied(b, productCode);
    const opportunity = await u.waitFor('the approval', async () =>
      activeOpportunityOf(ctx.t.deps.db, b.userId),
    );
    return { ...b, applicationId, opportunityId: opportunity.id };
  }

  type SignedOptions = {
    productCode?: string;
    /** The repayment (NACH) account given on the post-approval form, for the sandbox's magic endings. */
    nachAccountNumber?: string;
    /** The disbursal account given on the form, for the sandbox payout service's magic endings. */
    disbursalAccountNumber?: string;
    /** The tenure applied for, in months (a personal loan; 6 by default). */
    tenure?: number;
  };

  /** An offer accepted, its form done and its agreement e-signed: REPAY_INST_PENDING is next. */
  async function signedBorrower(options: SignedOptions = {}) {
    let b = await approvedFor(options.productCode ?? 'PERSONAL_LOAN', options.tenure);
    // The sandbox ESP sends no code to a mobile ending 0002 (docs/providers.md): take the next one.
    if (b.person.mobile.endsWith('0002'))
      b = await approvedFor(options.productCode ?? 'PERSONAL_LOAN', options.tenure);
    const accepted = await consent.accept(b.headers, b.opportunityId);
    if (accepted.statusCode !== 200) throw new Error(`accept answered ${accepted.statusCode}`);
    if (options.nachAccountNumber) {
      const account = await consent.submitPaForm(b.headers, {
        opportunityId: b.opportunityId,
        bankAccount: {
          purposeType: 'NACH',
          beneficiaryName: 'Asha Verma',
          ifsc: 'ICIC0000002',
          accountNumber: options.nachAccountNumber,
        },
      });
      if (account.statusCode !== 200) throw new Error(`NACH account answered ${account.statusCode}`);
    }
    if (options.disbursalAccountNumber) {
      const account = await consent.submitPaForm(b.headers, {
        opportunityId: b.opportunityId,
        bankAccount: {
          purposeType: 'DISBURSAL',
          beneficiaryName: 'Asha Verma',
          ifsc: 'HDFC0000001',
          accountNumber: options.disbursalAccountNumber,
        },
      });
      if (account.statusCode !== 200) throw new Error(`disbursal account answered ${account.statusCode}`);
    }
    await consent.completePaForm(b);
    const requestId = await consent.waitFor('the agreement', async () => {
      const current = await consent.details(b.headers, b.opportunityId);
      return current.esignRequestId ?? undefined;
    });
    const sent = await ctx.t.app.inject({
      method: 'POST',
      url: consentPaths.sendEsignCode,
      headers: b.headers,
      payload: { request_id: requestId },
    });
    if (sent.statusCode !== 200) throw new Error(`sendotp answered ${sent.statusCode}: ${sent.body}`);
    const code = /\b(\d{6})\b/.exec((await outbox(b.person.mobile))[0]?.text ?? '')?.[1] ?? '';
    const verified = await ctx.t.app.inject({
      method: 'POST',
      url: consentPaths.verifyEsignCode,
      headers: b.headers,
      payload: { request_id: requestId, otp: code },
    });
    if (verified.statusCode !== 200)
      throw new Error(`verifyotp answered ${verified.statusCode}: ${verified.body}`);
    return { ...b, requestId };
  }

  const modes = (headers: Headers, opportunityId: string, productCode = 'PERSONAL_LOAN', lenderId = 176) =>
    ctx.t.app.inject({
      method: 'GET',
      url: `${mandatePaths.documentCollectionModes}?${new URLSearchParams({
        productCode,
        lenderId: String(lenderId),
        opportunityId,
      }).toString()}`,
      headers,
    });

  const redirectUrl = 'http://localhost/#/consent/repay';
  const initiate = (headers: Headers, oppId: string, nachMode: 'ENACH' | 'PNACH', redirect = redirectUrl) =>
    ctx.t.app.inject({
      method: 'POST',
      url: mandatePaths.initiateNach,
      headers: { ...headers, host: 'localhost' },
      payload: { nachMode, redirectUrl: redirect, oppId },
    });

  const upload = (
    b: { headers: Headers; userId: string; opportunityId: string },
    bytes: Buffer,
    contentType = 'application/pdf',
  ) =>
    ctx.t.app.inject({
      method: 'POST',
      url: mandatePaths.uploadSignedPaperNach,
      headers: b.headers,
      payload: {
        contentType,
        docContent: bytes.toString('base64'),
        opportunityId: b.opportunityId,
        userId: b.userId,
      },
    });

  /** The sandbox bank's pages as a browser walks them: net banking with this password. */
  async function authoriseAtBank(link: string, password = 'secret') {
    const url = new URL(link, 'http://localhost');
    const token = url.searchParams.get('token') ?? '';
    const page = await ctx.t.app.inject({ method: 'GET', url: `${url.pathname}?token=${token}` });
    if (page.statusCode !== 200) throw new Error(`bank page answered ${page.statusCode}`);
    return ctx.t.app.inject({
      method: 'POST',
      url: `${url.pathname}/net-banking`,
      payload: { token, customerId: 'ASHA01', password },
      headers: { 'content-type': 'application/json', host: 'localhost' },
    });
  }

  /** A signed address's file, as a browser fetches it: GET the path the link names. */
  async function follow(link: string) {
    const url = new URL(link, 'http://localhost');
    const file = await ctx.t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    return { statusCode: file.statusCode, bytes: file.rawPayload };
  }

  /** `fetch-doc-pre-signed-url`, then its link followed. */
  async function download(headers: Headers, query: Record<string, string>) {
    const link = await ctx.t.app.inject({
      method: 'GET',
      url: `${documentPaths.signedUrl}?${new URLSearchParams(query).toString()}`,
      headers,
    });
    if (link.statusCode !== 200) return { statusCode: link.statusCode, bytes: Buffer.alloc(0) };
    return follow((link.json() as { image: string }).image);
  }

  const appointmentState = (headers: Headers, opportunityId: string) =>
    ctx.t.app.inject({ url: `${mandatePaths.nachAppointment}?opportunityId=${opportunityId}`, headers });
  const book = (headers: Headers, body: Partial<BookNachAppointmentBody> & { opportunityId: string }) =>
    ctx.t.app.inject({
      method: 'POST',
      url: mandatePaths.nachAppointment,
      headers,
      payload: { slot: '10:00-12:00', locationType: 'RESIDENCE', address: visitAddress, ...body },
    });

  const staff = staffTestKit(ctx);
  const sessions = new Map<DemoEmail, { headers: Promise<Headers>; expiresAtMs: number }>();
  /**
   * The member's headers, signing in again only once the session has run out on the test clock;
   * calls at once share one sign-in (a second with the same code would be refused as a replay).
   */
  function as(email: DemoEmail): Promise<Headers> {
    const known = sessions.get(email);
    if (known && known.expiresAtMs > ctx.t.deps.clock.nowMs() + 60_000) return known.headers;
    const session = { expiresAtMs: Number.POSITIVE_INFINITY, headers: Promise.resolve({}) };
    session.headers = staff.signInStaff(email).then(({ headers, expiresAt }) => {
      session.expiresAtMs = Date.parse(expiresAt);
      return headers;
    });
    sessions.set(email, session);
    return session.headers;
  }
  type Call = { as?: DemoEmail; headers?: Headers };
  const staffCall = async (call: Call, template: string, mandateId: string, payload?: object) =>
    ctx.t.app.inject({
      method: payload ? 'POST' : 'GET',
      url: template.replace(':mandateId', mandateId),
      headers: call.headers ?? (await as(call.as ?? operations.email)),
      ...(payload ? { payload } : {}),
    });
  /** The operations' mandate queue and actions, as operations unless `call` says who. */
  const desk = {
    queue: (view: MandateQueueView, call: Call = {}) =>
      staffCall(call, `${backOfficeMandatePaths.queue}?view=${view}`, ''),
    detail: (id: string, call: Call = {}) => staffCall(call, backOfficeMandatePaths.mandate, id),
    scanUrl: (id: string, call: Call = {}) => staffCall(call, backOfficeMandatePaths.scanUrl, id),
    accept: (id: string, call: Call = {}) => staffCall(call, backOfficeMandatePaths.accept, id, {}),
    reject: (id: string, body: object, call: Call = {}) =>
      staffCall(call, backOfficeMandatePaths.reject, id, body),
    cancel: (id: string, body: object, call: Call = {}) =>
      staffCall(call, backOfficeMandatePaths.cancel, id, body),
    refresh: (id: string, call: Call = {}) => staffCall(call, backOfficeMandatePaths.refresh, id, {}),
    collectedScan: (id: string, bytes: Buffer, contentType = 'application/pdf', call: Call = {}) =>
      staffCall(call, backOfficeMandatePaths.collectedScan, id, {
        contentType,
        docContent: bytes.toString('base64'),
      }),
    /** The application's audit entries' actions and details. */
    audit: async (applicationId: string) =>
      (
        (
          await ctx.t.app.inject({
            url: backOfficePaths.audit.replace(':applicationId', applicationId),
            headers: await as(operations.email),
          })
        ).json() as { entries: Array<{ action: string; details: Record<string, unknown> }> }
      ).entries,
  };

  const sandbox = () => ctx.t.deps.sandboxMandate as SandboxMandateProvider;

  /** Delivers the sandbox's webhooks due now to the app's route; answers how many were sent. */
  const deliverWebhooks = () =>
    sandbox().deliverDueWebhooks(async (rawBody, headers) => {
      const reply = await ctx.t.app.inject({
        method: 'POST',
        url: mandateWebhookPath,
        payload: rawBody,
        headers: { ...headers, 'content-type': 'application/json' },
      });
      return reply.statusCode;
    });

  /** Moves the clock past the sandbox's answer and delivers what fell due. */
  async function settle(ms = 11_000) {
    ctx.t.deps.clock.advance(ms);
    return deliverWebhooks();
  }

  return {
    ...consent,
    consent,
    /** A staff member's session headers, signed in again when the clock nears its end. */
    staffHeaders: as,
    approvedFor,
    signedBorrower,
    modes,
    initiate,
    upload,
    authoriseAtBank,
    deliverWebhooks,
    settle,
    redirectUrl,
    follow,
    download,
    appointmentState,
    book,
    staff,
    desk,
  };
}
