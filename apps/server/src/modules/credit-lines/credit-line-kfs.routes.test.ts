import { documentPaths } from '@kredo/contract/documents';
import { creditLineKeyFactStatement } from '@kredo/domain/credit-line-key-facts';
import { isoDate } from '@kredo/domain/calendar-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { creditLineTermsOf } from '../consent/credit-line-offer-terms.ts';
import { lenderTermsOf } from '../consent/lender-terms.ts';
import { mandates } from '../mandates/mandates.schema.ts';
import { findOpportunity } from '../underwriting/opportunity-moves.ts';
import { creditLinesTestKit } from './credit-lines-test-kit.ts';

type Headers = Record<string, string>;

describe("a credit line's Key Fact Statement (RBI KFS; docs/decisions.md)", () => {
  const ctx = {} as { t: TestApp };
  const kit = creditLinesTestKit(ctx);
  const consent = () => kit.loans.mandates.consent;
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.loans.staff.seed();
  });
  afterAll(() => ctx.t.close());

  async function download(headers: Headers, query: Record<string, string>) {
    const link = await ctx.t.app.inject({
      url: `${documentPaths.signedUrl}?${new URLSearchParams(query).toString()}`,
      headers,
    });
    if (link.statusCode !== 200) return { statusCode: link.statusCode, bytes: Buffer.alloc(0) };
    const file = await ctx.t.app.inject({ url: (link.json() as { image: string }).image });
    return { statusCode: file.statusCode, bytes: file.rawPayload };
  }

  it('states the limit, rate, fees and an illustrative drawdown, with no schedule; a term loan’s has none of it', async () => {
    const b = await kit.loans.mandates.approvedFor('CREDIT_LINE');
    const offer = await consent().details(b.headers, b.opportunityId);
    const row = await findOpportunity(ctx.t.deps.db, b.opportunityId);
    if (!row || !offer.kfs) throw new Error('no offer or KFS');
    const lender = lenderTermsOf(row.lenderId);
    const expected = creditLineKeyFactStatement({
      proposalNumber: offer.kfs.proposalNumber,
      loanType: 'Credit Line',
      terms: creditLineTermsOf(row),
      tenureMonths: row.tenureMonths,
      issuedOn: isoDate(offer.kfs.issuedOn),
      contingentCharges: lender.contingentCharges,
      disclosures: lender.disclosures,
    });
    expect(offer.schedule).toEqual([]);
    expect(offer.kfs).toMatchObject({
      aprBp: expected.partOne.apr.basisPoints,
      aprPercent: expected.partOne.apr.percent,
      netDisbursed: row.amountPaise,
      totalRepayable: expected.illustration.totalPayable,
      totalInterest: expected.illustration.totalInterest,
      creditLine: {
        limit: row.amountPaise,
        tenureMonths: row.tenureMonths,
        annualRateBp: row.annualInterestBp,
        processingFee: row.processingFeePaise,
        convenienceFee: {
          kind: 'percent',
          rateBp: row.convenienceFeeRateBp,
          minimum: row.minConvenienceFeePaise,
          amount: null,
        },
        billDay: 1,
        dueDay: 5,
        illustration: {
          drawn: row.amountPaise,
          bills: expected.illustration.bills,
          totalPayable: expected.illustration.totalPayable,
        },
      },
    });
    // The illustration's bills repay the whole limit, with its interest and both fees.
    const { illustration } = offer.kfs.creditLine ?? { illustration: null };
    expect(illustration?.bills.reduce((sum, bill) => sum + bill.principal, 0)).toBe(row.amountPaise);
    expect(offer.kfs.aprBp).toBeGreaterThan(row.annualInterestBp);

    // Its PDF downloads in both languages; another borrower's is refused.
    const query = { userId: b.userId, docType: 'KFS', opportunityId: b.opportunityId };
    const english = await download(b.headers, query);
    expect(english.statusCode).toBe(200);
    expect(english.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download(b.headers, { ...query, language: 'hi' })).statusCode).toBe(200);
    const other = await consent().approvedBorrower();
    expect((await download(other.headers, query)).statusCode).toBe(403);

    const loan = await consent().details(other.headers, other.opportunityId);
    expect(loan.kfs?.creditLine).toBeNull();
    expect(loan.schedule.length).toBeGreaterThan(0);
  });

  it('opens the line on the terms its KFS states, under a mandate sized to its largest bill and lasting past its expiry', async () => {
    const b = await kit.activeLine();
    const kfs = (await consent().details(b.headers, b.opportunityId)).kfs?.creditLine;
    if (!kfs) throw new Error('the line has no KFS terms');
    expect(b.line).toMatchObject({
      limitPaise: kfs.limit,
      annualRateBp: kfs.annualRateBp,
      processingFeePaise: kfs.processingFee,
      convenienceFeeKind: 'percent',
      convenienceFeeRateBp: kfs.convenienceFee.rateBp,
      convenienceFeeMinimumPaise: kfs.convenienceFee.minimum,
      principalRepayment: 'on-due-date',
      tenureMonths: kfs.tenureMonths,
    });
    const [mandate] = await ctx.t.deps.db
      .select()
      .from(mandates)
      .where(eq(mandates.opportunityId, b.opportunityId));
    // Twice the limit, in whole hundreds of rupees: a bill asks for at most the limit with a month's charges.
    expect(mandate?.maxAmountPaise).toBe(Math.ceil((2 * kfs.limit) / 10_000) * 10_000);
    // Valid twelve months past the due date of the first bill after the line expires (the 5th of
    // the month after its last day).
    if (!mandate) throw new Error('no mandate');
    const [year, month] = b.line.expiresOn.split('-').map(Number) as [number, number];
    const after = new Date(Date.UTC(year + 1, month, 5)).toISOString().slice(0, 10);
    expect(mandate.validUntil).toBe(after);
  });

  it('is not paid out as a loan: the disbursal desk refuses a line', async () => {
    const b = await kit.activeLine();
    const proposed = await kit.loans.desk.propose(b.opportunityId);
    expect(proposed.statusCode).toBe(409);
  });
});
