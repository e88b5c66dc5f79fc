/**
 * Partner configuration as data: one entry per distribution partner plus the default brand.
 * The first route segment selects an entry by `id`; the segment `android` means native-app mode
 * under the default brand. Logos, slider images and loader images are drawn by the web app
 * (apps/web/src/config/partner-art), keyed by the same id.
 */
export type PartnerColors = {
  /** Buttons and the app bar; white text must read on it (WCAG AA, 4.5:1). */
  primary: string;
  secondary: string;
  /** Page background tint behind cards. */
  background: string;
};

export type Partner = {
  id: string;
  displayName: string;
  /** What kind of partner this is, for operators; never shown to borrowers. */
  kind: string;
  sourcingCode: string;
  /** What the landing promises, as figures of the products the brand reaches (see PartnerOffer). */
  offer: PartnerOffer;
  /** A line of the partner's own, above the offer's figures: a key of the web's `shell.taglines`. */
  tagline?: 'medicalExpenses' | 'salaryAdvance';
  colors: PartnerColors;
  supportEmail: string;
  /** The lender (@kredo/contract/lenders) whose loans the brand advertises on its login page. */
  lenderId: number;
  /**
   * The bank statement screens offer no "e-mail your statements" link (spec 000 §6: one partner
   * source hides it). Set for exactly one partner; docs/decisions.md says why.
   */
  hidesStatementEmail?: boolean;
};

/**
 * The landing's claims, as figures: the largest credit line and term loan (rupees), the flat
 * monthly rates (basis points, lowest first) and every tenure (months, shortest first) of the
 * products the brand reaches. They are the product catalogue's (apps/server loan-products), kept
 * here as a small table so the first visit draws its bullets without the catalogue; a server
 * test walks every brand and fails when a figure and the catalogue disagree.
 */
export type PartnerOffer = {
  creditLineUpToRupees?: number;
  termLoanUpToRupees?: number;
  monthlyFlatRatesBasisPoints: readonly number[];
  tenureMonths: readonly number[];
};

const standardOffer: PartnerOffer = {
  creditLineUpToRupees: 200_000,
  termLoanUpToRupees: 1_000_000,
  monthlyFlatRatesBasisPoints: [250],
  tenureMonths: [3, 6, 9, 12],
};

export const defaultPartner: Partner = {
  id: 'kredo',
  displayName: 'Kredo',
  kind: 'default brand',
  sourcingCode: 'SCKREDO',
  offer: standardOffer,
  colors: { primary: '#C2410C', secondary: '#1F2937', background: '#FFF7ED' },
  supportEmail: 'support@kredo.example',
  lenderId: 174,
};

export const partners: readonly Partner[] = [
  {
    id: 'healwise',
    displayName: 'HealWise',
    kind: 'medical-services partner',
    sourcingCode: 'SCLMD',
    offer: standardOffer,
    tagline: 'medicalExpenses',
    colors: { primary: '#0F766E', secondary: '#134E4A', background: '#F0FDFA' },
    supportEmail: 'loans@healwise.example',
    lenderId: 176,
  },
  {
    id: 'lendbazaar',
    displayName: 'LendBazaar',
    kind: 'lending marketplace',
    sourcingCode: 'SCLT',
    offer: {
      creditLineUpToRupees: 5_000_000,
      termLoanUpToRupees: 1_000_000,
      monthlyFlatRatesBasisPoints: [250],
      tenureMonths: [3, 6, 9, 12, 15, 18, 21, 24],
    },
    colors: { primary: '#4338CA', secondary: '#312E81', background: '#EEF2FF' },
    supportEmail: 'care@lendbazaar.example',
    lenderId: 179,
    // The marketplace's care desk takes no documents (docs/decisions.md).
    hidesStatementEmail: true,
  },
  {
    id: 'moneymitra',
    displayName: 'MoneyMitra',
    kind: 'loan comparison site',
    sourcingCode: 'SCMMM',
    offer: standardOffer,
    colors: { primary: '#15803D', secondary: '#14532D', background: '#F0FDF4' },
    supportEmail: 'help@moneymitra.example',
    lenderId: 174,
  },
  {
    id: 'paisacompare',
    displayName: 'PaisaCompare',
    kind: 'loan comparison site',
    sourcingCode: 'SCPB',
    offer: standardOffer,
    colors: { primary: '#1D4ED8', secondary: '#1E3A8A', background: '#EFF6FF' },
    supportEmail: 'support@paisacompare.example',
    lenderId: 176,
  },
  {
    id: 'earnwealth',
    displayName: 'EarnWealth',
    kind: 'earn-wealth partner',
    sourcingCode: 'SCEW',
    offer: standardOffer,
    colors: { primary: '#7E22CE', secondary: '#581C87', background: '#FAF5FF' },
    supportEmail: 'hello@earnwealth.example',
    lenderId: 174,
  },
  {
    id: 'jobpath',
    displayName: 'JobPath',
    kind: 'jobs platform',
    sourcingCode: 'SCBP',
    offer: {
      creditLineUpToRupees: 200_000,
      termLoanUpToRupees: 1_000_000,
      monthlyFlatRatesBasisPoints: [250],
      tenureMonths: [3, 6, 9, 12],
    },
    tagline: 'salaryAdvance',
    colors: { primary: '#0369A1', secondary: '#0C4A6E', background: '#F0F9FF' },
    supportEmail: 'support@jobpath.example',
    lenderId: 179,
  },
  {
    id: 'vittloans',
    displayName: 'Vitt Loans',
    kind: 'loans partner',
    sourcingCode: 'SCVL',
    offer: standardOffer,
    colors: { primary: '#BE123C', secondary: '#881337', background: '#FFF1F2' },
    supportEmail: 'care@vittloans.example',
    lenderId: 176,
  },
  {
    id: 'myfinance',
    displayName: 'MyFinance Pal',
    kind: 'personal finance partner',
    sourcingCode: 'SCMF',
    offer: standardOffer,
    colors: { primary: '#A21CAF', secondary: '#701A75', background: '#FDF4FF' },
    supportEmail: 'support@myfinancepal.example',
    lenderId: 174,
  },
];

/** The route segment that means the native Android shell rather than a partner. */
export const androidSegment = 'android';

const partnersById = new Map(partners.map((partner) => [partner.id, partner]));

/** The partner a route segment selects; any other segment (or none) means the default brand. */
export function findPartner(segment: string | undefined): Partner | undefined {
  return segment === undefined ? undefined : partnersById.get(segment.toLowerCase());
}

/**
 * Marketplace sources whose borrowers go back to the marketplace once they have applied
 * (spec 000 §4.1), keyed by the link's utm_source as the marketplace sends it.
 */
export const sourceReturnUrls: Readonly<Record<string, string>> = {
  SCMEESHO: 'https://marketplace.example/loans/applied',
};
