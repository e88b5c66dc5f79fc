import { randomUUID } from 'node:crypto';

import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  goldVendorErrors,
  GoldVendorError,
  type GoldCustomer,
  type GoldHolding,
  type RegisterGoldCustomer,
} from './index.ts';
import { magicOfName } from './sandbox-magic.ts';
import { newCustomerId } from './sandbox-trades.ts';
import {
  findCustomer,
  findCustomerByMobile,
  insertAdjustment,
  insertCustomer,
  lockCustomer,
  updateCustomer,
} from './sandbox.repository.ts';
import type { SandboxGoldCustomerRow } from './sandbox.schema.ts';

type Deps = { db: Db; clock: Clock };

const missingInfo = (field: string) =>
  new GoldVendorError(goldVendorErrors.missingInfo, `${field} missing or malformed`);

export const customerOf = (row: SandboxGoldCustomerRow): GoldCustomer => ({
  vendorUserId: row.id,
  name: row.name,
  mobile: row.mobile,
  pinCode: row.pinCode,
  email: row.email,
  goldBalance: row.goldBalance,
  blocked: row.blocked,
  panVerified: row.panVerifiedAt !== null,
});

function checkRegistration(request: RegisterGoldCustomer): RegisterGoldCustomer {
  const name = typeof request.name === 'string' ? request.name.trim() : '';
  if (!name || name.length > 100) throw missingInfo('name');
  if (typeof request.mobile !== 'string' || !/^\d{10}$/.test(request.mobile)) throw missingInfo('mobile');
  if (typeof request.pinCode !== 'string' || !/^\d{6}$/.test(request.pinCode)) throw missingInfo('pin code');
  const email = request.email?.trim() || null;
  if (email !== null && !/^[^@\s]+@[^@\s]+$/.test(email)) throw missingInfo('email');
  return { name, mobile: request.mobile, pinCode: request.pinCode, email };
}

/** Registers the customer, or answers the one of this mobile as it was registered. */
export async function registerCustomer(deps: Deps, request: RegisterGoldCustomer): Promise<GoldCustomer> {
  const checked = checkRegistration(request);
  const existing = await findCustomerByMobile(deps.db, checked.mobile);
  if (existing) return customerOf(existing);
  const inserted = await insertCustomer(deps.db, {
    id: newCustomerId(),
    ...checked,
    blocked: magicOfName(checked.name) === 'blocked',
    createdAt: deps.clock.now(),
  });
  // The same mobile registered at the same moment by another call: theirs is the customer.
  const row = inserted ?? (await findCustomerByMobile(deps.db, checked.mobile));
  if (!row) throw new AppError('INTERNAL', 'gold vendor: customer vanished after a conflict');
  return customerOf(row);
}

export async function fetchCustomer(deps: Deps, vendorUserId: string): Promise<GoldCustomer> {
  const row = await findCustomer(deps.db, vendorUserId);
  if (!row) throw notFound('gold vendor customer');
  return customerOf(row);
}

/** `ABCDE1234K` kept as `ABCxxxxx4K`. */
export const maskPan = (pan: string) => `${pan.slice(0, 3)}xxxxx${pan.slice(-2)}`;

export async function updateKyc(deps: Deps, vendorUserId: string, pan: string): Promise<void> {
  const normalised = typeof pan === 'string' ? pan.trim().toUpperCase() : '';
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(normalised)) throw missingInfo('PAN');
  const row = await findCustomer(deps.db, vendorUserId);
  if (!row) throw new GoldVendorError(goldVendorErrors.userMissing, 'customer not registered');
  await updateCustomer(deps.db, vendorUserId, {
    panMasked: maskPan(normalised),
    panVerifiedAt: row.panVerifiedAt ?? deps.clock.now(),
  });
}

/**
 * Changes a customer's book by `units` (signed) without a trade, for tests and dev: a
 * reconciliation break. Refuses a change that takes the balance below zero.
 */
export async function adjustHolding(
  deps: Deps,
  vendorUserId: string,
  units: number,
  reason: string,
): Promise<GoldHolding> {
  if (!Number.isSafeInteger(units) || units === 0) throw missingInfo('units');
  if (!reason.trim()) throw missingInfo('reason');
  return deps.db.transaction(async (tx) => {
    const row = await lockCustomer(tx, vendorUserId);
    if (!row) throw notFound('gold vendor customer');
    const goldBalance = row.goldBalance + units;
    if (goldBalance < 0)
      throw new GoldVendorError(goldVendorErrors.insufficientBalance, 'adjustment beyond the balance');
    await updateCustomer(tx, vendorUserId, { goldBalance });
    await insertAdjustment(tx, {
      id: randomUUID(),
      customerId: vendorUserId,
      gold: units,
      reason: reason.trim(),
      createdAt: deps.clock.now(),
    });
    return { vendorUserId, goldBalance };
  });
}
