// What the insurance screens' tests share: a signed-in borrower, factories with overrides for the
// insurance calls' answers, and a server that answers them and records each call; session, cache
// and fetch end with the test.
import type {
  InsuranceFieldDefinition,
  InsuranceOrder,
  InsuranceProduct,
  SubscribeResult,
} from '@kredo/contract/insurance';
import { insurancePaths } from '@kredo/contract/insurance';
import { onTestFinished, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { sessionKeys } from '../../lib/session';
import { makeJwt } from '../../test/jwt';
import { stubFetch, type FetchCall } from '../../test/stub-fetch';
import { userStatusOf } from '../../test/user-status';

export const userId = '6d1e8c4a-2b7f-4e93-a0c5-9f3b1d7e2a48';
export const orderId = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

const field = (
  name: string,
  label: string,
  more: Partial<InsuranceFieldDefinition> = {},
): InsuranceFieldDefinition => ({
  name,
  label,
  type: 'text',
  inputType: 'text',
  value: null,
  options: null,
  regex: null,
  min: null,
  max: null,
  max_length: null,
  ...more,
});

/** The sandbox insurer's proposal form (apps/server/src/providers/insurer/sandbox-fields.ts). */
export const proposalFields: InsuranceFieldDefinition[] = [
  field('name', 'Full Name (as on PAN)', { regex: "^[A-Za-z][A-Za-z .']{1,99}$", max_length: 100 }),
  field('dob', 'Date of Birth', { type: 'date', inputType: 'date', min: 18, max: 65 }),
  field('gender', 'Gender', {
    type: 'radio',
    options: ['Male', 'Female', 'Other'].map((value) => ({ label: value, value })),
  }),
  field('email', 'Email', {
    inputType: 'email',
    regex: '^[^\\s@]+@[^\\s@]+\\.[A-Za-z]{2,}$',
    max_length: 100,
  }),
  field('mobile', 'Mobile Number', { inputType: 'tel', regex: '^[5-9]\\d{9}$', max_length: 10 }),
  field('pan', 'PAN', { regex: '^[A-Z]{3}[CPHFATBLJG][A-Z]\\d{4}[A-Z]$', max_length: 10 }),
  field('pincode', 'Pincode', { inputType: 'tel', regex: '^[1-9]\\d{5}$', max_length: 6 }),
  field('nominee_name', 'Nominee Name', { max_length: 100 }),
  field('nominee_relationship', 'Nominee Relationship', {
    type: 'select',
    options: ['Father', 'Mother', 'Son', 'Daughter', 'Spouse'].map((value) => ({ label: value, value })),
  }),
  field('nominee_dob', 'Nominee Date of Birth', { type: 'date', inputType: 'date', min: 18, max: 100 }),
];

export function productOf(overrides: Partial<InsuranceProduct> = {}): InsuranceProduct {
  return {
    productId: 'pa-individual-1y',
    productTitle: 'Personal Accident - Individual',
    productName: 'Personal Accident Individual 1 Year',
    productDescription: 'One year of accident cover for you.',
    productPrice: 19_900,
    price: 19_900,
    tax: { name: 'GST', rateBasisPoints: 0, amount: 0 },
    sumInsured: 10_000_000,
    validityInMonths: 12,
    subCategory: 'personal-accident',
    subCategoryCovers: [
      { description: 'Accidental hospitalisation up to ₹25,000', displayImage: 'hospital' },
    ],
    coverage: 'Accidental death ₹1,00,000',
    heading: 'Personal Accident Cover',
    isIndividual: true,
    coverType: { type: 'INDIVIDUAL', label: 'Individual' },
    policyCovers: [
      { title: 'Accidental hospitalisation', description: 'Up to ₹25,000', covered: true },
      { title: 'Outpatient treatment', description: 'Not covered', covered: false },
    ],
    declarationFields: ['I am in good health and have no physical disability.'],
    termsAndCondition: ['Reimbursement only.'],
    insurer: { name: 'Suraksha General Insurance' },
    distributor: { displayImage: 'distributor', name: 'Riskcovry' },
    productCoverTypes: [
      { type: 'INDIVIDUAL', label: 'Individual' },
      { type: 'FAMILY', label: 'Family' },
    ],
    icon: 'accident',
    title: 'Personal Accident',
    inputFields: proposalFields,
    ...overrides,
  };
}

export const familyProductOf = (overrides: Partial<InsuranceProduct> = {}) =>
  productOf({
    productId: 'pa-family-1y',
    productTitle: 'Personal Accident - Family',
    productName: 'Personal Accident Family 1 Year',
    price: 34_900,
    productPrice: 34_900,
    isIndividual: false,
    coverType: { type: 'FAMILY', label: 'Family' },
    ...overrides,
  });

export function orderOf(overrides: Partial<InsuranceOrder> = {}): InsuranceOrder {
  return {
    orderId,
    status: 'ISSUED',
    productId: 'pa-individual-1y',
    productName: 'Personal Accident Individual 1 Year',
    subCategory: 'personal-accident',
    coverType: { type: 'INDIVIDUAL', label: 'Individual' },
    validityInMonths: 12,
    distributorName: 'Riskcovry',
    insurerName: 'Suraksha General Insurance',
    sumInsured: 10_000_000,
    price: 19_900,
    tax: 0,
    policyNumber: 'SGI/PA/2026/000123',
    createdAt: '2026-11-29T06:30:00.000Z',
    paidAt: '2026-11-29T06:31:00.000Z',
    issuedAt: '2026-11-29T06:36:00.000Z',
    coverFrom: '2026-11-29',
    coverTill: '2027-11-28',
    freeLookEndsAt: '2026-12-29T06:36:00.000Z',
    cancellable: true,
    policyAvailable: true,
    paymentUrl: null,
    payBy: '2026-11-29T06:45:00.000Z',
    failureReason: null,
    refund: null,
    ...overrides,
  };
}

export const subscribedOf = (overrides: Partial<SubscribeResult> = {}): SubscribeResult => ({
  status: 'SUCCESS',
  url: '/api/dev/pay/abc',
  orderId,
  errors: [],
  fieldErrors: {},
  ...overrides,
});

type Answer = Response | object;
/** An answer, or a list of them in turn per call (the last one repeats). */
type Answers = Answer | Answer[];

export type InsuranceServer = { calls: FetchCall[]; answers: Partial<Record<string, Answers>> };

const json = (body: unknown, status = 200) => Response.json(body, { status });

/** A refusal in the API's error shape. */
export const refusal = (status: number, code: string, message: string) => json({ code, message }, status);

/**
 * Signs the borrower in and answers the insurance calls by their contract path, or by method and
 * path ('POST /insurance/order') where one path takes two methods.
 */
export function insuranceServer({
  answers = {},
}: { answers?: InsuranceServer['answers'] } = {}): InsuranceServer {
  localStorage.setItem(sessionKeys.accessToken, makeJwt({ sub: userId, exp: 4_000_000_000 }));
  localStorage.setItem(sessionKeys.userId, userId);
  onTestFinished(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
    queryClient.clear();
  });
  const server: InsuranceServer = {
    calls: [],
    answers: {
      [insurancePaths.products]: { products: [productOf(), familyProductOf()] },
      [insurancePaths.order]: { orders: [] },
      ...answers,
    },
  };
  server.calls = stubFetch((call) => {
    const path = call.url.split('?')[0] ?? '';
    if (path === `/api/lam/status/${userId}`) return json(userStatusOf(userId));
    if (path === '/api/events/log-event') return new Response(null, { status: 204 });
    const given = server.answers[`${call.method} ${path}`] ?? server.answers[path];
    if (given === undefined) return refusal(404, 'NOT_FOUND', 'Not found');
    const next = Array.isArray(given) ? ((given.length > 1 ? given.shift() : given[0]) as Answer) : given;
    return next instanceof Response ? next.clone() : json(next);
  });
  return server;
}

/** The calls made to `path` with `method`, in order. */
export const callsTo = (server: InsuranceServer, path: string, method = 'GET') =>
  server.calls.filter((call) => call.url.split('?')[0] === path && call.method === method);

/** `window.location.replace`, recorded: the gateway's page is left for through it. */
export function stubLocation() {
  const replace = vi.fn();
  vi.stubGlobal('location', { ...window.location, origin: 'http://localhost:8080', pathname: '/', replace });
  return replace;
}
