import type { InsuranceFieldDefinition } from '@kredo/contract/insurance';
import type { IsoDate } from '@kredo/domain/calendar-date';
import { describe, expect, it } from 'vitest';
import { detailsDefaults, detailsSchema, heldText } from './details-form';

const today = '2026-11-29' as IsoDate;
const field = (name: string, more: Partial<InsuranceFieldDefinition> = {}): InsuranceFieldDefinition => ({
  name,
  label: name,
  type: 'text',
  inputType: 'text',
  value: null,
  options: null,
  regex: null,
  min: null,
  max: null,
  max_length: null,
  ...more,
});

describe('the details form as the server takes it (spec 002 §5)', () => {
  const fields = [
    field('full_name'),
    field('gender'),
    field('pan_number'),
    field('alt_mobile', { inputType: 'tel' }),
    field('dob', { type: 'date', inputType: 'date' }),
    field('agree', { type: 'checkbox' }),
  ];

  it('trims, capitalises gender, cuts pan and mobile to 10 (or max_length) upper-cased, and sends dates as timestamps', () => {
    const parsed = detailsSchema(fields, today, false).parse({
      full_name: '  Asha Verma ',
      gender: 'fEMALE ',
      pan_number: 'abcpv1234kxyz',
      alt_mobile: '9876543210',
      dob: '1990-05-15',
      agree: true,
    });
    expect(parsed).toEqual({
      full_name: 'Asha Verma',
      gender: 'Female',
      pan_number: 'ABCPV1234K',
      alt_mobile: '9876543210',
      dob: Date.parse('1990-05-15T00:00:00Z'),
      agree: true,
    });
    expect(heldText(field('pin', { max_length: 6 }), '5600019')).toBe('560001');
  });

  it("asks a box to be ticked with 'This field is required', and the nominee's confirmation when asked", () => {
    const values = {
      ...detailsDefaults(fields, true),
      full_name: 'A',
      gender: 'Male',
      pan_number: 'X',
      alt_mobile: '9876543210',
      dob: '1990-05-15',
    };
    const parsed = detailsSchema(fields, today, true).safeParse(values);
    const messages = Object.fromEntries(
      (parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({ agree: 'This field is required', nomineeConfirmed: 'This field is required' });
  });
});
