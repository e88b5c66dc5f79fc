import { consentPaths } from '@kredo/contract/consent';
import { mandatePaths } from '@kredo/contract/mandates';

import type { TestApp } from '../../../test/helpers/test-app.ts';
import { mandateWebhookPath, type SandboxMandateProvider } from '../../providers/mandate/index.ts';
import { consentTestKit } from '../consent/consent-test-kit.ts';

type Headers = Record<string, string>;

/** Signed borrowers at the repayment step, and the mandate calls, for the tests of spec 001 §2.6-2.7. */
export function mandateTestKit(ctx: { t: TestApp }) {
  const consent = consentTestKit(ctx);

  const outbox = async (to: string) =>
    (await ctx.t.app.inject(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json() as Array<{
      text: string;
    }>;

  /** An offer accepted, its form done and its agreement e-signed: REPAY_INST_PENDING is next. */
  async function signedBorrower() {
    const b = await consent.readyToSign();
    const sent = await ctx.t.app.inject({
      method: 'POST',
      url: consentPaths.sendEsignCode,
      headers: b.headers,
      payload: { request_id: b.requestId },
    });
    if (sent.statusCode !== 200) throw new Error(`sendotp answered ${sent.statusCode}: ${sent.body}`);
    const code = /\b(\d{6})\b/.exec((await outbox(b.person.mobile))[0]?.text ?? '')?.[1] ?? '';
    const verified = await ctx.t.app.inject({
      method: 'POST',
      url: consentPaths.verifyEsignCode,
      headers: b.headers,
      payload: { request_id: b.requestId, otp: code },
    });
    if (verified.statusCode !== 200)
      throw new Error(`verifyotp answered ${verified.statusCode}: ${verified.body}`);
    return b;
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
    signedBorrower,
    modes,
    initiate,
    upload,
    authoriseAtBank,
    deliverWebhooks,
    settle,
    redirectUrl,
  };
}
