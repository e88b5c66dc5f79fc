import { documentTypes, type DocumentType } from '@kredo/contract/documents';
import type { FieldDefinition } from '@kredo/contract/loan-application';
import { documentRequiredMessages } from '@kredo/contract/messages';

/** One document the Documents step asks for, and whether the borrower has given it. */
export type DocumentNeed = { docType: DocumentType; label: string; required: boolean; uploaded: boolean };

const isDocumentType = (value: string): value is DocumentType =>
  (documentTypes as readonly string[]).includes(value);

/** The order the cards show in: the photo first, the address proof (with the KYC choice) last. */
const shownOrder: readonly DocumentType[] = ['SELFIE', 'PAN', 'PAY_SLIP'];
const rank = (need: DocumentNeed) =>
  need.docType === 'CURRENT_ADDRESS_PROOF'
    ? shownOrder.length + 1
    : shownOrder.indexOf(need.docType) === -1
      ? shownOrder.length
      : shownOrder.indexOf(need.docType);

/**
 * The documents among the product's fields (`documents.SELFIE`, ...): each required one and each
 * optional one, given when its value is present.
 */
export function documentNeeds(
  required: readonly FieldDefinition[],
  optional: readonly FieldDefinition[],
): DocumentNeed[] {
  const needs = (fields: readonly FieldDefinition[], asked: boolean) =>
    fields.flatMap((field): DocumentNeed[] => {
      const docType = field.identifier.replace(/^documents\./, '');
      if (field.type !== 'file' || !isDocumentType(docType)) return [];
      return [
        { docType, label: field.label, required: asked && field.isRequired, uploaded: field.value !== null },
      ];
    });
  return [...needs(required, true), ...needs(optional, false)].sort((a, b) => rank(a) - rank(b));
}

/** Required documents not given, counting those uploaded since the fields were read. */
export function missingDocuments(needs: readonly DocumentNeed[], uploadedNow: ReadonlySet<DocumentType>) {
  return needs.filter((need) => need.required && !need.uploaded && !uploadedNow.has(need.docType));
}

/**
 * 'SELFIE REQUIRED', 'PAN REQUIRED', ... (spec 000 §8); a type the spec does not name says so in
 * its label's words (`otherwise`, in the borrower's language on screen).
 */
export function requiredMessage(
  need: DocumentNeed,
  otherwise: (label: string) => string = (label) => `${label} REQUIRED`,
): string {
  const messages: Partial<Record<DocumentType, string>> = documentRequiredMessages;
  return messages[need.docType] ?? otherwise(need.label.toUpperCase());
}
