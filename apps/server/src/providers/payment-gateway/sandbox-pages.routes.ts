import { text } from '@kredo/contract/text';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

import type { PaymentMethod } from './index.ts';
import { callbackAddress } from './callback-url.ts';
import type { SandboxPaymentGatewayService } from './sandbox.ts';
import { openCheckout, payAtCheckout, type OpenLink } from './sandbox-checkout.ts';
import { closePage, closedPage, leftPage, paymentPage, unknownLinkPage } from './sandbox-checkout-pages.ts';
import { linkIdPattern } from './sandbox-ids.ts';
import { instrumentOf, isPaymentMethod } from './sandbox-instrument.ts';
import { paymentPagesPath } from './sandbox-paths.ts';

const field = z.optional(text().check(z.maxLength(300)));
const params = z.object({ linkId: text().check(z.maxLength(40)) });
const query = z.object({ method: field });
const form = z.object({
  method: field,
  vpa: field,
  cardNumber: field,
  expiry: field,
  cvv: field,
  bank: field,
});

const sendHtml = (reply: FastifyReply, html: string, status = 200) =>
  reply.code(status).type('text/html; charset=utf-8').send(html);

const methodOf = (value: string | undefined): PaymentMethod => (isPaymentMethod(value) ? value : 'upi');

export type PaymentGatewaySandboxPagesOptions = { gateway: SandboxPaymentGatewayService };

/**
 * The sandbox gateway's hosted payment page (sandbox mode only; register with prefix `devBase`,
 * '/api/dev'): GET `/pay/<linkId>` shows the amount, what it is for and a tab per method (UPI,
 * card, net banking); POST `/pay/<linkId>` makes an attempt: a payment taken sends the browser to
 * the callback address with Razorpay's signed query, a failed one shows the page again to try
 * once more; POST `/pay/<linkId>/cancel` goes back without paying. Test values: docs/providers.md.
 */
export const paymentGatewaySandboxPages: FastifyPluginAsyncZod<PaymentGatewaySandboxPagesOptions> = async (
  app,
  options,
) => {
  const checkout = options.gateway.checkout;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  const schema = { hide: true, params };

  /** The link's page when it takes no payment (or is unknown); undefined when it is open. */
  function notOpen(reply: FastifyReply, link: Exclude<OpenLink, { state: 'open' }>, status: number) {
    if (link.state === 'unknown') return sendHtml(reply, unknownLinkPage(), 404);
    const gone = link.reason === 'expired' || link.reason === 'cancelled';
    return sendHtml(reply, closedPage(link.reason), gone ? 410 : status);
  }

  async function open(linkId: string): Promise<OpenLink> {
    return linkIdPattern.test(linkId) ? openCheckout(checkout, linkId) : { state: 'unknown' };
  }

  app.get(
    `${paymentPagesPath}/:linkId`,
    { schema: { ...schema, querystring: query } },
    async (request, reply) => {
      const link = await open(request.params.linkId);
      if (link.state !== 'open') return notOpen(reply, link, 200);
      return sendHtml(reply, paymentPage(link.link, methodOf(request.query.method)));
    },
  );

  app.post(`${paymentPagesPath}/:linkId`, { schema: { ...schema, body: form } }, async (request, reply) => {
    const link = await open(request.params.linkId);
    if (link.state !== 'open') return notOpen(reply, link, 409);
    const method = methodOf(request.body.method);
    const entered = instrumentOf(method, request.body, checkout.clock.now());
    if ('error' in entered) return sendHtml(reply, paymentPage(link.link, method, entered.error), 400);
    const result = await payAtCheckout(checkout, link.link.id, entered.instrument);
    switch (result.state) {
      case 'unknown':
      case 'closed':
        // Paid, cancelled or expired between the page's check and the attempt.
        return notOpen(reply, result, 409);
      case 'failed':
        return sendHtml(
          reply,
          paymentPage(result.link, method, `Payment failed: ${result.errorReason}. You can try again.`),
        );
      case 'accepted': {
        const target = callbackAddress(result.link.callbackUrl, request.headers.host, result.query);
        const pending = result.query.razorpay_payment_link_status !== 'paid';
        return target ? reply.redirect(target, 303) : sendHtml(reply, closePage(result.link, pending));
      }
    }
  });

  app.post(
    `${paymentPagesPath}/:linkId/cancel`,
    { schema: { ...schema, body: form } },
    async (request, reply) => {
      const link = await open(request.params.linkId);
      if (link.state === 'unknown') return notOpen(reply, link, 404);
      const target = callbackAddress(link.link.callbackUrl, request.headers.host, {});
      return target ? reply.redirect(target, 303) : sendHtml(reply, leftPage());
    },
  );
};
