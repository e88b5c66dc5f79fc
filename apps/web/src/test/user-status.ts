import type { Profile, userStatusResponseSchema } from '@kredo/contract/profile';
import type * as z from 'zod/mini';

type UserStatus = z.output<typeof userStatusResponseSchema>;

/**
 * What GET /api/lam/status/{userId} answers for a verified borrower (the demo borrower's
 * details), with `profile` overriding any field and `latestStatus` the latest application's.
 */
export function userStatusOf(
  userId: string,
  { profile = {}, latestStatus = null }: { profile?: Partial<Profile>; latestStatus?: string | null } = {},
): UserStatus {
  return {
    userId,
    profile: {
      userId,
      name: 'Asha Verma',
      mobile: '9876543210',
      email: null,
      dob: '1990-05-15',
      panNumberMasked: 'XXXXXX234K',
      mobileOtpVerified: true,
      whatsappOptIn: true,
      roles: ['BORROWER'],
      ...profile,
    },
    userStatus: {
      latestApplicationsStatus: latestStatus
        ? { loanApplicationInfo: { status: latestStatus, subStatuses: [] } }
        : null,
    },
  };
}
