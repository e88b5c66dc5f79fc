import { describe, expect, it } from 'vitest';

import { fieldMessage, type FieldDefinition } from './loan-application.ts';

const field = (extra: Partial<FieldDefinition>): FieldDefinition => ({
  identifier: 'designation',
  label: 'Designation',
  type: 'text',
  value: null,
  isRequired: true,
  isReadOnly: false,
  ...extra,
});

describe('fieldMessage (spec 000 §5.3, §5.4)', () => {
  it.each([
    [field({}), 'REQUIRED', 'Please enter this to continue the application'],
    [field({ type: 'dropdown' }), 'REQUIRED', 'Please select this to continue the application'],
    [
      field({ identifier: 'resTenure', type: 'datePicker' }),
      'REQUIRED',
      'Please select this to continue the application',
    ],
    [field({ type: 'file' }), 'REQUIRED', 'Please upload document'],
    [field({ type: 'otp' }), 'REQUIRED', 'Please Enter Otp'],
    [field({}), 'PATTERN', 'Please enter a valid Designation'],
    [field({ type: 'pincode' }), 'PATTERN', 'Pin Code must be of Length 6'],
    [field({ type: 'ifsc', identifier: 'bankAccounts.NACH.ifsc' }), 'PATTERN', 'Wrong IFSC'],
    [
      field({ identifier: 'bankAccounts.NACH.accountNumber' }),
      'PATTERN',
      'Please enter correct account number',
    ],
    [field({ max_length: 60 }), 'TOO_LONG', 'maximum 60'],
    [
      field({ label: 'Loan Amount', type: 'number', unit: 'paise', min_val: 1_500_000, max_val: 2_500_000 }),
      'BELOW_MIN',
      'Please enter Loan Amount between 15000 and 25000',
    ],
    [
      field({ label: 'Tenure', type: 'dropdown', min_val: 3, max_val: 12 }),
      'ABOVE_MAX',
      'Please select Tenure between 3 and 12',
    ],
    [field({ type: 'number', unit: 'paise', min_val: 100 }), 'BELOW_MIN', 'minimum 1'],
    [field({ type: 'datePicker' }), 'AFTER_TODAY', "Entered date should not be after today's date"],
  ] as const)('%o %s: %s', (definition, problem, message) => {
    expect(fieldMessage(definition, problem)).toBe(message);
  });
});
