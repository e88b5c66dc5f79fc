import { text } from '@kredo/contract/text';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

import type { SandboxMandateRow } from './sandbox.schema.ts';
import {
  authoriseAtBank,
  openLink,
  otpOpen,
  refuseAtBank,
  requestOtp,
  type Link,
} from './sandbox-authorisation.ts';
import {
  authorisePage,
  closePage,
  deadLinkPage,
  debitCardPage,
  netBankingPage,
  otpPage,
  sandboxBankPageMagic,
  timeoutPage,
} from './sandbox-bank-pages.ts';
import { sandboxBankSupport } from './sandbox-banks.ts';
import { cardDetailsError, isOtpShaped } from './sandbox-card.ts';
import { eMandatePagesPath } from './sandbox-paths.ts';
import { returnAddress, type ReturnStatus } from './return-url.ts';

const field = z.optional(text().check(z.maxLength(200)));
const params = z.object({ mandateId: text().check(z.maxLength(40)) });
const query = z.object({ token: field });
const form = z.object({
  token: field,
  customerId: field,
  password: field,
  cardNumber: field,
  expiry: field,
  otp: field,
});
type Form = z.output<typeof form>;

const sendHtml = (reply: FastifyReply, html: string, status = 200) =>
  reply.code(status).type('text/html; charset=utf-8').send(html);

/**
 * The sandbox bank's pages of an e-mandate (sandbox mode only), LotusPay's flow: the mandate's
 * terms and the bank's ways to authenticate, then net banking (customer ID and password) or a
 * debit card and its one-time password, and back to the app's return address with `status` and
 * `mandate_id`. The link works only while the mandate is pending. Test values: docs/providers.md.
 */
export const mandateSandboxPages: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  const schema = { hide: true, params };

  /** The open mandate, or undefined when the dead-link page was sent. */
  async function open(reply: FastifyReply, mandateId: string, token: string | undefined) {
    const link: Link = await openLink(deps, mandateId, token);
    if (link.state === 'open') return link.row;
    await sendHtml(reply, deadLinkPage(), link.state === 'unknown' ? 403 : 410);
    return undefined;
  }

  function backToApp(
    request: FastifyRequest,
    reply: FastifyReply,
    row: SandboxMandateRow,
    status: ReturnStatus,
  ) {
    const target = returnAddress(row.returnUrl ?? '', request.headers.host, { status, mandate_id: row.id });
    return target ? reply.redirect(target, 303) : sendHtml(reply, closePage());
  }

  /** The bank's answer to a login or card: the mandate authorised, or refused (AP11). */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    row: SandboxMandateRow,
    authorised: boolean,
  ) {
    const recorded = authorised ? await authoriseAtBank(deps, row) : await refuseAtBank(deps, row);
    // A second submission of the same page meets a mandate no longer pending.
    if (!recorded) return sendHtml(reply, deadLinkPage(), 410);
    return backToApp(request, reply, row, authorised ? 'success' : 'failed');
  }

  const offers = (row: SandboxMandateRow, mode: 'NET_BANKING' | 'DEBIT_CARD') =>
    sandboxBankSupport(row.ifsc).authModes.includes(mode);
  const notOffered = (reply: FastifyReply) => sendHtml(reply, deadLinkPage(), 404);

  app.get(
    `${eMandatePagesPath}/:mandateId`,
    { schema: { ...schema, querystring: query } },
    async (request, reply) => {
      const row = await open(reply, request.params.mandateId, request.query.token);
      return row && sendHtml(reply, authorisePage(row, request.query.token ?? ''));
    },
  );

  app.get(
    `${eMandatePagesPath}/:mandateId/net-banking`,
    { schema: { ...schema, querystring: query } },
    async (request, reply) => {
      const row = await open(reply, request.params.mandateId, request.query.token);
      if (!row) return reply;
      return offers(row, 'NET_BANKING')
        ? sendHtml(reply, netBankingPage(row, request.query.token ?? ''))
        : notOffered(reply);
    },
  );

  app.post(
    `${eMandatePagesPath}/:mandateId/net-banking`,
    { schema: { ...schema, body: form } },
    async (request, reply) => {
      const { token = '', customerId, password } = request.body;
      const row = await open(reply, request.params.mandateId, token);
      if (!row) return reply;
      if (!offers(row, 'NET_BANKING')) return notOffered(reply);
      if (!customerId?.trim() || !password)
        return sendHtml(reply, netBankingPage(row, token, 'Enter your customer ID and password.'), 400);
      if (password === sandboxBankPageMagic.timeoutPassword) {
        const target = returnAddress(row.returnUrl ?? '', request.headers.host, {
          status: 'timeout',
          mandate_id: row.id,
        });
        return sendHtml(reply, timeoutPage(target));
      }
      return answer(request, reply, row, password !== sandboxBankPageMagic.failingPassword);
    },
  );

  app.get(
    `${eMandatePagesPath}/:mandateId/debit-card`,
    { schema: { ...schema, querystring: query } },
    async (request, reply) => {
      const row = await open(reply, request.params.mandateId, request.query.token);
      if (!row) return reply;
      return offers(row, 'DEBIT_CARD')
        ? sendHtml(reply, debitCardPage(row, request.query.token ?? ''))
        : notOffered(reply);
    },
  );

  app.post(
    `${eMandatePagesPath}/:mandateId/debit-card`,
    { schema: { ...schema, body: form } },
    async (request, reply) => {
      const { token = '', cardNumber, expiry }: Form = request.body;
      const row = await open(reply, request.params.mandateId, token);
      if (!row) return reply;
      if (!offers(row, 'DEBIT_CARD')) return notOffered(reply);
      const error = cardDetailsError(cardNumber, expiry, deps.clock.now());
      if (error) return sendHtml(reply, debitCardPage(row, token, error), 400);
      await requestOtp(deps, row);
      return sendHtml(reply, otpPage(row, token));
    },
  );

  app.post(
    `${eMandatePagesPath}/:mandateId/otp`,
    { schema: { ...schema, body: form } },
    async (request, reply) => {
      const { token = '', otp } = request.body;
      const row = await open(reply, request.params.mandateId, token);
      if (!row) return reply;
      if (!offers(row, 'DEBIT_CARD')) return notOffered(reply);
      if (!otpOpen(row, deps.clock.now()))
        return sendHtml(
          reply,
          debitCardPage(row, token, 'The one-time password has expired. Enter your card again.'),
          400,
        );
      if (!isOtpShaped(otp))
        return sendHtml(reply, otpPage(row, token, 'Enter the 6-digit one-time password.'), 400);
      return answer(request, reply, row, otp?.trim() !== sandboxBankPageMagic.failingOtp);
    },
  );

  app.post(
    `${eMandatePagesPath}/:mandateId/cancel`,
    { schema: { ...schema, body: form } },
    async (request, reply) => {
      const row = await open(reply, request.params.mandateId, request.body.token);
      return row ? backToApp(request, reply, row, 'cancelled') : reply;
    },
  );
};
