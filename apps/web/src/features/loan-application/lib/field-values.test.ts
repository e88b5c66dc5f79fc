import { describe, expect, it } from 'vitest';
import type { SaveProfileInput } from '../api/application-profile';
import { fieldErrorsByIdentifier, schemaErrors } from './field-values';

describe('refusals by field identifier', () => {
  const body: SaveProfileInput = {
    bankAccounts: [
      {
        beneficiaryName: 'Kavya Iyer',
        ifsc: 'HDFC0000001',
        accountNumber: '50100123456789',
        purposeType: 'DISBURSAL',
      },
      {
        beneficiaryName: 'Kavya Iyer',
        ifsc: 'HDFC0000001',
        accountNumber: '000401234567',
        purposeType: 'NACH',
      },
    ],
  };

  it('names profile fields without their prefix and bank accounts by purpose', () => {
    expect(
      fieldErrorsByIdentifier(
        {
          'profileData.address.street': ['Please enter a valid Current Street'],
          'bankAccounts.1.ifsc': ['Wrong IFSC'],
          'references.0.referenceName': ["Reference name can't be same"],
          'profileData.name': [],
        },
        body,
      ),
    ).toEqual({
      'address.street': 'Please enter a valid Current Street',
      'bankAccounts.NACH.ifsc': 'Wrong IFSC',
      'references.0.referenceName': "Reference name can't be same",
    });
  });

  it('finds what the save schema refuses before anything is sent', () => {
    expect(schemaErrors({ profileData: { panNumber: 'ABCDE1234F', name: 'Kavya Iyer' } })).toEqual({
      panNumber: 'Please enter a valid PAN number',
    });
    expect(schemaErrors({ profileData: { panNumber: 'abcpi1234k' } })).toEqual({});
    expect(schemaErrors(body)).toEqual({});
  });
});
