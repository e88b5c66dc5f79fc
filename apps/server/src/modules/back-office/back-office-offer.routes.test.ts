import { randomUUID } from 'node:crypto';

import { consentPaths } from '@kredo/contract/consent';
import { documentPaths } from '@kredo/contract/documents';
import {
  backOfficePaths,
  offerMessages,
  type AuditEntry,
  type OfferProgress,
} from '@kredo/contract/back-office';
import { staffMessages } from '@kredo/contract/staff';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { findAgreement } from '../consent/agreement-records.ts';
import { consentTestKit } from '../consent/consent-test-kit.ts';
import { documents } from '../documents/documents.schema.ts';
import { findApplication } from '../loan-application/application-moves.ts';
import { findOpportunity } from '../underwriting/opportunity-moves.ts';
import { opportunities } from '../underwriting/underwriting.schema.ts';
import { staffMembers } from '../staff/staff.schema.ts';
import { admin, operations, underwriter } from '../staff/staff-test-kit.ts';
import { backOfficeTestKit } from './back-office-test-kit.ts';

type Headers = Record<string, string>;

describe('the offer after approval in the back office', () => {
  const ctx = {} as { t: TestApp };
  const consent = consentTestKit(ctx);
  const kit = backOfficeTestKit(ctx, consent.underwriting);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.staff.seed();
  });
  afterAll(() => ctx.t.close());

  const progress = async (email: Parameters<typeof kit.offer>[0], applicationId: string) => {
    const answer = await kit.offer(email, applicationId);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as OfferProgress;
  };
  const auditOf = async (applicationId: string) =>
    ((await kit.audit(admin.email, applicationId)).json() as { entries: AuditEntry[] }).entries;
  const outbox = async (to: string) =>
    (await ctx.t.app.inject(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json() as Array<{
      text: string;
    }>;
  const latestCode = async (mobile: string) =>
    /\b(\d{6})\b/.exec((await outbox(mobile))[0]?.text ?? '')?.[1] ?? '';
  const downloadKfs = (b: { headers: Headers; userId: string; opportunityId: string }, language: string) =>
    ctx.t.app.inject({
      url: `${documentPaths.signedUrl}?${new URLSearchParams({
        userId: b.userId,
        docType: 'KFS',
        opportunityId: b.opportunityId,
        language,
      }).toString()}`,
      headers: b.headers,
    });

  it('shows an approved offer with its KFS versions; only a decider may cancel it', async () => {
    const b = await consent.approvedBorrower();
    expect((await progress(admin.email, b.applicationId)).kfsVersions).toEqual([]);
    const kfs = (await consent.details(b.headers, b.opportunityId)).kfs!;
    expect((await downloadKfs(b, 'hi')).statusCode).toBe(200);

    const view = await progress(admin.email, b.applicationId);
    expect(view).toMatchObject({
      opportunity: { id: b.opportunityId, status: 'LENDER_APPROVED', subStatuses: [] },
      consents: [],
      postApproval: null,
      agreement: null,
      allowedActions: ['CANCEL_OFFER'],
    });
    expect(view.kfsVersions).toEqual([
      {
        id: kfs.id,
        version: 1,
        proposalNumber: kfs.proposalNumber,
        issuedOn: kfs.issuedOn,
        validUntil: kfs.validUntil,
        aprBp: kfs.aprBp,
        netDisbursed: kfs.netDisbursed,
        validNow: true,
        languages: ['hi'],
      },
    ]);
    expect((await progress(operations.email, b.applicationId)).allowedActions).toEqual([]);

    // No agreement waits for a signature yet: nothing to resend, and nothing audited.
    const resend = await kit.resendEsignCode(admin.email, b.applicationId);
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toMatchObject({ code: 'CONFLICT', message: offerMessages.noAgreementToSign });
    expect(await auditOf(b.applicationId)).toEqual([]);
  });

  it('shows an accepted offer: the answer with its KFS, the items due and the answers, masked', async () => {
    const b = await consent.approvedBorrower();
    const kfs = (await consent.details(b.headers, b.opportunityId)).kfs!;
    expect((await consent.accept(b.headers, b.opportunityId)).statusCode).toBe(200);
    await consent.submitPaForm(b.headers, {
      opportunityId: b.opportunityId,
      alternateReference: { referenceName: 'Ravi Kumar', referenceMobile: '9812345600' },
    });

    const view = await progress(underwriter.email, b.applicationId);
    expect(view.opportunity).toMatchObject({
      status: 'CUST_CONSENT_GIVEN',
      subStatuses: expect.arrayContaining(['PA_FORM_PENDING', 'SHUBHSIGN_PENDING']),
    });
    expect(view.consents).toEqual([
      {
        id: expect.any(String),
        consent: true,
        comment: null,
        kfsVersion: 1,
        kfsSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        declarations: [{ key: 'loanTerms', text: expect.any(String) }],
        language: 'en',
        device: 'web',
        ip: expect.any(String),
        recordedAt: expect.any(String),
      },
    ]);
    expect(view.kfsVersions.map((version) => version.id)).toEqual([kfs.id]);
    expect(view.postApproval).toMatchObject({
      due: expect.arrayContaining(['BANK_DETAILS', 'SELFIE']),
      alternateContact: { name: 'Ravi Kumar', mobileMasked: 'XXXXXX5600', linkSentAt: expect.any(String) },
      nominee: null,
      selfieAfterAccept: false,
    });
    expect(view.postApproval?.due).not.toContain('ALTERNATE_NUMBER');
    expect(JSON.stringify(view)).not.toContain('9812345600');
    expect(view.agreement).toBeNull();
    expect(view.allowedActions).toEqual(['CANCEL_OFFER']);
  });

  it('resends the e-sign code as the borrower would, under the same limits, and audits it', async () => {
    const b = await consent.readyToSign();
    expect((await progress(operations.email, b.applicationId)).allowedActions).toEqual(['RESEND_ESIGN_CODE']);

    const sent = await kit.resendEsignCode(operations.email, b.applicationId);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ resendAfterSeconds: 60, expiresAt: expect.any(String) });
    expect(await latestCode(b.person.mobile)).toMatch(/^\d{6}$/);

    const tooSoon = await kit.resendEsignCode(operations.email, b.applicationId);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ code: 'RATE_LIMITED' });

    const entries = await auditOf(b.applicationId);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'RESEND_ESIGN_CODE',
        staffEmail: operations.email,
        details: { opportunityId: b.opportunityId, agreementNumber: expect.any(String) },
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain(await latestCode(b.person.mobile));
  });

  describe('a signed offer', () => {
    let b: Awaited<ReturnType<typeof consent.readyToSign>>;
    beforeAll(async () => {
      b = await consent.readyToSign();
      await ctx.t.app.inject({
        method: 'POST',
        url: consentPaths.sendEsignCode,
        headers: b.headers,
        payload: { request_id: b.requestId },
      });
      const signed = await ctx.t.app.inject({
        method: 'POST',
        url: consentPaths.verifyEsignCode,
        headers: b.headers,
        payload: { request_id: b.requestId, otp: await latestCode(b.person.mobile) },
      });
      expect(signed.statusCode, signed.body).toBe(200);
    }, 120_000);

    const signedDocument = async () => {
      const agreement = await findAgreement(ctx.t.deps.db, b.opportunityId);
      const [row] = await ctx.t.deps.db
        .select()
        .from(documents)
        .where(eq(documents.id, agreement!.signedDocumentId!));
      return row!;
    };

    it('shows the agreement signed, its signature verified now, and the items all given', async () => {
      const view = await progress(underwriter.email, b.applicationId);
      expect(view.agreement).toEqual({
        status: 'SIGNED',
        agreementNumber: expect.any(String),
        readyAt: expect.any(String),
        signedAt: expect.any(String),
        emailedAt: null,
        failureReason: null,
        signatureValid: true,
        signatureCheck: 'VALID',
        signerName: b.person.name,
      });
      expect(view.opportunity?.subStatuses).toEqual(['REPAY_INST_PENDING']);
      expect(view.postApproval).toMatchObject({
        due: [],
        nominee: { name: 'Sita Verma', relation: 'Mother' },
        selfieAfterAccept: true,
      });
      for (const account of view.postApproval!.bankAccounts)
        expect(account.accountNumberMasked).toMatch(/^X+\d{3}$/);
      expect(view.postApproval!.bankAccounts.map((account) => account.verification)).toContain('VERIFIED');
      // Signed: no code to resend.
      expect(view.allowedActions).toEqual(['CANCEL_OFFER']);
      expect((await kit.resendEsignCode(admin.email, b.applicationId)).statusCode).toBe(409);
    });

    it('shows a signed PDF replaced with its hash (one changed byte) as invalid', async () => {
      const original = await signedDocument();
      const bytes = Buffer.from(
        (await ctx.t.deps.blobs.get({ key: original.blobKey, sha256: original.sha256 }))!,
      );
      bytes[200] = bytes[200]! ^ 0x01;
      const forged = await ctx.t.deps.blobs.put(bytes);
      await ctx.t.deps.db
        .update(documents)
        .set({ blobKey: forged.key, sha256: forged.sha256 })
        .where(eq(documents.id, original.id));

      const view = await progress(underwriter.email, b.applicationId);
      expect(view.agreement).toMatchObject({ signatureValid: false, signatureCheck: 'INVALID' });

      await ctx.t.deps.db
        .update(documents)
        .set({ blobKey: original.blobKey, sha256: original.sha256 })
        .where(eq(documents.id, original.id));
      expect((await progress(underwriter.email, b.applicationId)).agreement?.signatureValid).toBe(true);
    });

    it('shows a stored file changed behind its hash as unreadable, not valid, and keeps the view up', async () => {
      const { blobKey } = await signedDocument();
      const stored = (await ctx.t.objects.read(blobKey))!;
      const changed = Buffer.from(stored);
      changed[changed.length - 10] = changed[changed.length - 10]! ^ 0x01;
      await ctx.t.objects.write(blobKey, changed);

      const answer = await kit.offer(underwriter.email, b.applicationId);
      expect(answer.statusCode).toBe(200);
      expect((answer.json() as OfferProgress).agreement).toMatchObject({
        status: 'SIGNED',
        signatureValid: false,
        signatureCheck: 'UNREADABLE',
        signerName: null,
      });

      await ctx.t.objects.remove(blobKey);
      expect((await progress(underwriter.email, b.applicationId)).agreement).toMatchObject({
        signatureValid: false,
        signatureCheck: 'UNREADABLE',
      });
    });
  });

  it('cancels an accepted offer with the reason: the application follows, the log keeps it', async () => {
    const b = await consent.approvedBorrower();
    expect((await consent.accept(b.headers, b.opportunityId)).statusCode).toBe(200);

    const short = await kit.cancelOffer(admin.email, b.applicationId, { reason: 'no' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ fieldErrors: { reason: ['Give the reason'] } });

    const cancelled = await kit.cancelOffer(admin.email, b.applicationId, {
      reason: ' Borrower asked by phone ',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({
      opportunityId: b.opportunityId,
      status: 'CANCELLED',
      applicationStatus: 'CANCELLED',
    });
    expect((await findOpportunity(ctx.t.deps.db, b.opportunityId))?.status).toBe('CANCELLED');
    expect((await findApplication(ctx.t.deps.db, b.applicationId))?.status).toBe('CANCELLED');

    const view = await progress(admin.email, b.applicationId);
    expect(view.opportunity).toMatchObject({ id: b.opportunityId, status: 'CANCELLED' });
    expect(view.consents).toHaveLength(1);
    expect(view.allowedActions).toEqual([]);

    const again = await kit.cancelOffer(admin.email, b.applicationId, { reason: 'Second try' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: offerMessages.notCancellable('CANCELLED'),
    });
    expect(await auditOf(b.applicationId)).toEqual([
      expect.objectContaining({
        action: 'CANCEL_OFFER',
        staffEmail: admin.email,
        details: {
          reason: 'Borrower asked by phone',
          opportunityId: b.opportunityId,
          from: 'CUST_CONSENT_GIVEN',
        },
      }),
    ]);
  });

  it('cancels an unanswered offer; refuses once the offer is past the payout', async () => {
    const open = await consent.approvedBorrower();
    expect(
      (
        await kit.cancelOffer(underwriter.email, open.applicationId, { reason: 'Duplicate of another' })
      ).json(),
    ).toMatchObject({ status: 'CANCELLED', applicationStatus: 'CANCELLED' });

    const paid = await consent.approvedBorrower();
    await ctx.t.deps.db
      .update(opportunities)
      .set({ status: 'DISBURSED', subStatuses: [] })
      .where(eq(opportunities.id, paid.opportunityId));
    const refused = await kit.cancelOffer(admin.email, paid.applicationId, { reason: 'Too late now' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: offerMessages.notCancellable('DISBURSED') });
    expect((await progress(admin.email, paid.applicationId)).allowedActions).toEqual([]);
    expect(await auditOf(paid.applicationId)).toEqual([]);
  });

  it('answers an application never approved with an empty progress, and an unknown one with 404', async () => {
    const { applicationId } = await kit.referred();
    expect(await progress(operations.email, applicationId)).toEqual({
      opportunity: null,
      consents: [],
      kfsVersions: [],
      postApproval: null,
      agreement: null,
      allowedActions: [],
    });
    expect((await kit.cancelOffer(admin.email, applicationId, { reason: 'Nothing here' })).statusCode).toBe(
      404,
    );
    expect((await kit.offer(admin.email, randomUUID())).statusCode).toBe(404);
  });

  it('refuses cancelling to operations, and every offer route to a member whose roles were taken away', async () => {
    const b = await consent.approvedBorrower();
    const byOperations = await kit.cancelOffer(operations.email, b.applicationId, {
      reason: 'Not mine to do',
    });
    expect(byOperations.statusCode).toBe(403);
    expect(byOperations.json()).toMatchObject({ code: 'FORBIDDEN', message: staffMessages.notAllowed });

    const member = await kit.staff.signInStaff(underwriter.email);
    await ctx.t.deps.db
      .update(staffMembers)
      .set({ roles: [] })
      .where(eq(staffMembers.email, underwriter.email));
    const at = (path: string) => path.replace(':applicationId', b.applicationId);
    for (const route of [
      { method: 'GET' as const, url: at(backOfficePaths.offer) },
      { method: 'POST' as const, url: at(backOfficePaths.resendEsignCode), payload: {} },
      { method: 'POST' as const, url: at(backOfficePaths.cancelOffer), payload: { reason: 'No role' } },
    ]) {
      const answer = await ctx.t.app.inject({ ...route, headers: member.headers });
      expect(answer.statusCode, route.url).toBe(403);
    }
    await ctx.t.deps.db
      .update(staffMembers)
      .set({ roles: ['underwriter'] })
      .where(eq(staffMembers.email, underwriter.email));
    expect((await findOpportunity(ctx.t.deps.db, b.opportunityId))?.status).toBe('LENDER_APPROVED');
    expect(await auditOf(b.applicationId)).toEqual([]);
  });
});
