import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PiiCipher } from '../../lib/crypto/pii.ts';
import { reportDay } from '../sandbox-daily-report.ts';
import type { PaymentLinkRequest, PaymentLinkStatus, SandboxPaymentGateway } from './index.ts';
import {
  cancelPayable,
  findLink,
  findLinkByReference,
  insertLink,
  listPayments,
} from './sandbox.repository.ts';
import type { SandboxPgLinkRow } from './sandbox.schema.ts';
import type { CheckoutDeps } from './sandbox-checkout.ts';
import { deliverDueWebhooks } from './sandbox-delivery.ts';
import { newLinkId } from './sandbox-ids.ts';
import { shortUrlOf } from './sandbox-paths.ts';
import { secretLoader, type SecretLoader } from './sandbox-secret.ts';
import { settlementReport } from './sandbox-settlement-report.ts';
import { parseSignedWebhook, verifySignedCallback } from './sandbox-signature.ts';
import { findRefundById, findRefundByKey } from './sandbox-refunds.repository.ts';
import { refundAndNotify, refundStatusOf } from './sandbox-refunds.ts';
import { linkStatusAt, paymentStatusAt, toSecond } from './sandbox-timeline.ts';
import { checkExpiryWindow, normaliseLinkRequest, normaliseRefundRequest } from './sandbox-validation.ts';

export type SandboxPaymentGatewayDeps = { db: Db; clock: Clock; cipher: PiiCipher };

/**
 * The sandbox gateway, and what its hosted page and tests use besides: the deps the page acts
 * with, and the webhook secret, to sign deliveries of their own.
 */
export type SandboxPaymentGatewayService = SandboxPaymentGateway & {
  checkout: CheckoutDeps;
  webhookSecret(): Promise<string>;
};

const notReady = () =>
  new AppError('PROVIDER_UNAVAILABLE', 'payment gateway: the sandbox key secret is not loaded yet', {
    retryAfterSeconds: 1,
  });

function requestOf(row: SandboxPgLinkRow): PaymentLinkRequest {
  return {
    reference: row.reference,
    amount: row.amount,
    description: row.description,
    customer: { name: row.customerName, mobile: row.customerMobile, email: row.customerEmail },
    callbackUrl: row.callbackUrl,
    expireBy: row.expireBy,
  };
}

/** The link of this reference when it was made from this request; CONFLICT when from another. */
function sameLink(row: SandboxPgLinkRow, request: PaymentLinkRequest): SandboxPgLinkRow {
  const stored = requestOf(row);
  const same =
    stored.amount === request.amount &&
    stored.description === request.description &&
    stored.customer.name === request.customer.name &&
    stored.customer.mobile === request.customer.mobile &&
    stored.customer.email === request.customer.email &&
    stored.callbackUrl === request.callbackUrl &&
    stored.expireBy.getTime() === request.expireBy.getTime();
  // As the gateway refuses an idempotency key reused with another body.
  if (!same) throw new AppError('CONFLICT', 'payment gateway: reference already used with another request');
  return row;
}

/** Loads a secret for the synchronous checks, which cannot wait for it. */
const warm = (secret: SecretLoader) => secret.load().catch(() => undefined);

/**
 * The sandbox payment gateway (Razorpay Payment Links and its hosted page): links are rows of
 * sandbox_pg_links, the borrower pays on the hosted page (sandbox-pages.routes.ts), the outcome
 * follows from the magic values on the sandbox clock (sandbox-timeline.ts) and is reported by
 * signed webhooks that `deliverDueWebhooks` sends. A captured payment is refunded through
 * sandbox_pg_refunds (sandbox-refunds.ts), processed or failed later by the same clock. The magic values are in docs/providers.md.
 */
