/** No Indian postal zone is numbered 0. */
const PINCODE = /^[1-9]\d{5}$/;

export function isPincode(input: string): boolean {
  return PINCODE.test(input.trim());
}
