import type { CoverTypeCode } from '@kredo/domain/insurance-catalogue';

/**
 * The sub-product and cover type the borrower last opened (spec 002 §2 'remembers the chosen cover
 * type and sub-product'), kept for the tab: the product screens read it when their address does not
 * name one (back from the gateway, a reload).
 */
export type InsuranceSelection = { subCategory: string; coverType: CoverTypeCode; productId?: string };

const key = 'kredo.insurance.selection';

function store(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberSelection(selection: InsuranceSelection): void {
  try {
    store()?.setItem(key, JSON.stringify(selection));
  } catch {
    // A full or refused storage only loses the memory of the choice.
  }
}

export function rememberedSelection(): InsuranceSelection | undefined {
  try {
    const saved: unknown = JSON.parse(store()?.getItem(key) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return undefined;
    const { subCategory, coverType, productId } = saved as Record<string, unknown>;
    if (typeof subCategory !== 'string' || (coverType !== 'INDIVIDUAL' && coverType !== 'FAMILY'))
      return undefined;
    return { subCategory, coverType, ...(typeof productId === 'string' && { productId }) };
  } catch {
    return undefined;
  }
}
