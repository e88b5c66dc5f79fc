import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { completedYears, indianDate, isoDate } from './calendar-date.ts';
import {
  type InsuranceField,
  insuranceFieldProblem,
  normaliseInsuranceValue,
  readInsuranceDate,
  readInsuranceForm,
} from './insurance-form.ts';

const today = isoDate('2026-03-15');
const anyName = fc.constantFrom('pan', 'mobile', 'pincode', 'nominee_mobile', 'gender', 'name', 'email');
const anyField = fc
  .record({ name: anyName, max_length: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }) })
  .map((field): InsuranceField => ({ ...field, label: field.name, type: 'text' }));

describe('insurance form rules, for any input', () => {
  it('normalising is idempotent, and cut fields fit their length in capitals', () => {
    fc.assert(
      fc.property(anyField, fc.string({ maxLength: 40 }), (field, value) => {
        const once = normaliseInsuranceValue(field, value) as string;
        expect(normaliseInsuranceValue(field, once)).toBe(once);
        expect(once).toBe(once.trim());
        if (/pan|mobile|pin/.test(field.name)) {
          expect(once.length).toBeLessThanOrEqual(field.max_length ?? 10);
          expect(once).toBe(once.toUpperCase());
        }
      }),
    );
  });

  it('accepts a date of birth exactly when the completed age is within min and max', () => {
    const dob: InsuranceField = { name: 'dob', label: 'Date of Birth', type: 'date', min: 18, max: 65 };
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1940-01-01'), max: new Date('2026-03-15'), noInvalidDate: true }),
        (instant) => {
          const date = indianDate(instant);
          const age = completedYears(date, today);
          const problem = insuranceFieldProblem(dob, date, today);
          expect(problem === undefined).toBe(age >= 18 && age <= 65);
          expect(readInsuranceDate(Date.parse(`${date}T00:00:00Z`))).toBe(date);
        },
      ),
    );
  });

  it('an OTP holds only digits within its length, and is accepted exactly when all are there', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.string({ maxLength: 20, unit: fc.constantFrom(...'0123456789 -ab'.split('')) }),
        (length, typed) => {
          const otp: InsuranceField = { name: 'consent_otp', label: 'OTP', type: 'otp', max_length: length };
          const held = normaliseInsuranceValue(otp, typed) as string;
          expect(held).toMatch(/^\d*$/);
          expect(held.length).toBeLessThanOrEqual(length);
          expect(normaliseInsuranceValue(otp, held)).toBe(held);
          const digits = typed.replace(/\D/g, '');
          const read = readInsuranceForm([otp], { consent_otp: typed }, today);
          expect(read.ok).toBe(digits.length >= length);
          if (read.ok) expect(read.values.consent_otp).toBe(digits.slice(0, length));
        },
      ),
    );
  });
});
