// What the application form's tests share: a signed-in borrower, the personal loan's fields and a
// server that answers the form's calls, recording the rest.
import type { ProfileData } from '@kredo/contract/application-profile';
import type { ApplicationFields, FieldDefinition } from '@kredo/contract/loan-application';
import { onTestFinished, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { sessionKeys } from '../../lib/session';
import { makeJwt } from '../../test/jwt';
import { stubFetch, type FetchCall } from '../../test/stub-fetch';
import { userStatusOf } from '../../test/user-status';

export const userId = '7d3c2e4e-1c1d-4f7a-9a51-6a0d8e1f2b3c';
export const productCode = 'PERSONAL_LOAN';
export const formPath = (screen: string) => `/loan-application/form/${screen}?productCode=${productCode}`;

const address = { house: null, street: null, locality: null, landmark: null, pincode: null };

/** The borrower's application profile, with `overrides`. */
export function profileWith(overrides: Partial<ProfileData> = {}): ProfileData {
  return {
    userId,
    name: 'Kavya Iyer',
    panNumberMasked: null,
    mobile: '9876543210',
    mobileOtpVerified: true,
    email: null,
    dob: '1994-03-10',
    gender: null,
    relationshipStatus: null,
    education: null,
    fatherOrSpouseName: null,
    mothersName: null,
    alternateMobileNumbers: [],
    employeeId: null,
    currentEmployer: null,
    workCin: null,
    designation: null,
    employerType: null,
    duration: null,
    workExperienceMonths: 40,
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
      netMonthlyIncome: 3_200_000,
      numDependents: null,
      creditLimit: null,
      salaryMode: 'BANK_TRANSFER',
      employmentType: 'SALARIED',
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

/** A field as the server defines it: required, editable and blank unless told. */
export const field = (
  identifier: string,
  label: string,
  extra: Partial<FieldDefinition> = {},
): FieldDefinition => ({
  identifier,
  label,
  type: 'text',
  value: null,
  isRequired: true,
  isReadOnly: false,
  ...extra,
});

const choices = (values: readonly string[]) => values.map((value) => ({ label: value, value }));

/** The personal loan's fields of the screens these tests open. */
export function personalLoanFields(): ApplicationFields {
  return {
    productCode,
    required_fields: {
      PERSONAL_DETAILS: [
        field('name', 'Full Name', {
          regex: '^(?=.{2,30}$)[A-Za-z](?:[A-Za-z ]*[A-Za-z])?$',
          max_length: 30,
        }),
        field('gender', 'Gender', { type: 'radio', options: choices(['male', 'female', 'transgender']) }),
        field('relationshipStatus', 'Relationship Status', {
          type: 'dropdown',
          options: choices(['Single', 'Married', 'Divorced', 'Widowed']),
        }),
        field('education', 'Education', {
          type: 'dropdown',
          options: choices(['Class 7 or below', 'Class 12 or Diploma', 'Graduate or Post Graduate']),
        }),
      ],
      LOAN_DETAILS: [
        field('loanRequest.amount', 'Loan Amount', {
          type: 'number',
          unit: 'paise',
          min_val: 2_500_100,
          max_val: 40_000_000,
        }),
      ],
      BANK_DETAILS: [
        field('bankAccounts.DISBURSAL.beneficiaryName', 'Disbursal Account Holder Name', {
          regex: '^(?=.{2,30}$)[A-Za-z](?:[A-Za-z ]*[A-Za-z])?$',
          max_length: 30,
        }),
        field('bankAccounts.DISBURSAL.ifsc', 'Disbursal IFSC', {
          type: 'ifsc',
          regex: '^[A-Z]{4}0[A-Z0-9]{6}$',
          max_length: 11,
        }),
        field('bankAccounts.DISBURSAL.accountNumber', 'Disbursal Account Number', {
          regex: '^[A-Za-z0-9]{8,18}$',
          max_length: 18,
        }),
      ],
      DOCUMENT_UPLOAD: [field('documents.SELFIE', 'Selfie', { type: 'file' })],
    },
    optional_fields: {},
  };
}

type Route = (call: FetchCall, path: string) => Response | Promise<Response> | undefined;

/**
 * A signed-in borrower, eligible and served, with `profile` and `fields`; `route` may answer any
 * call first, the profile save is answered with the profile, everything else is 404. The session
 * and the query cache end with the test.
 */
export function serve({
  profile = profileWith(),
  fields = personalLoanFields(),
  route = () => undefined,
}: { profile?: ProfileData; fields?: ApplicationFields; route?: Route } = {}) {
  localStorage.setItem(sessionKeys.accessToken, makeJwt({ sub: userId, exp: 4_000_000_000 }));
  localStorage.setItem(sessionKeys.userId, userId);
  onTestFinished(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
    queryClient.clear();
  });
  const base = userStatusOf(userId);
  const status = {
    ...base,
    userStatus: {
      ...base.userStatus,
      eligibility: { eligible: true, reasons: [] },
      isServiceable: true,
      completionDetails: {
        completePages: ['GET_STARTED' as const],
        v3CompletePages: ['GET_STARTED' as const],
        percent: 13,
        v3Percent: 17,
        resumeAt: 'PERSONAL' as const,
        v3ResumeAt: 'PERSONAL' as const,
      },
    },
  };
  return stubFetch((call) => {
    const path = call.url.split('?')[0] ?? '';
    const answer = route(call, path);
    if (answer) return answer;
    if (path === `/api/lam/status/${userId}`) return Response.json(status);
    if (path === '/api/paandu/eligible-loan-products')
      return Response.json({
        product_specs: [
          {
            productCode,
            productType: 'PERSONAL_LOAN',
            title: 'Personal Loan',
            description: 'Above ₹25,000 and up to ₹4 lakh for what matters to you, over 3 to 12 months.',
            preApproved: false,
            kypImages: ['/products/personal-loan.svg'],
            lenderId: 174,
            flow: 'main',
            amountRange: [2_500_100, 40_000_000],
            tenureMonths: { min: 3, max: 12, step: 3 },
            monthlyFlatRate: 250,
            processingFeeRate: 200,
          },
        ],
      });
    if (path === '/api/paandu/allow-new-application') return Response.json({ isAllowNewApplication: true });
    if (path === '/api/paandu/application-fields') return Response.json(fields);
    if (path === '/api/corleone/loan-boundary')
      return Response.json({
        amount_range: [2_500_100, 40_000_000],
        tenure_months_range: [3, 12],
        tenure_step_months: 3,
      });
    if (path === '/api/paandu/profile')
      return call.method === 'GET'
        ? Response.json({ profileData: profile })
        : Response.json({ message: 'Profile Updated', profileData: profile });
    return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  });
}

/** The profile saves the screen made. */
export const profileSaves = (calls: FetchCall[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.url.endsWith('/api/paandu/profile'))
    .map((call) => call.body);
