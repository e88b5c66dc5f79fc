import type { ApplicationView } from '@kredo/contract/back-office';
import {
  defaultDueDayOfMonth,
  priceOffer,
  type OfferPricing,
  type PricedOffer,
} from '@kredo/domain/loan-offer';
import { clampAmount, isAmountWithin, tenureOptions } from '@kredo/domain/loan-boundary';
import { basisPoints, formatRupees, paise, rupeesToPaise, type Paise } from '@kredo/domain/money';
import * as z from 'zod/mini';

import { text } from '../../../text';

export type Boundary = ApplicationView['boundary'];

/** The product's pricing as the domain's offer maths reads it, so the preview is the server's price. */
export function pricingOf(boundary: Boundary): OfferPricing {
  return {
    monthlyFlatRate: basisPoints(boundary.monthlyFlatRateBp),
    processingFeeRate: basisPoints(boundary.processingFeeRateBp),
    convenienceFeeRate: basisPoints(boundary.convenienceFeeRateBp),
    minConvenienceFee: paise(boundary.minConvenienceFee),
    gstRate: basisPoints(boundary.gstRateBp),
  };
}

/** The product's tenures: min to max by step. */
export function tenureChoices({ tenureMonths }: Boundary): number[] {
  return tenureOptions(tenureMonths);
}

export function parseRupees(value: string): Paise | undefined {
  try {
    return rupeesToPaise(value);
  } catch {
    return undefined;
  }
}

const rupees = (amount: number) => formatRupees(paise(amount), { symbol: true, decimals: 0 });

/** The amount range as staff read it: "₹10,000" and "₹5,00,000". */
export function amountRangeText({ amountRange: [min, max] }: Boundary): [string, string] {
  return [rupees(min), rupees(max)];
}

/**
 * The approve form: the amount typed in rupees within the product's range, a tenure the product
 * offers and a due day; its output is the contract's approve body (amount in paise).
 */
export function approveFormSchema(boundary: Boundary) {
  const tenures = tenureChoices(boundary).map(String);
  const [minText, maxText] = amountRangeText(boundary);
  const withinRange = (value: string) => {
    const amount = parseRupees(value);
    return amount !== undefined && isAmountWithin(amount, boundary.amountRange);
  };
  const dueDay = (value: string) => /^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 28;
  return z.object({
    amount: z.pipe(
      z.string().check(z.refine(withinRange, { error: text.approve.amountOutside(minText, maxText) })),
      z.transform((value): number => rupeesToPaise(value)),
    ),
    tenureMonths: z.pipe(z.string().check(z.refine((value) => tenures.includes(value))), z.transform(Number)),
    dueDayOfMonth: z.pipe(
      z.string().check(z.refine(dueDay, { error: text.approve.dueDayOutside })),
      z.transform(Number),
    ),
    note: z.pipe(
      z.optional(z.string()),
      z.transform((value) => value?.trim() || undefined),
    ),
  });
}

export type ApproveFormInput = z.input<ReturnType<typeof approveFormSchema>>;

/** What the form starts with: the request, brought within the product, and the usual due day. */
export function defaultApproveValues(view: ApplicationView): ApproveFormInput {
  const { boundary, application } = view;
  const amount = clampAmount(application.amountRequested, boundary.amountRange);
  const tenures = tenureChoices(boundary);
  const tenure = tenures.reduce(
    (best, months) =>
      Math.abs(months - application.tenureRequested) < Math.abs(best - application.tenureRequested)
        ? months
        : best,
    tenures[0] ?? application.tenureRequested,
  );
  return {
    amount: String(Math.floor(amount / 100)),
    tenureMonths: String(tenure),
    dueDayOfMonth: String(defaultDueDayOfMonth),
    note: '',
  };
}

/** The offer these form values make, or undefined while they are not terms the product allows. */
export function previewOffer(boundary: Boundary, values: Partial<ApproveFormInput>): PricedOffer | undefined {
  const parsed = approveFormSchema(boundary).safeParse(values);
  if (!parsed.success) return undefined;
  try {
    return priceOffer(
      {
        principal: paise(parsed.data.amount),
        tenureMonths: parsed.data.tenureMonths,
        dueDayOfMonth: parsed.data.dueDayOfMonth,
      },
      pricingOf(boundary),
    );
  } catch {
    // Fees that would swallow a tiny principal: no offer to show.
    return undefined;
  }
}
