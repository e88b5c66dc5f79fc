/**
 * What a mobile field keeps of what is typed, pasted or autofilled: the ten-digit number. Spaces,
 * dashes and brackets go; a country code (+91, 91) or a trunk 0 in front of the ten digits goes
 * too ('+91 98765 43210', '09876543210'). Any other run of more than ten digits is kept whole, so
 * the form's rule refuses it ('Please enter a valid number') instead of taking its first ten
 * digits for a number the borrower never gave.
 */
export const mobileLength = 10;
export function toMobileDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === mobileLength + 2 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === mobileLength + 1 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/**
 * What stays on screen of a mobile typed after the field's fixed '+91': a country code or trunk 0
 * typed first is dropped ('+91 98765' shows '98765'), and spaces in front; the rest stays as typed.
 */
export const withoutCountryCode = (typed: string) => typed.replace(/^\s*(?:(?:\+\s*9\s*1|0)[\s-]*)?/, '');

/** PAN is uppercased as typed (spec 000 §2.2); spaces and punctuation are dropped. */
export const panLength = 10;
export const toPan = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, panLength);
