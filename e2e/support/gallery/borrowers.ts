import { authPaths, googleSigninResponseSchema } from '@kredo/contract/auth';
import { backOfficePaths } from '@kredo/contract/back-office';
import { devPaths, type OutboxMessage } from '@kredo/contract/dev';
import { loanApplicationPaths } from '@kredo/contract/loan-application';
import { mobileVerificationPaths } from '@kredo/contract/mobile-verification';
import { profilePaths } from '@kredo/contract/profile';
import { staffAuthPaths } from '@kredo/contract/staff';
import type { IncompleteInfoSubStatus } from '@kredo/domain/incomplete-info';

/**
 * Borrowers put into each state over the API the web client and the console use (and the
 * sandbox's dev routes for documents and a statement), so the gallery does not click through
 * the whole form for each screen.
 */
export type Borrower = { token: string; userId: string; name: string };

let people = 0;
/** Unique per run and per borrower: the journeys share one server. */
const stamp = () => `${Date.now()}${(people += 1)}`;
const letter = (n: number) => String.fromCharCode(65 + (n % 26));

/**
 * The last PAN number given: the clock in milliseconds, or one more when the clock has not moved.
 * Every journey file loads this module afresh against the one shared server, so a count from a
 * random start collided across files (a PAN is given to one account only); the clock does not.
 */
let lastPan = 0;

/** A PAN whose characters 6-9 are `magic` (docs/providers.md: the sandbox bureau reads them). */
function panWith(magic: string): string {
  lastPan = Math.max(Date.now(), lastPan + 1);
  const n = lastPan % 26 ** 5; // five free letters: unique over 3 hours of milliseconds
  const at = (power: number) => letter(Math.floor(n / 26 ** power));
  return `${at(0)}${at(1)}${at(2)}P${at(3)}${magic}${at(4)}`;
}

