import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { grantPreApprovedOffer } from '../loan-products/loan-products.service.ts';
import { rupees, DAY_MS, loanApplicationTestKit } from './loan-application-test-kit.ts';

const ctx = {} as { t: TestApp };
const {
  today,
  addDays,
  borrower,
  signInAgain,
  save,
  basicAnswers,
  get,
  userStatus,
  productSpecs,
  productCodes,
  fieldsOf,
  fieldAt,
} = loanApplicationTestKit(ctx);

describe('loan application routes: products, offers and boundaries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = ctx.t = await buildTestApp();
  });
  afterAll(() => t.close());

  describe('products per brand', () => {
    it('offers the default brand MINI_LOAN, PERSONAL_LOAN, TERM_LOAN and CREDIT_LINE at ₹50,000 a month', async () => {
      const b = await borrower();
      await save(b, { profileData: basicAnswers({ income: 50_000 }) });
      const specs = await productSpecs(b);
      expect(specs.map((spec) => spec.productCode)).toEqual([
        'MINI_LOAN',
        'PERSONAL_LOAN',
        'TERM_LOAN',
        'CREDIT_LINE',
      ]);
      expect(specs.find((spec) => spec.productCode === 'PERSONAL_LOAN')).toMatchObject({
        productType: 'PERSONAL_LOAN',
        title: 'Personal Loan',
        preApproved: false,
        lenderId: 176,
        flow: 'main',
        kypImages: ['/products/personal-loan.svg'],
        // What its card prices an example loan with: the boundary, 2.5% flat a month, a 2% fee.
        amountRange: [rupees(25_001), rupees(400_000)],
        tenureMonths: { min: 3, max: 12, step: 3 },
        monthlyFlatRate: 250,
        processingFeeRate: 200,
      });
      expect(specs.find((spec) => spec.productCode === 'MINI_LOAN')).toMatchObject({
        productType: 'MINI_LOAN',
        flow: 'v3',
      });
      expect(specs.every((spec) => typeof spec.description === 'string' && spec.description !== '')).toBe(
        true,
      );
      // The alias answers the same.
      expect(await productSpecs(b, '/api/loan-application/eligible-loan-products')).toEqual(specs);
    });

    it("applies each product's minimum income, both ends included", async () => {
      const b = await borrower();
      const table: Array<[number, string[]]> = [
        [15_000, ['MINI_LOAN']],
        [19_999, ['MINI_LOAN']],
        [20_000, ['MINI_LOAN', 'CREDIT_LINE']],
        [24_999, ['MINI_LOAN', 'CREDIT_LINE']],
        [25_000, ['MINI_LOAN', 'PERSONAL_LOAN', 'CREDIT_LINE']],
        [39_999, ['MINI_LOAN', 'PERSONAL_LOAN', 'CREDIT_LINE']],
        [40_000, ['MINI_LOAN', 'PERSONAL_LOAN', 'TERM_LOAN', 'CREDIT_LINE']],
      ];
      const seen: Array<[number, string[]]> = [];
      for (const [income] of table) {
        await save(b, { profileData: basicAnswers({ income }) });
        seen.push([income, await productCodes(b)]);
      }
      expect(seen).toEqual(table);
      // Below every minimum: still answered, so eligibility is false rather than null.
      await save(b, { profileData: basicAnswers({ income: 14_999 }) });
      expect(await productCodes(b)).toEqual([]);
      expect((await userStatus(b)).eligibility).toEqual({ eligible: false, reasons: ['INCOME_BELOW_MIN'] });
    });

    it('offers lendbazaar borrowers (SCLT) CREDIT_LINE_PLUS, over 3 to 24 months, instead of CREDIT_LINE', async () => {
      const b = await borrower({ sourcingCode: 'SCLT' });
      await save(b, { profileData: basicAnswers({ income: 80_000 }) });
      const specs = await productSpecs(b);
      expect(specs.map((spec) => spec.productCode)).toEqual([
        'MINI_LOAN',
        'PERSONAL_LOAN',
        'TERM_LOAN',
        'CREDIT_LINE_PLUS',
      ]);
      expect(specs.find((spec) => spec.productCode === 'CREDIT_LINE_PLUS')).toMatchObject({
        productType: 'CREDIT_LINE',
        title: 'Credit Line Plus',
        lenderId: 179,
      });
      // CREDIT_LINE_PLUS asks ₹75,000 a month; the standard credit line does not come back below it.
      await save(b, { profileData: basicAnswers({ income: 50_000 }) });
      expect(await productCodes(b)).toEqual(['MINI_LOAN', 'PERSONAL_LOAN', 'TERM_LOAN']);
      // The standard credit line is not offered to this brand at all.
      expect((await get(b, '/api/paandu/application-fields?productCode=CREDIT_LINE')).statusCode).toBe(404);
      expect((await get(b, '/api/corleone/loan-boundary?productCode=CREDIT_LINE_PLUS')).json()).toEqual({
        amount_range: [rupees(10_000), rupees(5_000_000)],
        tenure_months_range: [3, 24],
        tenure_step_months: 3,
      });
    });

    it('offers jobpath borrowers (SCBP) its own CREDIT_LINE_SALARY, repaid over 3 to 12 months in steps of 3', async () => {
      const b = await borrower({ sourcingCode: 'SCBP' });
      await save(b, { profileData: basicAnswers({ income: 30_000 }) });
      expect(await productCodes(b)).toEqual(['MINI_LOAN', 'PERSONAL_LOAN', 'CREDIT_LINE_SALARY']);

      const boundary = await get(b, '/api/corleone/loan-boundary?productCode=CREDIT_LINE_SALARY');
      expect(boundary.statusCode).toBe(200);
      expect(boundary.json()).toEqual({
        amount_range: [rupees(10_000), rupees(200_000)],
        tenure_months_range: [3, 12],
        tenure_step_months: 3,
      });
      const tenure = fieldAt(await fieldsOf(b, 'CREDIT_LINE_SALARY'), 'loanRequest.tenure');
      expect(tenure).toMatchObject({ min_val: 3, max_val: 12 });
      expect(tenure.options).toEqual(
        [3, 6, 9, 12].map((months) => ({ label: `${months} months`, value: String(months) })),
      );
      expect((await get(b, '/api/corleone/loan-boundary?productCode=CREDIT_LINE')).statusCode).toBe(404);
    });

    it('offers the standard products to a partner without products of its own, and to an unknown sourcing code', async () => {
      for (const sourcingCode of ['SCLMD', 'NO_SUCH_PARTNER']) {
        const b = await borrower({ sourcingCode });
        await save(b, { profileData: basicAnswers({ income: 80_000 }) });
        expect(await productCodes(b)).toEqual(['MINI_LOAN', 'PERSONAL_LOAN', 'TERM_LOAN', 'CREDIT_LINE']);
      }
    });
  });

  describe('pre-approved offers', () => {
    it('flags a product with a live offer, not one whose offer has lapsed, and never lists a product the borrower does not qualify for', async () => {
      const b = await borrower();
      await save(b, { profileData: basicAnswers({ income: 30_000 }) });
      const offer = { userId: b.userId, maxAmountPaise: rupees(100_000) };
      await grantPreApprovedOffer(t.deps.db, { ...offer, productCode: 'PERSONAL_LOAN', validUntil: today() });
      await grantPreApprovedOffer(t.deps.db, {
        ...offer,
        productCode: 'CREDIT_LINE',
        validUntil: addDays(today(), -1),
      });
      await grantPreApprovedOffer(t.deps.db, {
        ...offer,
        productCode: 'TERM_LOAN',
        validUntil: addDays(today(), 90),
      });

      const flags = Object.fromEntries(
        (await productSpecs(b)).map((spec) => [spec.productCode, spec.preApproved]),
      );
      expect(flags).toEqual({ MINI_LOAN: false, PERSONAL_LOAN: true, CREDIT_LINE: false });
      const aliasFlags = (await productSpecs(b, '/api/loan-application/eligible-loan-products')).map(
        (s) => s.preApproved,
      );
      expect(aliasFlags).toEqual([false, true, false]);

      // The offer was valid until today: tomorrow it has lapsed.
      t.deps.clock.advance(DAY_MS);
      const tomorrow = await signInAgain(b);
      expect((await productSpecs(tomorrow)).map((spec) => spec.preApproved)).toEqual([false, false, false]);
    });

    it("does not flag another borrower's offer", async () => {
      const holder = await borrower();
      const other = await borrower();
      await save(other, { profileData: basicAnswers({ income: 30_000 }) });
      await grantPreApprovedOffer(t.deps.db, {
        userId: holder.userId,
        productCode: 'MINI_LOAN',
        maxAmountPaise: rupees(20_000),
        validUntil: addDays(today(), 30),
      });
      expect((await productSpecs(other)).map((spec) => spec.preApproved)).toEqual([false, false, false]);
    });
  });

  describe('loan boundary, KYC modes and the product code', () => {
    it("answers each offered product's loan boundary in paise", async () => {
      const b = await borrower();
      const expected: Record<string, [number, number]> = {
        MINI_LOAN: [rupees(15_000), rupees(25_000)],
        PERSONAL_LOAN: [rupees(25_001), rupees(400_000)],
        TERM_LOAN: [rupees(50_000), rupees(1_000_000)],
        CREDIT_LINE: [rupees(10_000), rupees(200_000)],
      };
      for (const [productCode, amount_range] of Object.entries(expected)) {
        const response = await get(b, `/api/corleone/loan-boundary?productCode=${productCode}`);
        expect(response.statusCode, productCode).toBe(200);
        expect(response.json(), productCode).toEqual({
          amount_range,
          tenure_months_range: [3, 12],
          tenure_step_months: 3,
        });
      }
    });

    it("answers each product's KYC modes", async () => {
      const b = await borrower();
      const modes = async (productCode: string) => {
        const response = await get(b, `/api/paandu/kyc-modes?productCode=${productCode}`);
        expect(response.statusCode).toBe(200);
        return (response.json().kycModes as Array<{ mode: string }>).map((entry) => entry.mode);
      };
      expect(await modes('PERSONAL_LOAN')).toEqual(['OKYC', 'KYC_DIGI_LOCKER', 'SCAN', 'APPOINTMENT']);
      expect(await modes('TERM_LOAN')).toEqual(['OKYC', 'KYC_DIGI_LOCKER', 'APPOINTMENT']);
      expect(await modes('MINI_LOAN')).toEqual(['OKYC', 'KYC_DIGI_LOCKER', 'SCAN']);
    });

    const productRoutes = [
      '/api/paandu/application-fields',
      '/api/corleone/loan-boundary',
      '/api/paandu/kyc-modes',
    ];

    it.each(productRoutes)(
      '%s answers 404 for an unknown product and one the brand does not offer',
      async (path) => {
        const b = await borrower();
        for (const productCode of ['NO_SUCH_LOAN', 'CREDIT_LINE_PLUS', 'CREDIT_LINE_SALARY']) {
          const response = await get(b, `${path}?productCode=${productCode}`);
          expect(response.statusCode, productCode).toBe(404);
          expect(response.json().code).toBe('NOT_FOUND');
        }
      },
    );

    it.each(productRoutes)('%s answers 400 for a malformed or missing product code', async (path) => {
      const b = await borrower();
      const malformed = await get(b, `${path}?productCode=personal-loan`);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { productCode: ['Invalid'] },
      });
      const missing = await get(b, path);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fieldErrors).toHaveProperty('productCode');
    });
  });
});
