import { devBase } from '@kredo/contract/dev';

import type { GoldProduct } from './index.ts';

/** Where the sandbox serves its products' pictures (sandbox mode only), under `devBase`. */
export const goldImagesRoute = '/gold-vendor/images';
export const goldImagesPath = `${devBase}${goldImagesRoute}`;

type Item = Pick<
  GoldProduct,
  'productCode' | 'skuNumber' | 'description' | 'metalWeight' | 'makingCharges'
> & {
  inStock: boolean;
  /** What the picture shows. */
  shape: 'coin' | 'bar';
  grams: string;
};

/**
 * The sandbox vendor's catalogue: SafeGold-like coins and a bar of 24K 99.5% gold, making and
 * delivery charges in paise with GST. The 10 g bar is out of stock.
 */
const items: readonly Item[] = [
  {
    productCode: 'SGC05',
    skuNumber: 'SG24C0005',
    description: '0.5 gram 24K gold coin',
    metalWeight: 5_000,
    makingCharges: 350_00,
    inStock: true,
    shape: 'coin',
    grams: '0.5',
  },
  {
    productCode: 'SGC1',
    skuNumber: 'SG24C0010',
    description: '1 gram 24K gold coin',
    metalWeight: 10_000,
    makingCharges: 450_00,
    inStock: true,
    shape: 'coin',
    grams: '1',
  },
  {
    productCode: 'SGC2',
    skuNumber: 'SG24C0020',
    description: '2 gram 24K gold coin',
    metalWeight: 20_000,
    makingCharges: 600_00,
    inStock: true,
    shape: 'coin',
    grams: '2',
  },
  {
    productCode: 'SGC5',
    skuNumber: 'SG24C0050',
    description: '5 gram 24K gold coin',
    metalWeight: 50_000,
    makingCharges: 950_00,
    inStock: true,
    shape: 'coin',
    grams: '5',
  },
  {
    productCode: 'SGB10',
    skuNumber: 'SG24B0100',
    description: '10 gram 24K gold bar',
    metalWeight: 100_000,
    makingCharges: 1_400_00,
    inStock: false,
    shape: 'bar',
    grams: '10',
  },
] as const;

const productOf = (item: Item): GoldProduct => ({
  productCode: item.productCode,
  skuNumber: item.skuNumber,
  description: item.description,
  metalWeight: item.metalWeight,
  purity: '24K 995',
  makingCharges: item.makingCharges,
  packagingType: 'Tamper-proof blister pack',
  imageUrls: [`${goldImagesPath}/${item.skuNumber}.svg`],
  inStock: item.inStock,
  refundPolicy: 'Not returnable once delivered; an order returned undelivered is refunded by support.',
});

export const sandboxGoldProducts = (): GoldProduct[] => items.map(productOf);

export const findProduct = (productCode: string): GoldProduct | undefined => {
  const item = items.find((candidate) => candidate.productCode === productCode);
  return item && productOf(item);
};

/** A product's picture: a plain SVG of a coin or a bar with its weight. */
export function productImage(skuNumber: string): string | undefined {
  const item = items.find((candidate) => candidate.skuNumber === skuNumber);
  if (!item) return undefined;
  const shape =
    item.shape === 'coin'
      ? '<circle cx="100" cy="100" r="80" fill="#d4a017" stroke="#8a6d0b" stroke-width="6"/>'
      : '<rect x="30" y="55" width="140" height="90" rx="10" fill="#d4a017" stroke="#8a6d0b" stroke-width="6"/>';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">',
    shape,
    `<text x="100" y="98" font-family="sans-serif" font-size="26" text-anchor="middle" fill="#4a3a05">${item.grams} g</text>`,
    '<text x="100" y="126" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#4a3a05">24K 995</text>',
    '</svg>',
  ].join('');
}
