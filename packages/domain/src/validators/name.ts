export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 30;

// Must start and end with a letter so that blanks alone, or a stray space, never pass as a name.
const NAME = /^[A-Za-z](?:[A-Za-z ]*[A-Za-z])?$/;
const REFERENCE_NAME = /^[A-Za-z](?:[A-Za-z. ]*[A-Za-z.])?$/;

export function normaliseName(input: string): string {
  return input.trim();
}

function hasNameLength(name: string): boolean {
  return name.length >= NAME_MIN_LENGTH && name.length <= NAME_MAX_LENGTH;
}

/** Letters and spaces, 2-30 characters. */
export function isName(input: string): boolean {
  const name = normaliseName(input);
  return hasNameLength(name) && NAME.test(name);
}

/** A reference's name may also hold dots ("R. K. Sharma"). */
export function isReferenceName(input: string): boolean {
  const name = normaliseName(input);
  return hasNameLength(name) && REFERENCE_NAME.test(name);
}
