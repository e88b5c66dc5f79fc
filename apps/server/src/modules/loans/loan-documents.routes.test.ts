import { loanDocumentSchema, loanPaymentPaths } from '@kredo/contract/loan-payments';
import { loansPaths } from '@kredo/contract/loans';
import { messages } from '@kredo/contract/messages';
import { isoDate } from '@kredo/domain/calendar-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { verifySignedPdf } from '../../lib/pdf-signature/verify-signed-pdf.ts';
import { pdfPageTexts } from '../../lib/pdf/testing/pdf-text.ts';
import { keyFactStatements, loanAgreements } from '../consent/consent.schema.ts';
import { documents } from '../documents/documents.schema.ts';
import { documentBytes } from '../documents/documents.service.ts';
import { loanDocumentFiles } from './loan-documents.schema.ts';
import { findLoan, positionOf } from './loan-position.ts';
import { loans } from './loans.schema.ts';
import { loansTestKit } from './loans-test-kit.ts';
import { postForeclosure } from './foreclosure-receipt.ts';
import { quoteOf } from './repayment-options.ts';

describe("a loan's statement of account and NOC", () => {
  const ctx = {} as { t: TestApp };
  const kit = loansTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.staff.seed();
  });
  afterAll(() => ctx.t.close());

  const post = (path: string, headers: Record<string, string>, loanId: string) =>
    ctx.t.app.inject({ method: 'POST', url: path, headers, payload: { loan_id: loanId } });
  const statement = (headers: Record<string, string>, loanId: string) =>
    post(loanPaymentPaths.statement, headers, loanId);
  const noc = (headers: Record<string, string>, loanId: string) =>
    post(loanPaymentPaths.generateNoc, headers, loanId);
  const agreement = (headers: Record<string, string>, loanId: string) =>
    post(loansPaths.signedAgreement, headers, loanId);
  const kfs = (headers: Record<string, string>, loanId: string) =>
    post(loansPaths.keyFactStatement, headers, loanId);
  const pdfOf = (answer: { json(): unknown }) =>
    new Uint8Array(Buffer.from(loanDocumentSchema.parse(answer.json()).pdfData, 'base64'));
  const textOf = async (bytes: Uint8Array) => (await pdfPageTexts(bytes)).join(' ').replace(/\s+/g, ' ');

  async function disbursedLoan() {
    const b = await kit.disbursed();
    const [loan] = await ctx.t.deps.db.select().from(loans).where(eq(loans.disbursalId, b.disbursalId));
    if (!loan) throw new Error('no loan');
    return { ...b, loan };
  }

  /** Pays everything today: the day's foreclosure quote, through the receipt path a payment takes. */
  async function foreclose(loanId: string) {
    const today = isoDate(ctx.t.deps.clock.businessDate());
    await ctx.t.deps.db.transaction(async (tx) => {
      const [loan] = await tx.select().from(loans).where(eq(loans.id, loanId)).for('update');
      if (!loan) throw new Error('no loan');
      const quote = quoteOf(await positionOf(tx, loan), today);
      await postForeclosure(
        tx,
        loan,
        {
          idempotencyKey: `test:foreclose:${loanId}`,
          source: 'gateway',
          amount: quote.total,
          businessDate: today,
          narration: 'Payment pay_TESTCLOSE',
        },
        ctx.t.deps.clock.now(),
      );
    });
  }

  it('answers the borrower the statement of their own loan as a PDF, kept encrypted and reused the same day', async () => {
    const { headers, loan } = await disbursedLoan();
    const answer = await statement(headers, loan.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const today = ctx.t.deps.clock.businessDate();
    expect(answer.json()).toMatchObject({
      fileName: `Statement-of-account-${loan.lenderLoanAcctId}-${today}.pdf`,
    });
    const bytes = pdfOf(answer);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = await textOf(bytes);
    expect(text).toContain('Statement of Account');
    expect(text).toContain(loan.lenderLoanAcctId);
    expect(text).toContain('Kaveri Capital Limited');
    expect(text).toContain('Loan disbursed');
    expect(text).toContain('Repayment schedule');
    expect(text).toContain('system-generated');

    // Asked again the same day with nothing moved: the same file, not a second one.
    const again = await statement(headers, loan.id);
    expect(again.json()).toEqual(answer.json());
    const kept = await ctx.t.deps.db
      .select()
      .from(loanDocumentFiles)
      .where(eq(loanDocumentFiles.loanId, loan.id));
    expect(kept).toHaveLength(1);
    const [stored] = await ctx.t.deps.db
      .select()
      .from(documents)
      .where(eq(documents.id, kept[0]!.documentId));
    expect(stored).toMatchObject({
      docType: 'STATEMENT_OF_ACCOUNT',
      mode: 'GENERATED',
      contentType: 'application/pdf',
    });
    // At rest the file is encrypted: its bytes are not the PDF's.
    const atRest = await ctx.t.objects.read(stored!.blobKey);
    expect(atRest?.length).toBeGreaterThan(0);
    expect(atRest?.includes(Buffer.from('%PDF-'))).toBe(false);
  });

  it('answers the borrower the agreement they signed and the KFS they accepted the loan on', async () => {
    const { headers, loan } = await disbursedLoan();
    const [signed] = await ctx.t.deps.db
      .select()
      .from(loanAgreements)
      .where(eq(loanAgreements.opportunityId, loan.opportunityId));
    if (!signed?.signedDocumentId) throw new Error('no signed agreement');

    const answer = await agreement(headers, loan.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ fileName: `Loan-agreement-${signed.agreementNumber}.pdf` });
    const bytes = pdfOf(answer);
    // The very file the borrower signed, its signature intact.
    expect(Buffer.from(bytes).equals(await documentBytes(ctx.t.deps, signed.signedDocumentId))).toBe(true);
    expect(verifySignedPdf(bytes, await ctx.t.deps.esign.trustedRoots())).toMatchObject({ valid: true });

    const statementOfKfs = await kfs(headers, loan.id);
    expect(statementOfKfs.statusCode, statementOfKfs.body).toBe(200);
    expect(statementOfKfs.json()).toMatchObject({ fileName: `KFS-${loan.lenderLoanAcctId}.pdf` });
    const text = await textOf(pdfOf(statementOfKfs));
    expect(text).toContain('Key Fact Statement');
    const [accepted] = await ctx.t.deps.db
      .select()
      .from(keyFactStatements)
      .where(eq(keyFactStatements.id, loan.kfsId));
    expect(text).toContain(accepted!.proposalNumber);
    // Asked again: the same file.
    expect((await kfs(headers, loan.id)).json()).toEqual(statementOfKfs.json());
  });

  it("answers another borrower's loan, or no session, as if it did not exist", async () => {
    const { loan } = await disbursedLoan();
    const other = await kit.approvedBorrower();
    for (const call of [statement, noc, agreement, kfs]) {
      const answer = await call(other.headers, loan.id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'NOT_FOUND', message: messages.pageNotFound });
      expect((await call({}, loan.id)).statusCode).toBe(401);
    }
  });

  it('refuses the NOC of a loan not yet closed with 409 and the reason', async () => {
    const { headers, loan } = await disbursedLoan();
    const answer = await noc(headers, loan.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'CONFLICT', message: messages.nocNotClosed });
    expect(
      await ctx.t.deps.db.select().from(loanDocumentFiles).where(eq(loanDocumentFiles.loanId, loan.id)),
    ).toEqual([]);
  });

  it("issues the closed loan's NOC signed by its lender, once: the same document the second time", async () => {
    const { headers, loan } = await disbursedLoan();
    await foreclose(loan.id);
    const closed = await findLoan(ctx.t.deps.db, loan.id);
    expect(closed).toMatchObject({ status: 'PRE_CLOSED', closedOn: ctx.t.deps.clock.businessDate() });

    const answer = await noc(headers, loan.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ fileName: `NOC-${loan.lenderLoanAcctId}.pdf` });
    const bytes = pdfOf(answer);
    const verdict = verifySignedPdf(bytes, await ctx.t.deps.esign.trustedRoots());
    expect(verdict).toMatchObject({ valid: true, signerName: 'Kaveri Capital Limited' });
    const text = await textOf(bytes);
    expect(text).toContain('No Objection Certificate');
    expect(text).toContain(`Subject: Closure of loan account ${loan.lenderLoanAcctId}`);
    expect(text).toContain('(repaid early, foreclosed)');
    expect(text).toContain('has no objection and no claim');

    // The clock moves on; the NOC asked again is the one issued, byte for byte.
    ctx.t.deps.clock.advance(3 * 86_400_000);
    const { token } = await ctx.t.deps.sessions.issue({ id: loan.userId, roles: ['borrower'] });
    const later = { authorization: `Bearer ${token}` };
    const again = await noc(later, loan.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(answer.json());
    const kept = await ctx.t.deps.db
      .select()
      .from(loanDocumentFiles)
      .where(eq(loanDocumentFiles.loanId, loan.id));
    expect(kept.filter((row) => row.kind === 'NOC')).toHaveLength(1);

    // Its statement now shows the foreclosure paid and nothing owed.
    const closedStatement = await textOf(pdfOf(await statement(later, loan.id)));
    expect(closedStatement).toContain('Closed early (foreclosed)');
    expect(closedStatement).toContain('Payment pay_TESTCLOSE');
    expect(closedStatement.replace(/\s/g, '')).toMatch(/Balanceowedon.*:₹0\.00/);
  });

  it('refuses the NOC of a written-off loan still owed, and gives one for a loan marked closed', async () => {
    const { headers, loan } = await disbursedLoan();
    // Written off and still owed: the loan stays DISBURSED with the tag.
    await ctx.t.deps.db
      .update(loans)
      .set({ tags: ['written-off'] })
      .where(eq(loans.id, loan.id));
    expect((await noc(headers, loan.id)).statusCode).toBe(409);
    // Repaid to its end: set here directly rather than run a year of instalments.
    const today = ctx.t.deps.clock.businessDate();
    await ctx.t.deps.db
      .update(loans)
      .set({ status: 'CLOSED', closedOn: today, tags: ['closed'] })
      .where(eq(loans.id, loan.id));
    const answer = await noc(headers, loan.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await textOf(pdfOf(answer))).toContain('(repaid in full)');
  });
});
