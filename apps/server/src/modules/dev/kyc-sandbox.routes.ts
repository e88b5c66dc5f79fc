import { devBase } from '@kredo/contract/dev';
import {
  captchaQuerySchema,
  kycSandboxPaths,
  okycCaptchaAnswerSchema,
  revealReturnUrl,
  withReturnParams,
} from '@kredo/contract/kyc';
import { text } from '@kredo/contract/text';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

import { AppError, notFound } from '../../lib/app-error.ts';
import { authenticate, currentSession } from '../../lib/authenticate.ts';
import { isSameSiteText } from '../../lib/same-site.ts';
import { DigilockerError } from '../../providers/digilocker/index.ts';
import type { SandboxDigilockerProvider } from '../../providers/digilocker/sandbox.ts';
import { ownVerification } from '../kyc/kyc-access.ts';

const path = (full: string) => full.slice(devBase.length);
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const consentQuerySchema = z.object({
  state: text().check(z.minLength(1), z.maxLength(200)),
  redirect: text().check(z.minLength(1), z.maxLength(2800)),
  client_id: z.optional(text().check(z.maxLength(100))),
  response_type: z.optional(z.literal('code')),
});
const consentFormSchema = z.object({
  state: consentQuerySchema.shape.state,
  redirect: consentQuerySchema.shape.redirect,
  decision: z.enum(['allow', 'deny']),
  /** The resident's place in the sandbox register (the page never carries Aadhaar numbers). */
  resident: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(99)), 0),
});

/**
 * Where DigiLocker may send the borrower back: an http(s) address on the host that served the
 * consent page, or on this machine (the web app's dev server). A real DigiLocker holds the
 * registered redirect address instead; anything else is refused rather than followed.
 */
function allowedReturn(redirect: string, host: string | undefined): string | undefined {
  const url = revealReturnUrl(redirect);
  if (!url) return undefined;
  return isSameSiteText(url, host, true) ? url : undefined;
}

function consentPage(digilocker: SandboxDigilockerProvider, state: string, redirect: string): string {
  const options = digilocker
    .residents()
    .map(
      (resident, index) =>
        `<label><input type="radio" name="resident" value="${index}"${index === 0 ? ' checked' : ''}> ${escape(resident.name)} (XXXX XXXX ${resident.aadhaar.slice(-4)})</label>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>DigiLocker consent (sandbox)</title>
<style>body{font-family:sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem}
fieldset{margin:1rem 0}label{display:block;margin:.4rem 0}button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}</style>
</head><body><h1>DigiLocker (sandbox)</h1>
<p>Kredo asks to fetch your Aadhaar (e-Aadhaar) from your DigiLocker to complete your KYC.</p>
<form method="post" action="${kycSandboxPaths.digilockerConsent}">
<input type="hidden" name="state" value="${escape(state)}">
<input type="hidden" name="redirect" value="${escape(redirect)}">
<fieldset><legend>Signed in to DigiLocker as</legend>
${options}
</fieldset>
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button>
</form></body></html>`;
}

/**
 * Sandbox stand-ins for the KYC services' own screens (sandbox mode only): the OKYC captcha's
 * answer for end-to-end journeys, and DigiLocker's consent page.
 */
export const kycSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['dev (sandbox only)'];
  const { deps } = app;

  app.get(
    path(kycSandboxPaths.okycCaptcha),
    {
      onRequest: authenticate,
      schema: { tags, querystring: captchaQuerySchema, response: { 200: okycCaptchaAnswerSchema } },
    },
    async (request) => {
      const userId = currentSession(request).userId;
      const row = await ownVerification(deps.db, userId, request.query.session_id, 'OKYC');
      const answer = row.providerRef ? await deps.sandboxUidai?.captchaAnswer(row.providerRef) : undefined;
      if (!answer) throw notFound('captcha of the session');
      return { answer };
    },
  );

  const digilocker = deps.sandboxDigilocker;
  if (!digilocker) return;
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded'))
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

  const refuse = (reply: FastifyReply) =>
    reply
      .code(400)
      .type('text/html; charset=utf-8')
      .send('<!doctype html><title>DigiLocker</title><p>This return address is not allowed.</p>');

  app.get(
    path(kycSandboxPaths.digilockerConsent),
    { schema: { tags, querystring: consentQuerySchema } },
    (request, reply) => {
      const { state, redirect } = request.query;
      if (!allowedReturn(redirect, request.headers.host)) return refuse(reply);
      return reply.type('text/html; charset=utf-8').send(consentPage(digilocker, state, redirect));
    },
  );

  app.post(
    path(kycSandboxPaths.digilockerConsent),
    { schema: { tags, body: consentFormSchema } },
    async (request, reply) => {
      const { state, redirect, decision, resident } = request.body;
      const back = allowedReturn(redirect, request.headers.host);
      if (!back) return refuse(reply);
      if (decision === 'deny')
        return reply.redirect(withReturnParams(back, { error: 'access_denied', state }), 303);
      try {
        const aadhaar = digilocker.residents()[resident]?.aadhaar ?? '';
        const code = await digilocker.authorize({ state, aadhaar });
        return reply.redirect(withReturnParams(back, { code, state }), 303);
      } catch (error) {
        if (!(error instanceof DigilockerError)) throw error;
        throw new AppError('VALIDATION_FAILED', error.message, {
          fieldErrors: { resident: [error.message] },
        });
      }
    },
  );
};
