import type { InsuranceProduct } from '@kredo/contract/insurance';
import { pricePremium } from '@kredo/domain/insurance';
import { paise } from '@kredo/domain/money';

import { proposalFields, type ExtraField } from './sandbox-fields.ts';
import { sandboxProductTexts, type ProductTexts } from './sandbox-product-texts.ts';

/**
 * The sandbox insurer's catalogue (spec 002 §1, §9): personal accident for one person or a family,
 * hospital cash, COVID and mosquito-borne disease cover. Tax per product (docs/decisions.md
 * "Insurance tax per product"): individual health and accident policies bear no GST since 22 Sep
 * 2025; hospital cash is a certificate under the distributor's group policy, still taxed at 18%.
 */
export const sandboxInsurerName = 'Sandbox General Insurance Company Limited';
export const sandboxDistributor = { name: 'Riskcovry', displayImage: 'distributor' };

type Cover = 'INDIVIDUAL' | 'FAMILY';
const coverType = (type: Cover) => ({ type, label: type === 'INDIVIDUAL' ? 'Individual' : 'Family' });

type ProductSpec = {
  productId: string;
  subCategory: keyof typeof sandboxProductTexts;
  cover: Cover;
  /** Paise, before tax. */
  premium: number;
  taxBasisPoints: number;
  sumInsured: number;
  validityInMonths: number;
  ages: { min: number; max: number };
  productCoverTypes: Cover[];
  /** The form's fields beyond the common ones (sandbox-fields.ts). */
  extras?: ExtraField[];
};

function productOf(spec: ProductSpec): InsuranceProduct {
  const texts: ProductTexts = sandboxProductTexts[spec.subCategory];
  const variant = texts.variants[spec.cover];
  if (!variant) throw new Error(`no ${spec.cover} texts for ${spec.subCategory}`);
  const { tax, price } = pricePremium(paise(spec.premium), spec.taxBasisPoints);
  return {
    productId: spec.productId,
    productTitle: variant.title,
    productName: variant.name,
    productDescription: variant.description,
    productPrice: spec.premium,
    price,
    tax: { name: 'GST', rateBasisPoints: spec.taxBasisPoints, amount: tax },
    sumInsured: spec.sumInsured,
    validityInMonths: spec.validityInMonths,
    subCategory: spec.subCategory,
    subCategoryCovers: texts.subCategoryCovers,
    coverage: variant.coverage,
    heading: texts.heading,
    isIndividual: spec.cover === 'INDIVIDUAL',
    coverType: coverType(spec.cover),
    policyCovers: variant.policyCovers,
    declarationFields: texts.declarations,
    termsAndCondition: texts.terms,
    insurer: { name: sandboxInsurerName },
    distributor: sandboxDistributor,
    productCoverTypes: spec.productCoverTypes.map(coverType),
    icon: texts.icon,
    title: texts.title,
    inputFields: proposalFields(spec.ages, spec.extras),
  };
}

const year = 12;
const adults = { min: 18, max: 65 };

export const sandboxProductSpecs: readonly ProductSpec[] = [
  {
    productId: 'pa-individual-1y',
    subCategory: 'personal-accident',
    cover: 'INDIVIDUAL',
    premium: 199_00,
    taxBasisPoints: 0,
    sumInsured: 1_00_000_00,
    validityInMonths: year,
    ages: adults,
    productCoverTypes: ['INDIVIDUAL', 'FAMILY'],
  },
  {
    productId: 'pa-family-1y',
    subCategory: 'personal-accident',
    cover: 'FAMILY',
    premium: 349_00,
    taxBasisPoints: 0,
    sumInsured: 1_00_000_00,
    validityInMonths: year,
    ages: adults,
    productCoverTypes: ['INDIVIDUAL', 'FAMILY'],
  },
  {
    productId: 'hospicash-1y',
    subCategory: 'hospital-cash',
    cover: 'INDIVIDUAL',
    // ₹128.81 and 18% GST: ₹152 (spec 002 §9).
    premium: 128_81,
    taxBasisPoints: 1_800,
    sumInsured: 15_000_00,
    validityInMonths: year,
    ages: { min: 18, max: 60 },
    productCoverTypes: ['INDIVIDUAL'],
    // A certificate under the distributor's group policy: the member consents by the insurer's code.
    extras: ['consentOtp'],
  },
  {
    productId: 'covid-1y',
    subCategory: 'covid',
    cover: 'INDIVIDUAL',
    premium: 99_00,
    taxBasisPoints: 0,
    sumInsured: 50_000_00,
    validityInMonths: year,
    ages: adults,
    productCoverTypes: ['INDIVIDUAL'],
    // Cover for the vaccinated: the proposal carries the certificate of vaccination.
    extras: ['vaccinationCertificate'],
  },
  {
    productId: 'mosquito-individual-1y',
    subCategory: 'mosquito',
    cover: 'INDIVIDUAL',
    premium: 79_00,
    taxBasisPoints: 0,
    sumInsured: 25_000_00,
    validityInMonths: year,
    ages: adults,
    productCoverTypes: ['INDIVIDUAL', 'FAMILY'],
  },
  {
    productId: 'mosquito-family-1y',
    subCategory: 'mosquito',
    cover: 'FAMILY',
    premium: 149_00,
    taxBasisPoints: 0,
    sumInsured: 50_000_00,
    validityInMonths: year,
    ages: adults,
    productCoverTypes: ['INDIVIDUAL', 'FAMILY'],
  },
];

export const sandboxInsuranceProducts = (): InsuranceProduct[] => sandboxProductSpecs.map(productOf);

export const sandboxProductOf = (productId: string) =>
  sandboxInsuranceProducts().find((product) => product.productId === productId);
