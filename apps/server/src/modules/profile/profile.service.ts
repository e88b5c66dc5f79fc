import { randomUUID } from 'node:crypto';

import type { Profile } from '@kredo/contract/profile';
import type { ProfileData, ProfileReference, SaveProfileBody } from '@kredo/contract/application-profile';
import { indianDate } from '@kredo/domain/calendar-date';
import { normaliseAccountNumber } from '@kredo/domain/validators/bank-account';
import { isOfferStanding } from '@kredo/domain/application-lifecycle';
import { dobProblem } from '@kredo/domain/validators/form-dates';
import { messages } from '@kredo/contract/messages';

import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import {
  findUserById,
  findUserIdByPanHash,
  panContext,
  panHashPurpose,
  updateAccountDetails,
  type User,
} from '../users/users.service.ts';
import { findOpenApplication } from '../loan-application/loan-application.repository.ts';
import { accountHashPurpose, accountNumberContext, toProfile, toProfileData } from './profile-data.ts';
import {
  checkBankAccounts,
  checkDetails,
  checkPincodes,
  checkReferences,
  dateMessages,
  FieldErrors,
  identityLocked,
  changesDecidedFigures,
  mergeDetails,
} from './profile-rules.ts';
import {
  findProfileRow,
  listBankAccounts,
  lockProfileRow,
  updateProfileRow,
  upsertBankAccount,
  type BankAccountRow,
  type ProfileRow,
} from './profile.repository.ts';
import type { ProfileDetails } from './profile.schema.ts';
import { verificationMessages, type VerificationReason } from './bank-account-verification.ts';

type Deps = Pick<AppDeps, 'db' | 'cipher' | 'clock'>;

async function requireUser(deps: Pick<AppDeps, 'db'>, userId: string): Promise<User> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound('user');
  return user;
}

export async function readProfile(deps: Pick<AppDeps, 'db' | 'cipher'>, userId: string): Promise<Profile> {
  return toProfile(await requireUser(deps, userId), deps);
}

/** Everything the application rules read about a borrower, in one load. */
export type ApplicationProfile = {
  user: User;
  details: ProfileDetails;
  references: ProfileReference[];
  bankAccounts: BankAccountRow[];
  /** The account as `lam-profile/profile` shows it. */
  profile: Profile;
  data: ProfileData;
};

export async function loadApplicationProfile(deps: Deps, userId: string): Promise<ApplicationProfile> {
  const user = await requireUser(deps, userId);
  const profileRow = await findProfileRow(deps.db, userId);
  return applicationProfileOf(deps, {
    user,
    profileRow,
    bankAccounts: await listBankAccounts(deps.db, userId),
  });
}

/**
 * The application profile from its rows, read here or by a read that fetches them with more in
 * one statement (`lam/status`). The PAN is opened once, for its mask.
 */
export function applicationProfileOf(
  deps: Pick<AppDeps, 'cipher'>,
  rows: { user: User; profileRow: ProfileRow | null | undefined; bankAccounts: BankAccountRow[] },
): ApplicationProfile {
  const { user, bankAccounts } = rows;
  const details = rows.profileRow?.details ?? {};
  const references = rows.profileRow?.references ?? [];
  const profile = toProfile(user, deps);
  return {
    user,
    details,
    references,
    bankAccounts,
    profile,
    data: toProfileData(profile, details, references, bankAccounts),
  };
}

export async function readProfileData(deps: Deps, userId: string): Promise<ProfileData> {
  return (await loadApplicationProfile(deps, userId)).data;
}

/**
 * Saves what the body carries and keeps everything else, all in one transaction: the profile row
 * is locked first so concurrent saves merge in turn. Name, PAN and date of birth live on the
 * account; PAN and date of birth can be given once, not changed (they sign the borrower in).
 */
