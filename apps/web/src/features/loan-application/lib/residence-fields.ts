import type { FieldDefinition } from '@kredo/contract/loan-application';

/**
 * The residence step's fields that depend on other answers: the rent and who the borrower lives
 * with are asked only for a rented house, and the permanent address is the current one while
 * 'Same as current address' is ticked, its fields hidden but sent complete.
 */
export const PERM_SAME = 'permSame';
const RESIDENT_TYPE = 'residentType';
const rentedOnly = new Set(['resRentMonthly', 'livingWith']);
const PERMANENT = 'permAddress.';
const CURRENT = 'address.';

export const isPermanentAddress = (field: FieldDefinition) => field.identifier.startsWith(PERMANENT);
/** The current address's field a permanent address's field copies: `address.street`. */
export const currentOf = (identifier: string) => CURRENT + identifier.slice(PERMANENT.length);

/**
 * The fields the answers ask: no rent and no living-with when the house is not rented; for a
 * rented one they follow the resident type and staying-since, before the addresses.
 */
export function applicableFields(
  fields: readonly FieldDefinition[],
  residentType: unknown,
): readonly FieldDefinition[] {
  if (!fields.some((field) => field.identifier === RESIDENT_TYPE)) return fields;
  const others = fields.filter((field) => !rentedOnly.has(field.identifier));
  if (residentType !== 'Rented') return others;
  const rent = fields.filter((field) => rentedOnly.has(field.identifier));
  const after = others.findIndex((field) => field.identifier.startsWith(CURRENT));
  const at = after === -1 ? others.length : after;
  return [...others.slice(0, at), ...rent, ...others.slice(at)];
}

/** The step asks a permanent address that may be the current one. */
export const asksPermanentAddress = (fields: readonly FieldDefinition[]) =>
  fields.some((field) => isPermanentAddress(field) && !field.isReadOnly) &&
  fields.some((field) => field.identifier.startsWith(CURRENT));

/** Ticked to start with when the saved permanent address is the saved current one. */
export function savedAsSame(fields: readonly FieldDefinition[]): boolean {
  const permanent = fields.filter(isPermanentAddress);
  const valueOf = (identifier: string) => fields.find((field) => field.identifier === identifier)?.value;
  return (
    permanent.length > 0 &&
    permanent.every((field) => field.value !== null && field.value === valueOf(currentOf(field.identifier)))
  );
}
