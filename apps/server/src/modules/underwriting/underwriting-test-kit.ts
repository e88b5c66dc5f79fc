import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { expect } from 'vitest';

import type { TestApp } from '../../../test/helpers/test-app.ts';
import { insertStatement } from '../bank-statements/bank-statements.repository.ts';
import type { StatementAnalysisRecord } from '../bank-statements/statement-records.ts';
import { samplePng } from '../dev/dev.service.ts';
import { storeDocument } from '../documents/documents.service.ts';
import { recordVerifiedKyc } from '../kyc/kyc-record.ts';
import { findVerification, insertVerification } from '../kyc/kyc.repository.ts';
import { findApplication } from '../loan-application/application-moves.ts';
import {
  loanApplicationTestKit,
  rupees,
  type Borrower,
} from '../loan-application/loan-application-test-kit.ts';
import { staffMembers } from '../staff/staff.schema.ts';
import { panContext, panHashPurpose } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { decisionsOf, historyOf } from './underwriting.repository.ts';

export { rupees, type Borrower };

/** Seven months of salary, as an analysed statement records it. */
export function analysis(overrides: Partial<StatementAnalysisRecord> = {}): StatementAnalysisRecord {
  const months = ['2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];
  return {
    source: 'PDF_UPLOAD',
    files: 1,
    transactionCount: 120,
    monthsCovered: 7,
    periodFrom: '2026-04-01',
    periodTo: '2026-10-31',
    salaryCredits: months.map((month) => ({
      date: `${month}-01`,
      amountPaise: rupees(50_000),
      narration: 'SALARY ACME',
    })),
    monthlyIncomePaise: rupees(50_000),
    averageBalancePaise: rupees(30_000),
    bouncedPayments: 0,
    balanceChainBreaks: 0,
    ...overrides,
  };
}

/**
 * Borrowers walked to an application with a chosen PAN (the sandbox bureau and checks read its
 * characters 6-9), and waits for the automatic decision. `ctx.t` is the file's app.
 */
export function underwritingTestKit(ctx: { t: TestApp }) {
  const loans = loanApplicationTestKit(ctx);
  const deps = () => ctx.t.deps;
  let serial = 0;

  /** A PAN unique within the file whose characters 6-9 are `magic`. */
  const panWith = (magic: string) => {
    serial += 1;
    const letters =
      String.fromCharCode(65 + (serial % 26)) + String.fromCharCode(65 + Math.floor(serial / 26));
    return `ABC${letters}${magic}K`;
  };

  async function setPan(userId: string, pan: string) {
    await deps()
      .db.update(users)
      .set({
        panSealed: deps().cipher.encrypt(panContext(userId), pan),
        panHash: deps().cipher.hash(panHashPurpose, pan),
      })
      .where(eq(users.id, userId));
  }

  async function addAnalysedStatement(userId: string, overrides: Partial<StatementAnalysisRecord> = {}) {
    const now = deps().clock.now();
    await insertStatement(deps().db, {
      userId,
      status: 'AVAILABLE',
      mode: 'PDF_UPLOAD',
      analysis: analysis(overrides),
      createdAt: now,
      completedAt: now,
    });
  }

  /** Aadhaar OKYC as a verified e-KYC records it: the e-KYC PDF becomes the address proof. */
  async function addOkyc(userId: string, name = 'Asha Verma') {
    const id = randomUUID();
    const now = deps().clock.now();
    await insertVerification(deps().db, {
      id,
      userId,
      mode: 'OKYC',
      status: 'OTP_SENT',
      createdAt: now,
      updatedAt: now,
    });
    const row = await findVerification(deps().db, id);
    await recordVerifiedKyc(deps(), row!, {
      referenceId: `REF${serial}`,
      name,
      dob: '1990-05-15',
      gender: 'F',
      address: '12A Residency Road, Ashok Nagar, Bengaluru 560001',
      photoPng: new Uint8Array(samplePng),
      aadhaarLast4: '1234',
    });
  }

  async function uploadDocument(userId: string, docType: 'SELFIE' | 'PAN') {
    await storeDocument(deps(), userId, { docType, side: 'SINGLE', docMode: 'UPLOAD' }, samplePng);
  }

  type Options = { magic?: string; income?: number; amount?: number; tenure?: number; kyc?: 'OKYC' | 'SCAN' };

  /** A borrower with everything a good application has, applied for a personal loan. */
  async function applicant(options: Options = {}) {
    const b = await loans.completeBorrower({
      income: options.income,
      loan: { amount: rupees(options.amount ?? 30_000), tenure: options.tenure ?? 6, purpose: 'Medical' },
      skip: ['statement'],
    });
    const pan = panWith(options.magic ?? '0001');
    await setPan(b.userId, pan);
    await addAnalysedStatement(b.userId);
    if ((options.kyc ?? 'OKYC') === 'OKYC') await addOkyc(b.userId);
    const application = await loans.applied(b, 'PERSONAL_LOAN');
    return { ...b, pan, applicationId: application.applicationId };
  }

  /** Polls until `check` answers something, as a screen polls the status. */
  async function waitFor<T>(
    what: string,
    check: () => Promise<T | undefined>,
    timeoutMs = 20_000,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const value = await check();
      if (value !== undefined) return value;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  /** Waits for the automatic decision number `count` on the application, and answers it. */
  async function automaticDecision(applicationId: string, count = 1) {
    return waitFor(`automatic decision ${count}`, async () => {
      const automatic = (await decisionsOf(deps().db, applicationId)).filter(
        (d) => d.decidedBy === 'AUTOMATIC',
      );
      return automatic.length >= count ? automatic[count - 1] : undefined;
    });
  }

  /** Waits until the borrower's status leaves `from`, and answers it as lam/status shows it. */
  async function statusAfter(b: Borrower, from = 'INITIATED') {
    return waitFor(`status other than ${from}`, async () => {
      const status = await loans.userStatus(b);
      return status.latestApplicationsStatus?.loanApplicationInfo.status !== from ? status : undefined;
    });
  }

  const application = async (id: string) => (await findApplication(deps().db, id))!;
  const history = (id: string) => historyOf(deps().db, id);
  const decisions = (id: string) => decisionsOf(deps().db, id);

  /** A staff member as the staff tables hold one (the back office signs them in). */
  async function staffMember(email = `underwriter.${randomUUID()}@kredo.example`) {
    const id = randomUUID();
    const now = deps().clock.now();
    await deps()
      .db.insert(staffMembers)
      .values({
        id,
        email,
        name: 'Uma Underwriter',
        roles: ['underwriter'],
        passwordHash: 'not-used-here',
        totpSecretSealed: 'not-used-here',
        createdAt: now,
        updatedAt: now,
      });
    return { staffId: id, email };
  }

  const settle = (b: Borrower, applicationId: string, subStatuses: string[]) =>
    ctx.t.app.inject({
      method: 'POST',
      url: '/api/corleone/incomplete-info-on-complete',
      headers: b.headers,
      payload: { applicationId, subStatuses },
    });

  async function expectStatus(applicationId: string, status: string, subStatuses: string[] = []) {
    const row = await application(applicationId);
    expect({ status: row.status, subStatuses: row.subStatuses }).toEqual({ status, subStatuses });
  }

  return {
    loans,
    panWith,
    setPan,
    addAnalysedStatement,
    addOkyc,
    uploadDocument,
    applicant,
    waitFor,
    automaticDecision,
    statusAfter,
    application,
    history,
    decisions,
    staffMember,
    settle,
    expectStatus,
  };
}
