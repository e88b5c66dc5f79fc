import type { ApplicationFields, FieldDefinition } from '@kredo/contract/loan-application';
import { mainFlowSteps, v3FlowSteps } from '@kredo/domain/application-steps';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextScreen, resumeScreen, screenFields, screensOf, stepsOf } from './form-screens';

const today = '2026-11-21';

const field = (identifier: string, value: string | number | null, extra: Partial<FieldDefinition> = {}) =>
  ({
    identifier,
    label: identifier,
    type: 'text',
    value,
    isRequired: true,
    isReadOnly: false,
    ...extra,
  }) satisfies FieldDefinition;

function mainFields(
  values: { education?: string | null; residentType?: string | null } = {},
): ApplicationFields {
  return {
    productCode: 'PERSONAL_LOAN',
    required_fields: {
      PERSONAL_DETAILS: [
        field('name', 'Kavya Iyer'),
        field('education', values.education ?? null),
        field('financeBasicInfo.numDependents', 2, { type: 'number', min_val: 0, max_val: 99 }),
      ],
      RESIDENCE_DETAILS: [field('residentType', values.residentType ?? null)],
      LOAN_DETAILS: [field('loanRequest.amount', null, { type: 'number' })],
      BANK_DETAILS: [field('bankAccounts.DISBURSAL.ifsc', null, { type: 'ifsc' })],
      DOCUMENT_UPLOAD: [field('documents.SELFIE', null, { type: 'file' })],
    },
    optional_fields: { LOAN_DETAILS: [field('loanRequest.purposeRemark', null, { isRequired: false })] },
  };
}

describe('the application form screens', () => {
  it('follows the steps of each flow, every step reachable from its first screen', () => {
    for (const flow of ['main', 'v3'] as const) {
      const steps = [...new Set(screensOf(flow).map((screen) => screen.step))];
      expect(steps).toEqual([...stepsOf(flow)]);
    }
    expect(stepsOf('main')).toEqual(mainFlowSteps);
    expect(stepsOf('v3')).toEqual(v3FlowSteps);
  });

  it('leaves References, Documents, Education and Assets out of the v3 flow', () => {
    const ids = screensOf('v3').map((screen) => screen.id);
    expect(ids).toEqual([
      'get-started',
      'personal',
      'residence',
      'employment',
      'loan-details',
      'bank-statement',
    ]);
  });

  it('asks education and dependents on their own screen, and the bank accounts with the loan', () => {
    const [personal, education, loan] = (['personal', 'education', 'loan-details'] as const).map((id) =>
      screensOf('main').find((screen) => screen.id === id)!,
    );
    const fields = mainFields();
    expect(screenFields(personal!, fields).required.map((f) => f.identifier)).toEqual(['name']);
    expect(screenFields(education!, fields).required.map((f) => f.identifier)).toEqual([
      'education',
      'financeBasicInfo.numDependents',
    ]);
    expect(screenFields(loan!, fields)).toEqual({
      required: [fields.required_fields.LOAN_DETAILS![0], fields.required_fields.BANK_DETAILS![0]],
      optional: [fields.optional_fields.LOAN_DETAILS![0]],
    });
  });

  it('resumes at the unanswered screen of the first incomplete step', () => {
    const personalOpen = { completeSteps: ['GET_STARTED'] as const, resumeAt: 'PERSONAL' as const };
    // Personal's own fields are answered; only education is missing.
    expect(resumeScreen('main', personalOpen, mainFields(), today)).toBe('education');
    expect(
      resumeScreen('main', personalOpen, mainFields({ education: 'Graduate or Post Graduate' }), today),
    ).toBe('personal');
    expect(resumeScreen('main', { completeSteps: [], resumeAt: 'REFERENCES' }, mainFields(), today)).toBe(
      'references',
    );
    expect(resumeScreen('main', { completeSteps: [], resumeAt: 'DOCUMENTS' }, mainFields(), today)).toBe(
      'documents',
    );
    expect(resumeScreen('v3', { completeSteps: [], resumeAt: 'BANK_STATEMENT' }, mainFields(), today)).toBe(
      'bank-statement',
    );
    expect(
      resumeScreen('main', { completeSteps: [...mainFlowSteps], resumeAt: null }, mainFields(), today),
    ).toBe('complete');
  });

  it('resumes on a screen of the step the server names, whatever the answers', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('main' as const, 'v3' as const),
        fc.nat(),
        fc.option(fc.constantFrom('Single', 'Graduate or Post Graduate')),
        (flow, pick, education) => {
          const steps = stepsOf(flow);
          const resumeAt = steps[pick % steps.length]!;
          const screen = resumeScreen(
            flow,
            { completeSteps: [], resumeAt },
            mainFields({ education }),
            today,
          );
          expect(screensOf(flow).find((candidate) => candidate.id === screen)?.step).toBe(resumeAt);
        },
      ),
    );
  });

  it('moves to the next screen, and to the end after the last', () => {
    expect(nextScreen('main', 'residence')).toBe('education');
    expect(nextScreen('main', 'references')).toBe('assets');
    expect(nextScreen('v3', 'loan-details')).toBe('bank-statement');
    expect(nextScreen('v3', 'bank-statement')).toBe('complete');
  });
});
