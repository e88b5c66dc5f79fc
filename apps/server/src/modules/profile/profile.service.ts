import type { Profile } from '@kredo/contract/profile';

import type { AppDeps } from '../../app.ts';
import { notFound } from '../../lib/app-error.ts';
import { findUserById, panContext, type User } from '../users/users.service.ts';

const maskPan = (pan: string) => `${'X'.repeat(pan.length - 4)}${pan.slice(-4)}`;

function toProfile(user: User, deps: Pick<AppDeps, 'cipher'>): Profile {
  return {
    userId: user.id,
    name: user.name,
    mobile: user.mobile,
    email: user.email,
    dob: user.dateOfBirth,
    panNumberMasked: user.panSealed
      ? maskPan(deps.cipher.decrypt(panContext(user.id), user.panSealed))
      : null,
    mobileOtpVerified: user.mobileOtpVerified,
    whatsappOptIn: user.whatsappOptIn,
    roles: user.roles,
  };
}

export async function readProfile(deps: Pick<AppDeps, 'db' | 'cipher'>, userId: string): Promise<Profile> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound('user');
  return toProfile(user, deps);
}

/** No application exists before the application area does; the status says so rather than inventing one. */
export async function readStatus(deps: Pick<AppDeps, 'db' | 'cipher'>, userId: string) {
  return { userId, profile: await readProfile(deps, userId), userStatus: { latestApplicationsStatus: null } };
}
