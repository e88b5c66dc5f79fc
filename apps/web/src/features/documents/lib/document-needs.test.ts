import type { FieldDefinition } from '@kredo/contract/loan-application';
import { describe, expect, it } from 'vitest';
import { documentNeeds, missingDocuments, requiredMessage } from './document-needs';

const file = (docType: string, label: string, value: string | null, isRequired = true): FieldDefinition => ({
  identifier: `documents.${docType}`,
  label,
  type: 'file',
  isRequired,
  isReadOnly: false,
  value,
});

describe('document needs', () => {
  it('reads the product file fields in card order, with what is already given', () => {
    const needs = documentNeeds(
      [
        file('CURRENT_ADDRESS_PROOF', 'Current Address Proof', null),
        file('SELFIE', 'Selfie', 'SELFIE'),
        file('PAN', 'PAN Card', null),
      ],
      [file('PAY_SLIP', 'Latest Pay Slip', null, false)],
    );
    expect(needs.map(({ docType, required, uploaded }) => [docType, required, uploaded])).toEqual([
      ['SELFIE', true, true],
      ['PAN', true, false],
      ['PAY_SLIP', false, false],
      ['CURRENT_ADDRESS_PROOF', true, false],
    ]);
  });

  it('leaves out fields that are not documents of a known type', () => {
    const text = { ...file('PAN', 'PAN', null), type: 'text' as const };
    expect(documentNeeds([text, file('PASSPORT_PHOTO', 'Photo', null)], [])).toEqual([]);
  });

  it('counts as given what was uploaded since the fields were read', () => {
    const needs = documentNeeds([file('SELFIE', 'Selfie', null), file('PAN', 'PAN Card', null)], []);
    expect(missingDocuments(needs, new Set(['PAN'])).map((need) => need.docType)).toEqual(['SELFIE']);
  });

  it("says 'X REQUIRED' in the spec's words for each document type it names", () => {
    const say = (docType: string, label: string) =>
      requiredMessage(documentNeeds([file(docType, label, null)], [])[0]!);
    expect(say('SELFIE', 'Selfie')).toBe('SELFIE REQUIRED');
    expect(say('PAY_SLIP', 'Latest Pay Slip')).toBe('PAY SLIP REQUIRED');
    expect(say('CURRENT_ADDRESS_PROOF', 'Current Address Proof')).toBe('CURRENT ADDRESS PROOF REQUIRED');
    expect(say('OTHER', 'Other')).toBe('OTHER REQUIRED');
    expect(say('EMP_ID_CARD', 'Employee ID Card')).toBe('EMPLOYEE ID CARD REQUIRED');
  });
});