export async function saveProfile(deps: Deps, userId: string, body: SaveProfileBody): Promise<ProfileData> {
  const now = deps.clock.now();
  const today = indianDate(now);
  const user = await requireUser(deps, userId);
  const { name, panNumber, dob, ...update } = body.profileData ?? {};
  const errors = new FieldErrors();

  if (dob !== undefined) {
    if (user.dateOfBirth !== null && user.dateOfBirth !== dob) errors.add('profileData.dob', identityLocked);
    const problem = dobProblem(dob, today);
    if (problem) errors.add('profileData.dob', dateMessages[problem]);
  }
  let panChange: { panSealed: string; panHash: string } | undefined;
  if (panNumber !== undefined) {
    const panHash = deps.cipher.hash(panHashPurpose, panNumber);
    if (user.panHash !== null && user.panHash !== panHash)
      errors.add('profileData.panNumber', identityLocked);
    else if (user.panHash === null) {
      const holder = await findUserIdByPanHash(deps.db, panHash);
      if (holder && holder !== userId)
        throw new AppError('CONFLICT', 'PAN belongs to another account', {
          userMessage: 'Failed to update Pan details!',
          fieldErrors: { 'profileData.panNumber': ['Failed to update Pan details!'] },
        });
      panChange = { panSealed: deps.cipher.encrypt(panContext(userId), panNumber), panHash };
    }
  }
  await checkPincodes(errors, update, deps);
  const accounts = body.bankAccounts ?? [];
  const savedAccounts = accounts.length > 0 ? await listBankAccounts(deps.db, userId) : [];
  checkBankAccounts(errors, accounts, savedAccounts, deps);

  await deps.db.transaction(async (tx) => {
    const row = await lockProfileRow(tx, userId, now);
    const merged = mergeDetails(row.details, update);
    // An offer stands on the figures it was decided on: they are not changed under it.
    if (changesDecidedFigures(row.details, merged)) {
      const application = await findOpenApplication(tx, userId);
      if (application && isOfferStanding(application.status))
        throw new AppError(
          'CONFLICT',
          `Application ${application.id} is ${application.status}: figures kept`,
          {
            userMessage: messages.applicationDecidedLocked,
          },
        );
    }
    checkDetails(errors, merged, update, dob ?? user.dateOfBirth, today);
    const references = body.references ?? row.references;
    if (body.references) {
      const ownMobiles = [user.mobile ?? '', ...(merged.alternateMobileNumbers ?? [])];
      checkReferences(errors, body.references, ownMobiles);
    }
    errors.throwIfAny();

    await updateProfileRow(tx, userId, { details: merged, references, updatedAt: now });
    if (name !== undefined || dob !== undefined || panChange)
      await updateAccountDetails(tx, userId, {
        ...(name !== undefined && { name }),
        ...(dob !== undefined && { dateOfBirth: dob }),
        ...panChange,
        updatedAt: now,
      });
    for (const account of accounts) {
      const id = randomUUID();
      const number = normaliseAccountNumber(account.accountNumber);
      await upsertBankAccount(tx, {
        id,
        userId,
        purposeType: account.purposeType,
        beneficiaryName: account.beneficiaryName,
        bankName: account.bankName ?? null,
        ifsc: account.ifsc,
        accountNumberSealed: deps.cipher.encrypt(accountNumberContext(id), number),
        accountNumberLast4: number.slice(-4),
        accountNumberHash: deps.cipher.hash(accountHashPurpose, number),
        accountType: account.accountType,
        createdAt: now,
        updatedAt: now,
      });
    }
  });
  return readProfileData(deps, userId);
}

export { accountNumberContext };

/** The borrower's bank accounts as stored (numbers sealed), one per purpose. */
export function bankAccountsOf(deps: Pick<AppDeps, 'db'>, userId: string): Promise<BankAccountRow[]> {
  return listBankAccounts(deps.db, userId);
}

/** Why an account's penny drop failed, in the catalogue's words; null unless it failed. */
export function verificationMessageOf(account: BankAccountRow): string | null {
  if (account.verificationStatus !== 'FAILED') return null;
  return verificationMessages[account.verificationReason as VerificationReason] ?? messages.accountBankDown;
}

export {
  resumeAccountVerifications,
  runAccountVerification,
  startAccountVerification,
  verifyBankAccountJob,
  type VerifyBankAccountJob,
} from './bank-account-verification.ts';
