import { isEligibilityMobile, normaliseMobile } from './mobile.ts';
import { isReferenceName, normaliseName } from './name.ts';

/** A loan application names at least two references (spec 000 §9). */
export const MIN_REFERENCES = 2;

export type Reference = { name: string; mobile: string; relation: string };

export type ReferenceProblem =
  | 'NAME_INVALID'
  | 'MOBILE_INVALID'
  | 'RELATION_MISSING'
  /** The borrower's own number, or one of their alternate numbers. */
  | 'MOBILE_IS_OWN'
  /** Reference 2 onwards: the same name as an earlier reference ('Reference name can't be same'). */
  | 'NAME_REPEATED'
  /** Reference 2 onwards: the same mobile as an earlier reference ('Reference mobile number can't be same'). */
  | 'MOBILE_REPEATED';

export type ReferenceField = 'name' | 'mobile' | 'relation';

/** Problems of each reference by field; an empty object for a good one. */
export function referenceProblems(
  references: readonly Reference[],
  ownMobiles: readonly string[],
): Array<Partial<Record<ReferenceField, ReferenceProblem>>> {
  const own = new Set(ownMobiles.map(normaliseMobile).filter((mobile) => mobile !== ''));
  const sameName = (a: string, b: string) =>
    normaliseName(a).replace(/\s+/g, ' ').toLowerCase() ===
    normaliseName(b).replace(/\s+/g, ' ').toLowerCase();

  return references.map((reference, index) => {
    const problems: Partial<Record<ReferenceField, ReferenceProblem>> = {};
    const earlier = references.slice(0, index);
    const mobile = normaliseMobile(reference.mobile);
    if (!isReferenceName(reference.name)) problems.name = 'NAME_INVALID';
    else if (earlier.some((other) => sameName(other.name, reference.name))) problems.name = 'NAME_REPEATED';
    if (!isEligibilityMobile(mobile)) problems.mobile = 'MOBILE_INVALID';
    else if (own.has(mobile)) problems.mobile = 'MOBILE_IS_OWN';
    else if (earlier.some((other) => normaliseMobile(other.mobile) === mobile))
      problems.mobile = 'MOBILE_REPEATED';
    if (reference.relation.trim() === '') problems.relation = 'RELATION_MISSING';
    return problems;
  });
}
