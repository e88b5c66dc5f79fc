import { randomUUID } from 'node:crypto';

import type { PaymentLinkBody, VerifiedBuy, VerifyBuyBody } from '@kredo/contract/gold';
import { messages } from '@kredo/contract/messages';
import { eq } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { isSameSiteText } from '../../lib/same-site.ts';
import { checkedTrade, quoteExpired, vendorRefusal } from './gold-quotes.ts';
import { lockOwnOrder, payByOf } from './gold-orders.ts';
import { ownGoldUser, type GoldDeps } from './gold-users.ts';
import { goldOrders } from './gold.schema.ts';

/**
 * Buying gold (spec 002 §4 Gold buy): the trade checked and verified at the vendor, which prices
 * it under its rate and answers its transaction; our order records it for `goldConfirmMinutes`;
 * a payment link for its amount; the payment's capture (gold-payments.ts) and the vendor's
 * confirm (gold-confirmations.ts) follow.
 */
export async function verifyBuy(deps: GoldDeps, userId: string, body: VerifyBuyBody): Promise<VerifiedBuy> {
  const goldUser = await ownGoldUser(deps.db, userId, body.user_info.vendor_id);
  const trade = await checkedTrade(deps, 'buy', goldUser, {
    rateId: body.gold_info.rate_id,
    gold: body.gold_info.gold_amount,
    amount: body.gold_info.buy_price,
  });
  const verified = await deps.goldVendor
    .verifyBuy(goldUser.vendorUserId, {
      rateId: body.gold_info.rate_id,
      gold: trade.gold,
      amount: trade.amount,
    })
    .catch((error: unknown) => {
      throw vendorRefusal(error);
    });
  const now = deps.clock.now();
  const payBy = payByOf(verified.confirmBy, now);
  const id = randomUUID();
  await deps.db.insert(goldOrders).values({
    id,
    goldUserId: goldUser.id,
    kind: 'BUY',
    status: 'VERIFIED',
    vendorTxId: verified.txId,
    rateId: verified.rateId,
    ratePaise: trade.rate,
    goldUnits: verified.gold,
    amountPaise: verified.amount,
    taxPaise: verified.tax,
    payBy,
    createdAt: now,
  });
  return {
    gold_amount: verified.gold,
    gst_amount: verified.tax,
    buy_price: verified.amount,
    txn_id: id,
    pay_by: payBy.toISOString(),
  };
}

/** How long a payment link is made for: the gateway's shortest. */
const linkMinutes = 16;

/** Where the gateway sends the browser back: the screen's address, else the payment success page. */
function returnUrlOf(
  body: PaymentLinkBody,
  host: { protocol: string; host: string | undefined },
  sandbox: boolean,
) {
  const query = `product=EGOLD&transaction_id=${body.txn_id}&txn_type=${body.txn_type}`;
  if (body.return_url === undefined)
    return `${host.protocol}://${host.host ?? 'localhost'}/#/payment-success?${query}`;
  if (!isSameSiteText(body.return_url, host.host, sandbox))
    throw new AppError('VALIDATION_FAILED', 'return URL is not on this site', {
      fieldErrors: { return_url: [messages.invalid] },
    });
  return body.return_url;
}

/**
 * The payment link of a verified buy or delivery, for its amount, good until the order's pay-by
 * instant (a payment after it is refunded, never credited at a stale price). The link's reference
 * is the order's id: asking again answers the same link.
 */
export async function orderPaymentLink(
  deps: GoldDeps & Pick<AppDeps, 'paymentGateway' | 'mode'>,
  userId: string,
  body: PaymentLinkBody,
  host: { protocol: string; host: string | undefined },
) {
  const goldUser = await ownGoldUser(deps.db, userId, body.vendor_id);
  const order = await lockOwnOrder(deps.db, goldUser.id, body.txn_id);
  if (order.kind !== body.txn_type)
    throw new AppError('NOT_FOUND', 'no such order of this type', { userMessage: messages.goldSomeError });
  if (order.amountPaise !== body.amount)
    throw new AppError('VALIDATION_FAILED', 'amount is not the order amount', {
      userMessage: messages.goldSomeError,
      fieldErrors: { amount: [messages.invalid] },
    });
  if (order.status !== 'VERIFIED') {
    if (order.paymentLink && order.status === 'PAID') return { payment_url: order.paymentLink };
    throw new AppError('CONFLICT', 'order is not awaiting payment', { userMessage: messages.goldSomeError });
  }
  if (order.payBy.getTime() <= deps.clock.now().getTime()) throw quoteExpired();
  if (order.paymentLink) return { payment_url: order.paymentLink };
  const callbackUrl = returnUrlOf(body, host, deps.mode === 'sandbox');
  const created = await deps.paymentGateway.createPaymentLink({
    reference: order.id,
    amount: order.amountPaise,
    description: order.kind === 'BUY' ? 'Digital gold purchase' : 'Gold delivery making charges',
    customer: { name: goldUser.name, mobile: goldUser.mobile, email: goldUser.email },
    callbackUrl,
    // The gateway keeps a link at least 15 minutes; the gold sweep cancels it at the pay-by instant.
    expireBy: new Date(Math.max(order.payBy.getTime(), deps.clock.now().getTime() + linkMinutes * 60_000)),
  });
  await deps.db
    .update(goldOrders)
    .set({ paymentLinkId: created.linkId, paymentLink: created.shortUrl })
    .where(eq(goldOrders.id, order.id));
  return { payment_url: created.shortUrl };
}
