import type { AddressKind, DocumentChecksProvider } from './index.ts';

/**
 * The sandbox checks (docs/providers.md), by the PAN's characters 6-9, each "until the borrower
 * corrects it": 9994 the first selfie uploaded is unclear and any later one clear; 9995 the same
 * for the PAN image; 9996 the work address the borrower applied with does not verify and a
 * changed one does; 9997 the same for the residence address. Everything else is clear and verifies.
 */
export const sandboxCheckPans = {
  unclearSelfie: '9994',
  unclearPan: '9995',
  workMismatch: '9996',
  residenceMismatch: '9997',
} as const;

const mismatchedAddress: Record<string, AddressKind> = {
  [sandboxCheckPans.workMismatch]: 'work',
  [sandboxCheckPans.residenceMismatch]: 'residence',
};

const magicOf = (pan: string) => pan.slice(5, 9);

export function createSandboxDocumentChecks(options: { delayMs?: number } = {}): DocumentChecksProvider {
  const delayMs = options.delayMs ?? 50;
  const pause = () => new Promise((resolve) => setTimeout(resolve, delayMs));
  return {
    name: 'sandbox',
    async checkImage(request) {
      await pause();
      const magic = magicOf(request.pan);
      const unclearType =
        magic === sandboxCheckPans.unclearSelfie
          ? 'SELFIE'
          : magic === sandboxCheckPans.unclearPan
            ? 'PAN'
            : null;
      return request.docType === unclearType && request.version === 1 ? 'UNCLEAR' : 'CLEAR';
    },
    async verifyAddress(request) {
      await pause();
      const mismatched = mismatchedAddress[magicOf(request.pan)] === request.kind;
      return mismatched && request.unchangedSinceApplication ? 'MISMATCH' : 'VERIFIED';
    },
  };
}
