import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PiiCipher } from '../../lib/crypto/pii.ts';
import type { SandboxGoldVendor } from './index.ts';
import { deliverDueCallbacks } from './sandbox-callbacks.ts';
import { sandboxGoldProducts } from './sandbox-catalogue.ts';
import { confirmTrade } from './sandbox-confirm.ts';
import { adjustHolding, fetchCustomer, registerCustomer, updateKyc } from './sandbox-customers.ts';
import { pincodeAnswer } from './sandbox-magic.ts';
import { rateOfSlot, slotAt } from './sandbox-rates.ts';
import { callbackSecretLoader } from './sandbox-secret.ts';
import { parseSignedCallback } from './sandbox-signature.ts';
import { deliveryAt, tradeStateAt } from './sandbox-trades.ts';
import { verifyRedeem, verifyTrade } from './sandbox-verify.ts';
import { findTrade, listHoldings } from './sandbox.repository.ts';

/** The sandbox vendor's invoice details (a real vendor's come from its registration). */
export const sandboxSeller = {
  legalName: 'Sandbox Digital Gold Private Limited',
  address: 'Unit 12, Gold Vault Building, Andheri East, Mumbai 400069',
  state: 'Maharashtra',
  gstin: '27AABCS0000Q1Z5',
  email: 'support@sandbox-gold.example',
};

export type SandboxGoldVendorDeps = { db: Db; clock: Clock; cipher: PiiCipher };

/** The sandbox vendor, and what tests use besides: the callback secret, to sign callbacks of their own. */
export type SandboxGoldVendorService = SandboxGoldVendor & {
  callbackSecret(): Promise<string>;
};

/**
 * The sandbox gold vendor (SafeGold's partner API): customers and their balances are rows of
 * sandbox_gold_customers, trades rows of sandbox_gold_trades whose course is fixed at their
 * confirm and read against the sandbox clock; rates come from the clock's 5-minute slot alone.
 * Signed callbacks are sent by `deliverDueCallbacks`. Magic values: docs/providers.md.
 */
export function createSandboxGoldVendor(deps: SandboxGoldVendorDeps): SandboxGoldVendorService {
  const { db, clock } = deps;
  const secret = callbackSecretLoader(deps);

  return {
    name: 'sandbox',
    seller: sandboxSeller,
    registerCustomer: (request) => registerCustomer(deps, request),
    fetchCustomer: (vendorUserId) => fetchCustomer(deps, vendorUserId),
    updateKyc: (vendorUserId, pan) => updateKyc(deps, vendorUserId, pan),
    buyRate: () => Promise.resolve(rateOfSlot('buy', slotAt(clock.now()))),
    sellRate: () => Promise.resolve(rateOfSlot('sell', slotAt(clock.now()))),
    verifyBuy: (vendorUserId, trade) => verifyTrade(deps, 'buy', vendorUserId, trade),
    confirmBuy: (vendorUserId, txId) => confirmTrade(deps, 'buy', vendorUserId, txId),
    verifySell: (vendorUserId, trade) => verifyTrade(deps, 'sell', vendorUserId, trade),
    confirmSell: (vendorUserId, txId) => confirmTrade(deps, 'sell', vendorUserId, txId),
    products: () => Promise.resolve(sandboxGoldProducts()),
    checkPincode: (pinCode) => Promise.resolve(pincodeAnswer(pinCode)),
    verifyRedeem: (vendorUserId, request) => verifyRedeem(deps, vendorUserId, request),
    confirmRedeem: (vendorUserId, txId) => confirmTrade(deps, 'redeem', vendorUserId, txId),

    async orderStatus(txId) {
      const row = await findTrade(db, txId);
      if (!row) throw notFound('gold vendor transaction');
      return tradeStateAt(row, clock.now());
    },

    async deliveryStatus(txId) {
      const row = await findTrade(db, txId);
      const delivery = row && deliveryAt(row, clock.now());
      if (!delivery) throw notFound('gold vendor delivery');
      return delivery;
    },

    fetchHoldings: () => listHoldings(db),
    adjustHolding: (vendorUserId, units, reason) => adjustHolding(deps, vendorUserId, units, reason),

    parseCallback(rawBody, headers) {
      const key = secret.current();
      if (key) return parseSignedCallback(key, rawBody, headers);
      // Not read yet (only a restarted server that has sent nothing meets this): refused now, so
      // the delivery is retried, and read for the next one.
      secret.load().catch(() => undefined);
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'gold vendor callback: the signing secret is not loaded yet',
        {
          retryAfterSeconds: 1,
        },
      );
    },

    async deliverDueCallbacks(send) {
      return deliverDueCallbacks(deps, await secret.load(), send);
    },

    callbackSecret: () => secret.load(),
  };
}
