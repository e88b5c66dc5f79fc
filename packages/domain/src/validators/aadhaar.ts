// Verhoeff's dihedral-group check digit catches every single-digit error and every swap of two
// adjacent digits, which is why UIDAI chose it for the twelfth Aadhaar digit.
const MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

const AADHAAR = /^[2-9]\d{11}$/;
const DIGITS = /^\d+$/;

/** `offset` is 1 when the digits still lack their check digit, which will take position 0. */
function verhoeffState(digits: string, offset: 0 | 1): number {
  let check = 0;
  for (let position = 0; position < digits.length; position += 1) {
    const digit = Number(digits[digits.length - 1 - position]);
    const permuted = PERMUTE[(position + offset) % 8]?.[digit] ?? 0;
    check = MULTIPLY[check]?.[permuted] ?? 0;
  }
  return check;
}

/** The digit to append to `digits` so that the whole passes the Verhoeff check. */
export function verhoeffCheckDigit(digits: string): number {
  if (!DIGITS.test(digits)) throw new RangeError('Verhoeff needs a string of digits');
  return INVERSE[verhoeffState(digits, 1)] ?? 0;
}

export function isVerhoeffValid(digits: string): boolean {
  return DIGITS.test(digits) && verhoeffState(digits, 0) === 0;
}

/** Aadhaar is often written in groups of four ("2345 6789 0124"); the spaces carry no meaning. */
export function normaliseAadhaar(input: string): string {
  return input.replace(/\s+/g, '');
}

export function isAadhaar(input: string): boolean {
  const digits = normaliseAadhaar(input);
  return AADHAAR.test(digits) && isVerhoeffValid(digits);
}
