import { randomUUID } from 'node:crypto';

import type { GoldUser, RegisterGoldUserBody } from '@kredo/contract/gold';
import { messages } from '@kredo/contract/messages';
import { indianDate } from '@kredo/domain/calendar-date';
import { and, desc, eq, ne } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { kycSummaryOf } from '../kyc/kyc-summary.ts';
import { findUserById } from '../users/users.repository.ts';
import { panHashPurpose } from '../users/users.service.ts';
import { goldBalanceOf } from './gold-ledger.ts';
import { goldBankAccounts, goldUsers } from './gold.schema.ts';

export type GoldDeps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'goldVendor'>;
export type GoldUserRow = typeof goldUsers.$inferSelect;

/** The gold user of a borrower, if they have registered. */
export async function findGoldUser(db: Db, userId: string): Promise<GoldUserRow | undefined> {
  const [row] = await db.select().from(goldUsers).where(eq(goldUsers.userId, userId));
  return row;
}

/** The borrower's gold user, named by the vendor id the screens carry: 404 when not theirs. */
export async function ownGoldUser(db: Db, userId: string, vendorUserId?: string): Promise<GoldUserRow> {
  const row = await findGoldUser(db, userId);
  if (!row || (vendorUserId !== undefined && row.vendorUserId !== vendorUserId))
    throw new AppError('NOT_FOUND', 'not a gold user', { userMessage: messages.goldSomeError });
  return row;
}

/** ABCDE1234F as ABCxxxxx4F: what the vendor and the screens are given of a PAN. */
export const maskPan = (pan: string) => `${pan.slice(0, 3)}xxxxx${pan.slice(-2)}`;

/**
 * Registers the borrower with the vendor (which registers a mobile once) and records it. A
 * mobile the vendor already knows under another of our borrowers is refused rather than shared:
 * a locker is one person's.
 */
export async function registerGoldUser(deps: GoldDeps, userId: string, body: RegisterGoldUserBody) {
  const existing = await findGoldUser(deps.db, userId);
  if (existing) return goldUserView(deps, existing);
  const info = body.user_info;
  const [taken] = await deps.db
    .select({ id: goldUsers.id })
    .from(goldUsers)
    .where(and(eq(goldUsers.mobile, info.mobile), ne(goldUsers.userId, userId)));
  if (taken)
    throw new AppError('CONFLICT', 'mobile registered for gold by another user', {
      userMessage: messages.goldUserExists,
    });
  const customer = await deps.goldVendor.registerCustomer({
    name: info.name.trim(),
    mobile: info.mobile,
    pinCode: info.pin,
    email: info.email.trim() === '' ? null : info.email.trim(),
  });
  await deps.db
    .insert(goldUsers)
    .values({
      id: randomUUID(),
      userId,
      vendorUserId: customer.vendorUserId,
      name: customer.name,
      mobile: customer.mobile,
      pinCode: customer.pinCode,
      email: customer.email,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing();
  const row = await findGoldUser(deps.db, userId);
  if (!row || row.vendorUserId !== customer.vendorUserId)
    throw new AppError('CONFLICT', 'gold registration raced another', {
      userMessage: messages.goldUserExists,
    });
  return goldUserView(deps, row);
}

/** The current sell account: the last verified, else the last asked for. */
export async function currentBankAccount(db: Db, goldUserId: string) {
  const rows = await db
    .select()
    .from(goldBankAccounts)
    .where(eq(goldBankAccounts.goldUserId, goldUserId))
    .orderBy(desc(goldBankAccounts.createdAt))
    .limit(5);
  return rows.find((row) => row.status === 'SUCCESS') ?? rows[0];
}

async function isKycVerified(deps: GoldDeps, userId: string) {
  const kyc = await kycSummaryOf(deps, userId);
  return kyc?.mode === 'OKYC' || kyc?.mode === 'KYC_DIGI_LOCKER';
}

export async function goldUserView(deps: GoldDeps, row: GoldUserRow): Promise<GoldUser> {
  const account = await currentBankAccount(deps.db, row.id);
  const verified = account?.status === 'SUCCESS' ? account : undefined;
  return {
    vendor_id: row.vendorUserId,
    user_id: row.userId,
    name: row.name,
    mobile_no: row.mobile,
    email: row.email,
    pin_code: row.pinCode,
    panDetails: row.panMasked ? { pan: row.panMasked } : null,
    is_kyc_verified: await isKycVerified(deps, row.userId),
    gold_balance: await goldBalanceOf(deps.db, row.id),
    bankAccountDetails: {
      isPanVerified: row.panVerifiedAt !== null,
      panNameMatch: verified?.nameMatches ?? false,
      bankAccount: verified
        ? {
            accountNumber: `XXXXXX${verified.accountNumberLast4}`,
            ifsc: verified.ifsc,
            bankName: verified.bankName,
            beneficiaryName: verified.beneficiaryName,
          }
        : null,
    },
    on_hold: row.onHold,
  };
}

export async function goldUserOf(deps: GoldDeps, userId: string): Promise<GoldUser> {
  return goldUserView(deps, await ownGoldUser(deps.db, userId));
}

/**
 * The PAN check of 'Verify Pan Details' (docs/decisions.md "The gold PAN check"): the PAN and date
 * of birth must be those the borrower's account was verified with at sign-in. A match is recorded
 * (masked) on the gold user and given to the vendor as verified by us.
 */
export async function verifyGoldPan(deps: GoldDeps, userId: string, pan: string, dobMs: number) {
  const goldUser = await ownGoldUser(deps.db, userId);
  const user = await findUserById(deps.db, userId);
  const dob = indianDate(new Date(dobMs));
  const matches =
    typeof user?.panHash === 'string' &&
    user.panHash === deps.cipher.hash(panHashPurpose, pan) &&
    user.dateOfBirth === dob;
  if (!matches) return { data: { status: false } };
  if (!goldUser.panVerifiedAt) {
    await deps.goldVendor.updateKyc(goldUser.vendorUserId, pan);
    await deps.db
      .update(goldUsers)
      .set({ panMasked: maskPan(pan), panVerifiedAt: deps.clock.now() })
      .where(eq(goldUsers.id, goldUser.id));
  }
  return { data: { status: true } };
}
