import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { goldVendorErrors, GoldVendorError, type TradeKind } from './index.ts';
import { callbacksOf } from './sandbox-callbacks.ts';
import { confirmLateMs, magicOfName } from './sandbox-magic.ts';
import { newInvoiceNumber, newShipment, sandboxGoldTimings } from './sandbox-trades.ts';
import {
  insertCallbacks,
  lockCustomer,
  lockTrade,
  updateCustomer,
  updateTrade,
} from './sandbox.repository.ts';
import type { SandboxGoldCustomerRow, SandboxGoldTradeRow } from './sandbox.schema.ts';

type Deps = { db: Db; clock: Clock };

/** What a confirm did: its answer, and whether that answer is lost on its way back. */
type Confirmed = { answer: string | null; lost: boolean };

/** Fails the trade at `now`, the balance untouched, and queues its failure's callbacks. */
async function fail(db: Db, customer: SandboxGoldCustomerRow, trade: SandboxGoldTradeRow, now: Date) {
  const failed = await updateTrade(db, trade.id, {
    confirmedAt: now,
    outcome: 'failed',
    settlesAt: now,
    balanceAfter: customer.goldBalance,
  });
  await insertCallbacks(
    db,
    callbacksOf(failed, { status: 'failed', at: now, goldBalance: customer.goldBalance }),
  );
  return { answer: null, lost: false };
}

/** When a confirmed trade succeeds: a buy or a redeem at once, a sell 30 s later, a late one 2 min later. */
function settlesAt(kind: TradeKind, late: boolean, now: Date): Date {
  const after = late ? confirmLateMs : kind === 'sell' ? sandboxGoldTimings.sellSettlesAfterMs : 0;
  return new Date(now.getTime() + after);
}

/**
 * Applies a trade's confirm under its customer's lock: a buy credits the balance, a sell or a
 * redeem debits it at once (a sell's gold is then reserved until it settles). A trade confirmed
 * already answers as it did (its invoice, or null when it failed); one past its window, or of a
 * "Confirm Fails" customer, or whose gold the balance no longer holds, fails and answers null.
 */
async function applyConfirm(
  deps: Deps,
  kind: TradeKind,
  vendorUserId: string,
  txId: string,
): Promise<Confirmed> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const customer = await lockCustomer(tx, vendorUserId);
    if (!customer) throw new GoldVendorError(goldVendorErrors.userMissing, 'customer not registered');
    const trade = await lockTrade(tx, txId);
    if (!trade || trade.customerId !== customer.id || trade.kind !== kind)
      throw new GoldVendorError(goldVendorErrors.invalidTransaction, `no such ${kind} of the customer`);
    const magic = magicOfName(customer.name);
    if (trade.outcome !== null)
      return {
        answer: trade.outcome === 'success' && magic !== 'confirmLate' ? trade.invoiceNumber : null,
        lost: false,
      };
    if (now.getTime() > trade.confirmBy.getTime() || magic === 'confirmFails')
      return fail(tx, customer, trade, now);
    const goldBalance =
      kind === 'buy' ? customer.goldBalance + trade.gold : customer.goldBalance - trade.gold;
    if (goldBalance < 0) return fail(tx, customer, trade, now);
    await updateCustomer(tx, customer.id, { goldBalance });
    const confirmed = await updateTrade(tx, trade.id, {
      confirmedAt: now,
      outcome: 'success',
      settlesAt: settlesAt(kind, magic === 'confirmLate', now),
      invoiceNumber: newInvoiceNumber(),
      balanceAfter: goldBalance,
      ...(kind === 'redeem' ? newShipment() : {}),
    });
    await insertCallbacks(
      tx,
      callbacksOf(confirmed, { status: 'success', at: confirmed.settlesAt!, goldBalance }),
    );
    return {
      answer: magic === 'confirmLate' ? null : confirmed.invoiceNumber,
      lost: magic === 'lostAnswer',
    };
  });
}

/** Confirms a verified trade: its invoice number, or null for the vendor's blank 200 (see applyConfirm). */
export async function confirmTrade(deps: Deps, kind: TradeKind, vendorUserId: string, txId: string) {
  const { answer, lost } = await applyConfirm(deps, kind, vendorUserId, txId);
  // Applied at the vendor, its answer lost on the way: the caller learns nothing but an outage.
  if (lost) throw new AppError('PROVIDER_UNAVAILABLE', 'gold vendor: no answer to the confirm');
  return answer;
}
