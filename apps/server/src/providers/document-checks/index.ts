import { failAsUnconfigured } from '../unconfigured-provider.ts';

/**
 * Checks a lender runs on what the borrower gave: whether a selfie or PAN image is clear enough
 * to use, and whether a declared address verifies (a field or database verification). A real
 * service is a new file beside sandbox.ts.
 */
export type ImageCheck = 'CLEAR' | 'UNCLEAR';
export type AddressVerdict = 'VERIFIED' | 'MISMATCH';
export type AddressKind = 'residence' | 'permanent' | 'work';

export type DocumentImageRequest = {
  pan: string;
  docType: 'SELFIE' | 'PAN';
  contentType: string;
  bytes: Uint8Array;
  /** Which upload of this type it is: 1 for the first, 2 for the one that replaced it, ... */
  version: number;
};

export type AddressPartsInput = {
  house?: string | undefined;
  street?: string | undefined;
  locality?: string | undefined;
  landmark?: string | undefined;
  pincode?: string | undefined;
};

export type AddressRequest = {
  pan: string;
  kind: AddressKind;
  address: AddressPartsInput;
  /**
   * Whether this is the address the borrower applied with, unchanged since. A verifier keeps
   * its finding on the address it was sent; a changed address is verified afresh.
   */
  unchangedSinceApplication: boolean;
};

export type DocumentChecksProvider = {
  readonly name: string;
  checkImage(request: DocumentImageRequest): Promise<ImageCheck>;
  verifyAddress(request: AddressRequest): Promise<AddressVerdict>;
};

const unavailable = failAsUnconfigured('document checks service');

/** Production until a verification service is configured: every check fails as an outage. */
export const unconfiguredDocumentChecks: DocumentChecksProvider = {
  name: 'unconfigured',
  checkImage: unavailable,
  verifyAddress: unavailable,
};
