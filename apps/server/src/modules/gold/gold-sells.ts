import { randomUUID } from 'node:crypto';

import type { ConfirmSellBody, GoldTransaction, VerifiedSell, VerifySellBody } from '@kredo/contract/gold';
import { fill, messages } from '@kredo/contract/messages';
import { goldSaleValue } from '@kredo/domain/gold';
import { formatRupees, goldUnits, paise } from '@kredo/domain/money';
import { eq } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { payoutAccountFor } from './gold-bank-accounts.ts';
import { settleWithVendor } from './gold-confirmations.ts';
import { holdSell } from './gold-ledger.ts';
import { lockerOf } from './gold-locker.ts';
import { insertHeldOrder, lockOwnOrder, orderOf, payByOf } from './gold-orders.ts';
import { checkedTrade, quoteExpired, requirePan, vendorRefusal } from './gold-quotes.ts';
import { ownGoldUser } from './gold-users.ts';
import { goldOrders } from './gold.schema.ts';

export type SellDeps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'goldVendor' | 'bankAccountVerification'>;

const refused = (message: string) => new AppError('GOLD_REFUSED', message, { userMessage: message });

/**
 * Selling gold (spec 002 §4 Gold sell): the trade checked against what may be sold today (the
 * two-day rule, less sells and deliveries in flight), verified at the vendor, and its gold held
 * on the locker in the ledger until the vendor answers; the confirm names the verified account
 * the proceeds are paid to.
 */
export async function verifySell(
  deps: SellDeps,
  userId: string,
  body: VerifySellBody,
): Promise<VerifiedSell> {
  const goldUser = await ownGoldUser(deps.db, userId, body.user_info.vendor_id);
  if (goldUser.onHold) throw refused(messages.goldAccountOnHold);
  const now = deps.clock.now();
  const locker = await lockerOf(deps.db, goldUser.id, now);
  const asked = body.gold_info.gold_amount;
  if (asked > locker.gold_balance) throw refused(messages.goldInsufficientBalance);
  const trade = await checkedTrade(
    deps,
    'sell',
    goldUser,
    {
      rateId: body.gold_info.rate_id,
      gold: asked,
      amount: body.gold_info.sell_price,
    },
    { checkPan: false },
  );
  if (trade.gold > locker.sellable_gold) {
    const allowed = goldSaleValue(goldUnits(locker.sellable_gold), trade.rate);
    const message = fill(messages.goldSellLocked, {
      amount: formatRupees(paise(allowed), { symbol: false }),
    });
    throw new AppError('GOLD_SELL_LIMITED', `sell beyond today's ${allowed} paise`, { userMessage: message });
  }
  requirePan('sell', trade, goldUser);
  const verified = await deps.goldVendor
    .verifySell(goldUser.vendorUserId, {
      rateId: body.gold_info.rate_id,
      gold: trade.gold,
      amount: trade.amount,
    })
    .catch((error: unknown) => {
      throw vendorRefusal(error);
    });
  const payBy = payByOf(verified.confirmBy, now);
  const order = {
    id: randomUUID(),
    goldUserId: goldUser.id,
    kind: 'SELL',
    status: 'VERIFIED',
    vendorTxId: verified.txId,
    rateId: verified.rateId,
    ratePaise: trade.rate,
    goldUnits: verified.gold,
    amountPaise: verified.amount,
    taxPaise: 0,
    payBy,
    createdAt: now,
  };
  await insertHeldOrder(deps.db, order, holdSell, now);
  return {
    sell_price: verified.amount,
    gold_amount: verified.gold,
    txn_id: order.id,
    confirm_by: payBy.toISOString(),
  };
}

/**
 * CONFIRM on the verified account screen: the sell's proceeds go to the gold user's verified
 * account, and the vendor is asked to buy the gold back; the answer settles the hold. Asked again,
 * it answers the order as it stands.
 */
export async function confirmSell(
  deps: SellDeps,
  userId: string,
  body: ConfirmSellBody,
): Promise<GoldTransaction> {
  const goldUser = await ownGoldUser(deps.db, userId, body.vendor_id);
  const account = await payoutAccountFor(deps, goldUser.id, {
    accountNumber: body.account_number,
    ifsc: body.ifsc,
  });
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, goldUser.id, body.txn_id);
    if (order.kind !== 'SELL') throw refused(messages.goldSomeError);
    if (order.status !== 'VERIFIED') return;
    if (order.payBy.getTime() <= now.getTime()) throw quoteExpired();
    await tx
      .update(goldOrders)
      .set({ status: 'CONFIRMING', payoutAccountId: account.id, vendorCheckedAt: null })
      .where(eq(goldOrders.id, order.id));
  });
  await settleWithVendor(deps, body.txn_id).catch(() => 'the sweep settles it');
  return orderOf(deps, userId, body.txn_id);
}
