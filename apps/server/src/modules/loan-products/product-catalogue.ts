import type { FieldCategory, ProductType } from '@kredo/contract/loan-application';
import type { Flow } from '@kredo/domain/application-steps';
import type { EligibilityPolicy } from '@kredo/domain/eligibility';
import { tenureOptions } from '@kredo/domain/loan-boundary';
import { basisPoints, paise, type BasisPoints, type Paise } from '@kredo/domain/money';
import type { PartnerOffer } from '@kredo/contract/partners';
import type { RepaymentMode } from '@kredo/domain/repayment-modes';

/**
 * The loan products, as data. Each names its lender, the brands that offer it, its loan boundary,
 * pricing, who qualifies (spec 000 §5.2) and where it is served. The minimum net monthly income is
 * the spec's "configured minimum salary cutoff" (value not shown): ours are set per product below
 * and recorded in docs/decisions.md.
 */
export type KycMode = 'OKYC' | 'SCAN' | 'APPOINTMENT' | 'KYC_DIGI_LOCKER';

export type ProductDefinition = {
  code: string;
  productType: ProductType;
  title: string;
  description: string;
  lenderId: number;
  kypImages: readonly string[];
  flow: Flow;
  /**
   * Brands (partner ids) offering it. `all`: every brand that has no product of the same type
   * of its own, so a partner's variant replaces the standard product for that partner's borrowers.
   */
  brands: 'all' | readonly string[];
  amountRange: readonly [Paise, Paise];
  tenureMonths: { min: number; max: number; step: number };
  monthlyFlatRate: BasisPoints;
  processingFeeRate: BasisPoints;
  eligibility: EligibilityPolicy;
  /** States where the lender does not lend (its negative list); every other directory pincode is served. */
  excludedStates: readonly string[];
  kycModes: readonly KycMode[];
  /** How the loan may be set up for repayment (spec 001 §2.6), in the order the borrower sees them. */
  repaymentModes: readonly RepaymentMode[];
  requiredCategories: readonly FieldCategory[];
};

const rupees = (amount: number) => paise(amount * 100);

/** Age 21-60 (spec 000 §5.2; the screen config's 18-60 is not used, see docs/decisions.md). */
const adults = { minAge: 21, maxAge: 60, minExperienceMonths: 12 } as const;

/** Areas none of our lenders serve yet. */
const negativeStates = [
  'Jammu & Kashmir',
  'Manipur',
  'Mizoram',
  'Nagaland',
  'Andaman & Nicobar',
  'Lakshadweep',
] as const;

const flatRate = basisPoints(250);
const feeRate = basisPoints(200);
const quarterly = { min: 3, max: 12, step: 3 } as const;
const everyCategory: readonly FieldCategory[] = [
  'PERSONAL_DETAILS',
  'RESIDENCE_DETAILS',
  'EMPLOYMENT_DETAILS',
  'LOAN_DETAILS',
  'BANK_DETAILS',
  'KYC',
  'DOCUMENT_UPLOAD',
];

/** What every product shares today: 2.5% flat a month, a 2% fee, the negative areas, every category. */
const standardTerms = {
  monthlyFlatRate: flatRate,
  processingFeeRate: feeRate,
  excludedStates: negativeStates,
  requiredCategories: everyCategory,
} as const;

