/**
 * What the sandbox insurer says of its products (spec 002 §9): covers, declarations and terms.
 * The personal accident product reimburses accidental hospitalisation only (up to ₹25,000, a stay
 * over 24 hours, no cashless, no outpatient); its family cover extends the accidental death and
 * disability cover to the family, while the hospitalisation benefit stays the proposer's alone
 * (docs/decisions.md "Family cover in the accident product").
 */
type PolicyCover = { title: string; description: string; covered: boolean };
type Variant = {
  title: string;
  name: string;
  description: string;
  coverage: string;
  policyCovers: PolicyCover[];
};

export type ProductTexts = {
  heading: string;
  title: string;
  icon: string;
  subCategoryCovers: Array<{ description: string; displayImage: string }>;
  declarations: string[];
  terms: string[];
  variants: Partial<Record<'INDIVIDUAL' | 'FAMILY', Variant>>;
};

const cover = (title: string, description: string, covered = true): PolicyCover => ({
  title,
  description,
  covered,
});

const commonTerms = [
  'The policy is issued by the insurer named on it; the platform only distributes it.',
  'Cover starts on the day the policy is issued and lasts for the period shown on it.',
  'You may cancel the policy within 30 days of receiving it (free look period); the premium is refunded less the part for the days already covered.',
  'Claims are made through the insurer’s helpline; this policy is reimbursement only, with no cashless facility.',
  'Pre-existing conditions, self-inflicted injury, and injury under the influence of alcohol or drugs are not covered.',
];

const accidentHospitalisation = cover(
  'Accidental hospitalisation',
  'Reimbursement of hospital bills after an accident, up to ₹25,000, for a stay of more than 24 hours',
);
const accidentExclusions = [
  cover('Outpatient treatment', 'Consultations and treatment without admission are not covered', false),
  cover('Illness', 'Only hospitalisation caused by an accident is covered', false),
  cover('Cashless claims', 'Claims are reimbursed; there is no cashless facility', false),
];

