/**
 * Corporate Identity Number: listing status (L listed, U unlisted), a 5-digit industry code, the
 * state of registration, the year of incorporation, the ownership class and a 6-digit number,
 * e.g. L85110KA1981PLC013115.
 */
const CIN = /^[LU]\d{5}[A-Z]{2}(?:18|19|20)\d{2}[A-Z]{3}\d{6}$/;

export function isCin(input: string): boolean {
  return CIN.test(input.trim().toUpperCase());
}