export const productCatalogue: readonly ProductDefinition[] = [
  {
    code: 'MINI_LOAN',
    productType: 'MINI_LOAN',
    title: 'Mini Loan',
    description: '₹15,000 to ₹25,000 in your account, repaid over 3 to 12 months.',
    lenderId: 174,
    kypImages: ['/products/mini-loan.svg'],
    ...standardTerms,
    flow: 'v3',
    brands: 'all',
    amountRange: [rupees(15_000), rupees(25_000)],
    tenureMonths: quarterly,
    eligibility: { ...adults, minNetMonthlyIncome: rupees(15_000) },
    kycModes: ['OKYC', 'KYC_DIGI_LOCKER', 'SCAN'],
    repaymentModes: ['ENACH'],
  },
  {
    code: 'PERSONAL_LOAN',
    productType: 'PERSONAL_LOAN',
    title: 'Personal Loan',
    description: 'Above ₹25,000 and up to ₹4 lakh for what matters to you, over 3 to 12 months.',
    lenderId: 176,
    kypImages: ['/products/personal-loan.svg'],
    ...standardTerms,
    flow: 'main',
    brands: 'all',
    amountRange: [rupees(25_001), rupees(400_000)],
    tenureMonths: quarterly,
    eligibility: { ...adults, minNetMonthlyIncome: rupees(25_000) },
    kycModes: ['OKYC', 'KYC_DIGI_LOCKER', 'SCAN', 'APPOINTMENT'],
    repaymentModes: ['ENACH', 'Scan', 'Appointment'],
  },
  {
    code: 'TERM_LOAN',
    productType: 'TERM_LOAN',
    title: 'Term Loan',
    description: 'Up to ₹10 lakh for bigger plans, repaid in equal instalments over 3 to 12 months.',
    lenderId: 179,
    kypImages: ['/products/term-loan.svg'],
    ...standardTerms,
    flow: 'main',
    brands: 'all',
    amountRange: [rupees(50_000), rupees(1_000_000)],
    tenureMonths: quarterly,
    eligibility: { ...adults, minNetMonthlyIncome: rupees(40_000) },
    kycModes: ['OKYC', 'KYC_DIGI_LOCKER', 'APPOINTMENT'],
    repaymentModes: ['ENACH', 'Scan', 'Appointment'],
  },
  {
    code: 'CREDIT_LINE',
    productType: 'CREDIT_LINE',
    title: 'Credit Line',
    description: 'A credit line up to ₹2 lakh: draw what you need, when you need it.',
    lenderId: 174,
    kypImages: ['/products/credit-line.svg'],
    ...standardTerms,
    flow: 'v3',
    brands: 'all',
    amountRange: [rupees(10_000), rupees(200_000)],
    tenureMonths: quarterly,
    eligibility: { ...adults, minNetMonthlyIncome: rupees(20_000) },
    kycModes: ['OKYC', 'KYC_DIGI_LOCKER', 'SCAN'],
    repaymentModes: ['ENACH'],
  },
  {
    code: 'CREDIT_LINE_PLUS',
    productType: 'CREDIT_LINE',
    title: 'Credit Line Plus',
    description:
      'A large credit line up to ₹50 lakh for established earners, repaid over as long as 24 months.',
    lenderId: 179,
    kypImages: ['/products/credit-line.svg'],
    ...standardTerms,
    flow: 'main',
    brands: ['lendbazaar'],
    amountRange: [rupees(10_000), rupees(5_000_000)],
    // The one partner whose borrowers may take up to 24 months (spec 000 §1), in 3-month steps.
    tenureMonths: { min: 3, max: 24, step: 3 },
    eligibility: { ...adults, minNetMonthlyIncome: rupees(75_000) },
    kycModes: ['OKYC', 'KYC_DIGI_LOCKER', 'APPOINTMENT'],
    repaymentModes: ['ENACH', 'Scan'],
  },
  {
    // The jobs platform's salary credit line, from its own lender; its tenures are the standard
    // ones, since only LendBazaar's borrowers may take longer (spec 000 §1).
    code: 'CREDIT_LINE_SALARY',
    productType: 'CREDIT_LINE',
    title: 'Credit Line',
    description: 'A credit line up to ₹2 lakh against your salary, repaid over 3 to 12 months.',
    lenderId: 176,
    kypImages: ['/products/credit-line.svg'],
    ...standardTerms,
    flow: 'v3',
    brands: ['jobpath'],
    amountRange: [rupees(10_000), rupees(200_000)],
    tenureMonths: quarterly,
    eligibility: { ...adults, minNetMonthlyIncome: rupees(20_000) },
    kycModes: ['OKYC', 'KYC_DIGI_LOCKER', 'SCAN'],
    repaymentModes: ['ENACH', 'Scan'],
  },
];

const byCode = new Map(productCatalogue.map((product) => [product.code, product]));

export function findProduct(code: string): ProductDefinition | undefined {
  return byCode.get(code);
}

/** The products a brand offers: its own variants, and the standard ones of types it has no variant of. */
export function productsOfBrand(brandId: string): ProductDefinition[] {
  const own = productCatalogue.filter(
    (product) => product.brands !== 'all' && product.brands.includes(brandId),
  );
  const ownTypes = new Set(own.map((product) => product.productType));
  return productCatalogue.filter(
    (product) => own.includes(product) || (product.brands === 'all' && !ownTypes.has(product.productType)),
  );
}

/**
 * What a brand's landing may promise, from the products it reaches: the largest credit line and
 * term loan, every flat monthly rate and every tenure. The landing draws its bullets from the
 * same figures, kept beside the partner (@kredo/contract/partners).
 */
export function offerOfBrand(brandId: string): PartnerOffer {
  const products = productsOfBrand(brandId);
  const largest = (type: ProductType) => {
    const maxima = products
      .filter((product) => product.productType === type)
      .map((product) => product.amountRange[1]);
    return maxima.length === 0 ? undefined : Math.max(...maxima) / 100;
  };
  const creditLineUpToRupees = largest('CREDIT_LINE');
  const termLoanUpToRupees = largest('TERM_LOAN');
  return {
    ...(creditLineUpToRupees === undefined ? {} : { creditLineUpToRupees }),
    ...(termLoanUpToRupees === undefined ? {} : { termLoanUpToRupees }),
    monthlyFlatRatesBasisPoints: [
      ...new Set(products.map((product) => Number(product.monthlyFlatRate))),
    ].sort((a, b) => a - b),
    tenureMonths: [...new Set(products.flatMap((product) => tenureOptions(product.tenureMonths)))].sort(
      (a, b) => a - b,
    ),
  };
}
