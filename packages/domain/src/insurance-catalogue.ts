import { divideRounded } from './bigint-division.ts';
import { formatRupees, type Paise, PAISE_PER_RUPEE } from './money.ts';

/**
 * The insurance catalogue as the category list shows it (spec 002 §2, §7, §9): products grouped
 * into sub-products by their sub-category, each card with its heading, its 'Starting at' price
 * (or Free) and the cover types it offers; prices read the Indian way.
 */
export type CoverTypeCode = 'INDIVIDUAL' | 'FAMILY';

export type CatalogueProduct = {
  productId: string;
  productName: string;
  subCategory: string;
  heading: string;
  icon: string;
  /** What the borrower pays, tax included. */
  price: number;
  coverType: { type: CoverTypeCode; label: string };
};

export type SubProduct<P extends CatalogueProduct> = {
  subCategory: string;
  heading: string;
  icon: string;
  /** The lowest price among its products: the card's 'Starting at'. */
  startingPrice: number;
  /** The cover types its products offer, individual first. */
  coverTypes: Array<P['coverType']>;
  /** Cheapest first. */
  products: P[];
};

const coverOrder: Record<CoverTypeCode, number> = { INDIVIDUAL: 0, FAMILY: 1 };

const byPriceThenName = (a: CatalogueProduct, b: CatalogueProduct) =>
  a.price - b.price || a.productName.localeCompare(b.productName) || a.productId.localeCompare(b.productId);

/**
 * Sub-products, cheapest first (then by heading), each product once. The heading and icon are
 * those of the sub-product's cheapest product.
 */
export function groupIntoSubProducts<P extends CatalogueProduct>(
  products: readonly P[],
): Array<SubProduct<P>> {
  const groups = new Map<string, P[]>();
  for (const product of products) {
    const group = groups.get(product.subCategory) ?? [];
    group.push(product);
    groups.set(product.subCategory, group);
  }
  const subProducts = [...groups.entries()].map(([subCategory, members]): SubProduct<P> => {
    const sorted = [...members].sort(byPriceThenName);
    const first = sorted[0]!;
    const coverTypes = new Map<CoverTypeCode, P['coverType']>();
    for (const product of sorted) {
      if (!coverTypes.has(product.coverType.type)) coverTypes.set(product.coverType.type, product.coverType);
    }
    return {
      subCategory,
      heading: first.heading,
      icon: first.icon,
      startingPrice: first.price,
      coverTypes: [...coverTypes.values()].sort((a, b) => coverOrder[a.type] - coverOrder[b.type]),
      products: sorted,
    };
  });
  return subProducts.sort(
    (a, b) =>
      a.startingPrice - b.startingPrice ||
      a.heading.localeCompare(b.heading) ||
      a.subCategory.localeCompare(b.subCategory),
  );
}

/** The products of a sub-product for the chosen cover type (individual, or the others). */
export function productsForCover<P extends CatalogueProduct>(
  subProduct: SubProduct<P>,
  individual: boolean,
): P[] {
  return subProduct.products.filter((product) => (product.coverType.type === 'INDIVIDUAL') === individual);
}

/** A card's heading, cut over 18 characters (spec 002 §2). */
export const headingLimit = 18;
export const cardHeading = (heading: string) =>
  heading.length > headingLimit ? `${heading.slice(0, headingLimit)}...` : heading;

/**
 * A price or a sum insured the Indian way (spec 002 §9): 0 is Free; from 1 lakh rupees it reads in
 * Lakh, from 1 crore in Cr, with at most two decimals (cut, never rounded up into the next unit);
 * below, en-IN grouped rupees. The screen words it: 'Free', '₹{{number}} Lakh', '₹{{number}} Cr'.
 */
export type InsurancePriceLabel =
  | { kind: 'free' }
  | { kind: 'rupees'; text: string }
  | { kind: 'lakh'; number: string }
  | { kind: 'crore'; number: string };

const lakhPaise = 100_000n * BigInt(PAISE_PER_RUPEE);
const crorePaise = 10_000_000n * BigInt(PAISE_PER_RUPEE);

function hundredthsOf(amount: bigint, unit: bigint): string {
  const hundredths = divideRounded(amount * 100n, unit, 'down');
  const whole = hundredths / 100n;
  const fraction = (hundredths % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`;
}

export function insurancePriceLabel(amount: Paise): InsurancePriceLabel {
  if (amount === 0) return { kind: 'free' };
  const value = BigInt(amount);
  if (value >= crorePaise) return { kind: 'crore', number: hundredthsOf(value, crorePaise) };
  if (value >= lakhPaise) return { kind: 'lakh', number: hundredthsOf(value, lakhPaise) };
  const whole = amount % PAISE_PER_RUPEE === 0;
  return { kind: 'rupees', text: formatRupees(amount, { symbol: true, decimals: whole ? 0 : 2 }) };
}

/** The label in English, as the server's documents print it. */
export function formatInsurancePrice(amount: Paise): string {
  const label = insurancePriceLabel(amount);
  if (label.kind === 'free') return 'Free';
  if (label.kind === 'rupees') return label.text;
  return `₹${label.number} ${label.kind === 'lakh' ? 'Lakh' : 'Cr'}`;
}