export function createSandboxPaymentGateway(deps: SandboxPaymentGatewayDeps): SandboxPaymentGatewayService {
  const { db, clock } = deps;
  const keySecret = secretLoader(deps, 'key');
  const webhookSecret = secretLoader(deps, 'webhook');
  const answer = (row: SandboxPgLinkRow) => ({ linkId: row.id, shortUrl: shortUrlOf(row.id) });

  return {
    name: 'sandbox',

    async createPaymentLink(input) {
      const request = normaliseLinkRequest(input);
      await keySecret.load();
      const existing = await findLinkByReference(db, request.reference);
      if (existing) return answer(sameLink(existing, request));
      const now = clock.now();
      checkExpiryWindow(request.expireBy, now);
      const inserted = await insertLink(db, {
        id: newLinkId(),
        reference: request.reference,
        amount: request.amount,
        description: request.description,
        customerName: request.customer.name,
        customerMobile: request.customer.mobile,
        customerEmail: request.customer.email,
        callbackUrl: request.callbackUrl,
        expireBy: request.expireBy,
        createdAt: now,
      });
      if (inserted) return answer(inserted);
      // A concurrent request under the same reference got there first.
      const winner = await findLinkByReference(db, request.reference);
      if (!winner) throw new AppError('INTERNAL', 'payment gateway: link vanished after a conflict');
      return answer(sameLink(winner, request));
    },

    async fetchPaymentLink(linkId): Promise<PaymentLinkStatus> {
      await keySecret.load();
      const link = await findLink(db, linkId);
      if (!link) throw notFound('payment link');
      const now = clock.now();
      const payments = await listPayments(db, linkId);
      return {
        linkId: link.id,
        reference: link.reference,
        amount: link.amount,
        status: linkStatusAt(link, now),
        payments: payments.map((payment) => {
          const status = paymentStatusAt(payment, now);
          return {
            paymentId: payment.id,
            method: payment.method,
            status,
            amount: payment.amount,
            errorReason: payment.errorReason,
            capturedAt: status === 'captured' && payment.capturedAt ? toSecond(payment.capturedAt) : null,
          };
        }),
      };
    },

    async cancelPaymentLink(linkId) {
      const now = clock.now();
      if (await cancelPayable(db, linkId, now)) return;
      const link = await findLink(db, linkId);
      if (!link) throw notFound('payment link');
      // Cancelling twice is a retry of a lost answer, not a conflict.
      if (link.cancelledAt) return;
      const status = link.paidAt ? 'paid or being paid' : linkStatusAt(link, now);
      throw new AppError('CONFLICT', `payment gateway: a link ${status} cannot be cancelled`);
    },

    async refundPayment(input) {
      const request = normaliseRefundRequest(input);
      await keySecret.load();
      const now = clock.now();
      return refundStatusOf(await refundAndNotify(db, request, now), now);
    },

    async fetchRefund(refundId) {
      await keySecret.load();
      const refund = await findRefundById(db, refundId);
      if (!refund) throw notFound('refund');
      return refundStatusOf(refund, clock.now());
    },

    async findRefund(idempotencyKey) {
      await keySecret.load();
      const refund = await findRefundByKey(db, idempotencyKey);
      return refund ? refundStatusOf(refund, clock.now()) : null;
    },

    async fetchSettlementReport(businessDate) {
      return settlementReport(db, reportDay(businessDate), clock.now());
    },

    verifyCallback(query) {
      const key = keySecret.current();
      if (key) return verifySignedCallback(key, query);
      // Not read yet (only a restarted server that has made no link meets this): refused now,
      // so the browser's return can be tried again, and read for the next one.
      void warm(keySecret);
      throw notReady();
    },

    parseWebhook(rawBody, headers) {
      const key = webhookSecret.current();
      if (key) return parseSignedWebhook(key, rawBody, headers);
      // As above: refused now, so the delivery is retried, and read for the next one.
      void warm(webhookSecret);
      return null;
    },

    async deliverDueWebhooks(send) {
      await keySecret.load();
      return deliverDueWebhooks(deps, await webhookSecret.load(), send);
    },

    checkout: { db, clock, keySecret },
    webhookSecret: () => webhookSecret.load(),
  };
}
