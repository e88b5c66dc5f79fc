// The spec holds two rules: the profile accepts numbers starting 6-9 (the live mobile series), while
// eligibility, references and the update-e-mail screen also accept 5.
const MOBILE = /^[6-9]\d{9}$/;
const ELIGIBILITY_MOBILE = /^[5-9]\d{9}$/;

export function normaliseMobile(input: string): string {
  return input.trim();
}

export function isMobile(input: string): boolean {
  return MOBILE.test(normaliseMobile(input));
}

export function isEligibilityMobile(input: string): boolean {
  return ELIGIBILITY_MOBILE.test(normaliseMobile(input));
}
