/** Bank code, a zero reserved for future use, then the branch code. */
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** The IFSC field uppercases what is typed. */
export function normaliseIfsc(input: string): string {
  return input.trim().toUpperCase();
}

export function isIfsc(input: string): boolean {
  return IFSC.test(normaliseIfsc(input));
}
