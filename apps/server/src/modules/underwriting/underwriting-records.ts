import type { CreditReport } from '../../providers/credit-bureau/index.ts';

/** What the database keeps beside a decision (jsonb). */

export type StoredReason = { code: string; detail: string };

/** The bureau's answer as stored, with when it was fetched. */
export type StoredBureauReport = CreditReport & { fetchedAt: string };

/** A document version the checks looked at: its id and its place among the uploads of its type. */
export type CheckedDocument = { documentId: string; version: number };

/**
 * What the document and address checks were given. Addresses are kept as keyed fingerprints,
 * never in clear: the first automatic decision's fingerprints are the addresses as they stood
 * when the application reached underwriting (docs/decisions.md).
 */
export type CheckedEvidence = {
  selfie: CheckedDocument | null;
  pan: CheckedDocument | null;
  addressFingerprints: { residence: string | null; permanent: string | null; work: string | null };
};