async function call<T>(baseUrl: string, path: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init;
  const response = await fetch(`${baseUrl}${path}`, {
    ...rest,
    headers: {
      ...(rest.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${rest.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const post = <T>(baseUrl: string, path: string, body: unknown, token?: string) =>
  call<T>(baseUrl, path, { method: 'POST', body: JSON.stringify(body), token });

/** The six-digit code in the newest SMS to `to` not among `seen` (setup runs outside a test, so no expect.poll). */
async function newCode(baseUrl: string, to: string, seen: Set<string>): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const messages = await call<OutboxMessage[]>(baseUrl, `${devPaths.outbox}?to=${to}`);
    const fresh = messages.find((message) => message.channel === 'sms' && !seen.has(message.id));
    const code = fresh && /\b(\d{6})\b/.exec(fresh.text)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code sent to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Signs up with the sandbox Google account: a new borrower whose mobile is not verified yet. */
export async function newBorrower(baseUrl: string, name: string): Promise<Borrower> {
  const id = stamp();
  const { credential } = await post<{ credential: string }>(baseUrl, devPaths.identityCredential, {
    email: `gallery.${id}@example.com`,
    name,
  });
  const session = googleSigninResponseSchema.parse(
    await call(baseUrl, authPaths.googleSignin, { method: 'POST', body: '{}', token: credential }),
  );
  return { token: session.dsToken, userId: session.userId, name };
}

/**
 * Verifies a fresh mobile with the code the sandbox sent to it; `ending` gives its last digits, for
 * a sandbox's magic endings (docs/providers.md: the eSign service's 0000 and 0002).
 */
export async function verifyMobile(baseUrl: string, borrower: Borrower, ending = ''): Promise<void> {
  const mobile = `7${stamp().slice(-(9 - ending.length))}${ending}`;
  const seen = new Set(
    (await call<OutboxMessage[]>(baseUrl, `${devPaths.outbox}?to=${mobile}`)).map((message) => message.id),
  );
  await call(baseUrl, `${mobileVerificationPaths.generate}?mobile=${mobile}`, { token: borrower.token });
  const otp = await newCode(baseUrl, mobile, seen);
  await post(baseUrl, mobileVerificationPaths.verify, { mobile, otp }, borrower.token);
}

const address = (house: string) => ({
  house,
  street: 'Residency Road',
  locality: 'Ashok Nagar',
  landmark: 'Near Garuda Mall',
  pincode: '560001',
});

/** Every answer of the main form, both bank accounts, two references, documents and a statement. */
export async function completeProfile(baseUrl: string, borrower: Borrower, magic = '0001'): Promise<void> {
  const save = (body: unknown) => post(baseUrl, profilePaths.applicationProfile, body, borrower.token);
  await save({
    profileData: {
      panNumber: panWith(magic),
      dob: '1994-03-10',
      financeBasicInfo: {
        employmentType: 'SALARIED',
        salaryMode: 'BANK_TRANSFER',
        netMonthlyIncome: 5_000_000,
      },
      workExperienceMonths: 40,
      address: { pincode: '560001' },
    },
  });
  await save({
    profileData: {
      gender: 'female',
      relationshipStatus: 'Married',
      education: 'Graduate or Post Graduate',
      fatherOrSpouseName: 'Ravi Verma',
      mothersName: 'Lata Verma',
      financeBasicInfo: { numDependents: 1 },
      residentType: 'OwnHouse',
      resTenure: '2019-04-01',
      address: address('12A'),
      permAddress: address('12A'),
      currentEmployer: 'Acme Software Private Limited',
      employerType: 'PRIVATE_LIMITED',
      designation: 'Analyst',
      duration: '2024-01-02',
      workAddress: address('Tower B, 4th Floor'),
      loanRequest: { amount: 3_000_000, tenure: 6, purpose: 'Medical' },
    },
  });
  await save({
    references: [
      { referenceName: 'Anil Sharma', referenceMobile: '9000000001', referenceRelation: 'Brother' },
      { referenceName: 'Sunita Rao', referenceMobile: '9000000002', referenceRelation: 'Colleague' },
    ],
  });
  await save({
    bankAccounts: [
      {
        beneficiaryName: borrower.name,
        ifsc: 'HDFC0000001',
        accountNumber: '50100123456789',
        purposeType: 'DISBURSAL',
      },
      {
        beneficiaryName: borrower.name,
        ifsc: 'ICIC0000002',
        accountNumber: '000401234567',
        purposeType: 'NACH',
      },
    ],
  });
  await post(
    baseUrl,
    devPaths.sampleEvidence,
    { documents: ['SELFIE', 'PAN', 'CURRENT_ADDRESS_PROOF'], bankStatement: true },
    borrower.token,
  );
}

/** Applies for the personal loan; answers the application's id. */
export async function applyForPersonalLoan(baseUrl: string, borrower: Borrower): Promise<string> {
  const reply = await post<{ application: { applicationId: string } }>(
    baseUrl,
    loanApplicationPaths.createApplication,
    { productCode: 'PERSONAL_LOAN', userId: borrower.userId },
    borrower.token,
  );
  return reply.application.applicationId;
}

/** The demo underwriter (README, demo accounts), signed in to the back office over its API. */
export async function underwriterToken(baseUrl: string): Promise<string> {
  const email = 'underwriter@kredo.example';
  const { challengeId } = await post<{ challengeId: string }>(baseUrl, staffAuthPaths.signIn, {
    email,
    password: 'Kredo-Demo-2026',
  });
  const { code } = await call<{ code: string }>(
    baseUrl,
    `${devPaths.staffTotp}?email=${encodeURIComponent(email)}`,
  );
  return (await post<{ token: string }>(baseUrl, staffAuthPaths.verifyTotp, { challengeId, code })).token;
}

const applicationPath = (path: string, applicationId: string) =>
  path.replace(':applicationId', applicationId);

/** Waits until the automatic decision has referred the application to a person. */
async function waitForStaffAction(baseUrl: string, staff: string, applicationId: string, action: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const view = await call<{ allowedActions: string[] }>(
      baseUrl,
      applicationPath(backOfficePaths.application, applicationId),
      { token: staff },
    );
    if (view.allowedActions.includes(action)) return;
    if (Date.now() > deadline) throw new Error(`${applicationId}: no ${action} after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function askForInformation(
  baseUrl: string,
  staff: string,
  applicationId: string,
  subStatuses: IncompleteInfoSubStatus[],
): Promise<void> {
  await waitForStaffAction(baseUrl, staff, applicationId, 'REQUEST_INFORMATION');
  await post(
    baseUrl,
    applicationPath(backOfficePaths.requestInformation, applicationId),
    { subStatuses },
    staff,
  );
}

/** The underwriter approves ₹30,000 over 6 months (or `tenureMonths`), due on the 5th. */
export async function approve(
  baseUrl: string,
  staff: string,
  applicationId: string,
  tenureMonths = 6,
): Promise<void> {
  await waitForStaffAction(baseUrl, staff, applicationId, 'APPROVE');
  await post(
    baseUrl,
    applicationPath(backOfficePaths.approve, applicationId),
    { amount: 3_000_000, tenureMonths, dueDayOfMonth: 5 },
    staff,
  );
}
