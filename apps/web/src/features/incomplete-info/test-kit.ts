import type { ProfileData } from '@kredo/contract/application-profile';
import { onTestFinished, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { sessionKeys } from '../../lib/session';
import { makeJwt } from '../../test/jwt';
import { stubFetch, type FetchCall } from '../../test/stub-fetch';
import { userStatusOf } from '../../test/user-status';

export const userId = '9a1c2e4e-1c1d-4f7a-9a51-6a0d8e1f2b3c';
export const applicationId = '3f6c1a52-8d0e-4b7f-9c2a-5e1d7b9a4c60';

export function signIn() {
  localStorage.setItem(sessionKeys.accessToken, makeJwt({ sub: userId, exp: 4_000_000_000 }));
  localStorage.setItem(sessionKeys.userId, userId);
}

/** Undoes what a test left: the fetch stub, the stored session, the query cache. */
export function resetSession() {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
}

/** lam/status for an application in `status` waiting for `subStatuses`. */
export function statusWith(status: string | null, subStatuses: string[] = []) {
  const base = userStatusOf(userId, { latestStatus: status });
  return status
    ? {
        ...base,
        userStatus: {
          ...base.userStatus,
          latestApplicationsStatus: { loanApplicationInfo: { status, subStatuses, applicationId } },
        },
      }
    : base;
}

const address = { house: null, street: null, locality: null, landmark: null, pincode: null };

/** The demo borrower's application profile, with `overrides`. */
export function profileWith(overrides: Partial<ProfileData> = {}): ProfileData {
  return {
    userId,
    name: 'Asha Verma',
    panNumberMasked: 'XXXXXX234K',
    mobile: '9876543210',
    mobileOtpVerified: true,
    email: null,
    dob: '1990-05-15',
    gender: 'female',
    relationshipStatus: 'Single',
    education: 'Graduate or Post Graduate',
    fatherOrSpouseName: null,
    mothersName: null,
    alternateMobileNumbers: ['9123456780'],
    employeeId: null,
    currentEmployer: null,
    workCin: null,
    designation: null,
    employerType: null,
    duration: null,
    workExperienceMonths: null,
    workEmail: null,
    residentType: null,
    residentTypePerm: null,
    livingWith: null,
    resTenure: null,
    resRentMonthly: null,
    address,
    permAddress: address,
    workAddress: address,
    alternateAddresses: [],
    financeBasicInfo: {
      netMonthlyIncome: null,
      numDependents: null,
      creditLimit: null,
      salaryMode: null,
      employmentType: null,
      totalCurrentEmi: null,
    },
    loanRequest: { amount: null, tenure: null, purpose: null, purposeRemark: null, additionalLoanInfo: null },
    nominees: [],
    assets: [],
    references: [],
    bankAccounts: [],
    ...overrides,
  };
}

type Route = (call: FetchCall) => Response | Promise<Response> | undefined;

/**
 * A signed-in borrower whose status starts as `status`; settling sub-statuses removes them from it
 * as the server would (back to INITIATED when none remain). `routes` answer other calls (the
 * first that answers wins), the rest 404. Returns the recorded calls; the session ends with the test.
 */
export function serve(status: ReturnType<typeof statusWith>, ...routes: Route[]) {
  signIn();
  onTestFinished(resetSession);
  let current = status;
  return stubFetch((call) => {
    if (call.url.includes('/api/lam/status/')) return Response.json(current);
    for (const route of routes) {
      const answer = route(call);
      if (answer) return answer;
    }
    if (call.url.includes('/incomplete-info-on-complete')) {
      const settled = (call.body as { subStatuses: string[] }).subStatuses;
      const info = current.userStatus.latestApplicationsStatus?.loanApplicationInfo;
      const subStatuses = (info?.subStatuses ?? []).filter((subStatus) => !settled.includes(subStatus));
      const next = subStatuses.length > 0 ? 'INCOMPLETE_INFO' : 'INITIATED';
      current = statusWith(next, subStatuses);
      return Response.json({ applicationId, status: next, subStatuses });
    }
    return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  });
}

/** The body of the screen's settle call, if it made one. */
export const settleBody = (calls: FetchCall[]) =>
  calls.find((call) => call.url.includes('/incomplete-info-on-complete'))?.body;

/** What settling `subStatuses` of the borrower's application sends. */
export const settling = (subStatuses: string[]) => ({ applicationId, subStatuses });
