/**
 * Spec 000 §3.2 names some document types twice (CURRENT_ADDRESS_PROOF and CURR_ADDR_PROOF,
 * PAY_SLIP and PAY_SLIP_1): each is read as its first name.
 */
const aliases: Record<string, string> = {
  CURR_ADDR_PROOF: 'CURRENT_ADDRESS_PROOF',
  PAY_SLIP_1: 'PAY_SLIP',
};

/** The types of document a borrower has given, each once by its first name, from the stored types. */
export function givenDocumentTypes(storedTypes: readonly string[]): string[] {
  return [...new Set(storedTypes.map((type) => aliases[type] ?? type))];
}