export const sandboxProductTexts = {
  'personal-accident': {
    heading: 'Personal Accident Cover',
    title: 'Personal Accident',
    icon: 'accident',
    subCategoryCovers: [
      { description: 'Accidental hospitalisation up to ₹25,000', displayImage: 'hospital' },
      { description: 'Accidental death and permanent disability', displayImage: 'shield' },
    ],
    declarations: [
      'I am in good health and have no physical disability.',
      'I am not engaged in any hazardous occupation or sport.',
      'I agree to receive my policy and all communication about it by e-mail.',
    ],
    terms: [
      ...commonTerms,
      'Hospitalisation is covered only when caused by an accident, for a stay of more than 24 hours, up to ₹25,000 in the policy year.',
      'Family cover extends the accidental death and permanent disability benefit to the spouse and children; the hospitalisation benefit is for the proposer only.',
    ],
    variants: {
      INDIVIDUAL: {
        title: 'Personal Accident - Individual',
        name: 'Personal Accident Individual 1 Year',
        description:
          'One year of accident cover for you: hospital bills after an accident, and a lump sum on accidental death or permanent disability.',
        coverage: 'Accidental death ₹1,00,000; accidental hospitalisation up to ₹25,000',
        policyCovers: [
          accidentHospitalisation,
          cover('Accidental death', '₹1,00,000 to your nominee'),
          cover('Permanent total disability', '₹1,00,000 on permanent total disability after an accident'),
          ...accidentExclusions,
        ],
      },
      FAMILY: {
        title: 'Personal Accident - Family',
        name: 'Personal Accident Family 1 Year',
        description:
          'One year of accident cover for your family: a lump sum on accidental death or permanent disability of any member, and your hospital bills after an accident.',
        coverage:
          'Accidental death ₹1,00,000 each member; accidental hospitalisation (proposer) up to ₹25,000',
        policyCovers: [
          accidentHospitalisation,
          cover(
            'Accidental death',
            '₹1,00,000 for each insured member: you, your spouse and up to two children',
          ),
          cover('Permanent total disability', '₹1,00,000 for each insured member'),
          cover('Family hospitalisation', 'Hospitalisation of family members is not covered', false),
          ...accidentExclusions,
        ],
      },
    },
  },
  'hospital-cash': {
    heading: 'Hospicash',
    title: 'Hospital Cash',
    icon: 'hospital-cash',
    subCategoryCovers: [
      { description: '₹500 for every day in hospital, up to 30 days', displayImage: 'hospital' },
    ],
    declarations: [
      'I have not been hospitalised in the last 12 months.',
      'I agree to receive my certificate of insurance by e-mail.',
    ],
    terms: [
      ...commonTerms,
      'A certificate of insurance under the group policy held by the distributor; GST at 18% is included in the premium.',
      'A daily cash benefit of ₹500 for each complete day in hospital after the first 24 hours, up to 30 days in the policy year.',
      'Benefits are valid for 1 year from the day of issue.',
    ],
    variants: {
      INDIVIDUAL: {
        title: 'Hospicash',
        name: 'Hospicash 1 Year',
        description: 'A fixed cash amount for every day you spend in hospital, whatever the bill.',
        coverage: '₹500 a day in hospital, up to ₹15,000',
        policyCovers: [
          cover('Daily hospital cash', '₹500 for each day in hospital, up to 30 days'),
          cover('Illness and accident', 'Any hospitalisation of more than 24 hours'),
          cover('Outpatient treatment', 'Not covered', false),
        ],
      },
    },
  },
  covid: {
    heading: 'COVID Cover',
    title: 'COVID-19',
    icon: 'covid',
    subCategoryCovers: [{ description: 'Hospitalisation for COVID-19', displayImage: 'covid' }],
    declarations: [
      'I have not tested positive for COVID-19 in the last 30 days.',
      'I am fully vaccinated against COVID-19 and will upload my certificate of vaccination.',
    ],
    terms: [
      ...commonTerms,
      'A waiting period of 15 days applies from the day of issue.',
      'Cover is for the fully vaccinated: the certificate of vaccination goes with the proposal.',
    ],
    variants: {
      INDIVIDUAL: {
        title: 'COVID Cover',
        name: 'COVID Cover 1 Year',
        description: 'Hospital bills for COVID-19 treatment, including the days before and after.',
        coverage: 'Hospitalisation for COVID-19 up to ₹50,000',
        policyCovers: [
          cover('COVID-19 hospitalisation', 'Hospital bills up to ₹50,000'),
          cover('Home care', 'Not covered', false),
        ],
      },
    },
  },
  mosquito: {
    heading: 'Mosquito Cover',
    title: 'Mosquito-borne Diseases',
    icon: 'mosquito',
    subCategoryCovers: [{ description: 'Dengue, malaria, chikungunya and more', displayImage: 'mosquito' }],
    declarations: [],
    terms: [
      ...commonTerms,
      'Covers dengue, malaria, chikungunya, Japanese encephalitis, kala-azar, filariasis and zika.',
    ],
    variants: {
      INDIVIDUAL: {
        title: 'Mosquito Cover - Individual',
        name: 'Mosquito Cover Individual 1 Year',
        description: 'Hospital bills for seven mosquito-borne diseases.',
        coverage: 'Hospitalisation up to ₹25,000',
        policyCovers: [cover('Hospitalisation', 'Up to ₹25,000 for a stay of more than 24 hours')],
      },
      FAMILY: {
        title: 'Mosquito Cover - Family',
        name: 'Mosquito Cover Family 1 Year',
        description:
          'Hospital bills for seven mosquito-borne diseases, for you, your spouse and two children.',
        coverage: 'Hospitalisation up to ₹50,000 for the family',
        policyCovers: [
          cover('Hospitalisation', 'Up to ₹50,000 for the family, a stay of more than 24 hours'),
        ],
      },
    },
  },
} satisfies Record<string, ProductTexts>;
