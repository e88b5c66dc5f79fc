/**
 * The fourth letter says who holds the PAN: Company, Person, HUF, Firm, AOP, Trust, BOI, Local
 * authority, artificial Juridical person or Government.
 */
const PAN = /^[A-Z]{3}[CPHFATBLJG][A-Z]\d{4}[A-Z]$/;
/** The correction screens accept any fourth letter. */
const LOOSE_PAN = /^[A-Z]{5}\d{4}[A-Z]$/;

/** PAN fields uppercase what is typed, so "abcpv1234k " is the same PAN as "ABCPV1234K". */
export function normalisePan(input: string): string {
  return input.trim().toUpperCase();
}

export function isPan(input: string): boolean {
  return PAN.test(normalisePan(input));
}

export function isLoosePan(input: string): boolean {
  return LOOSE_PAN.test(normalisePan(input));
}
