import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mainFlowSteps, stepProgress, v3FlowSteps, type ApplicationFacts } from './application-steps.ts';

const home = {
  house: '12',
  street: 'MG Road',
  locality: 'Kothrud',
  landmark: 'Near the park',
  pincode: '411038',
};

const complete: ApplicationFacts = {
  eligible: true,
  mobileVerified: true,
  name: 'Asha Verma',
  panNumber: 'ABCPV1234K',
  mobile: '9876543210',
  dob: '1990-05-15',
  gender: 'female',
  fatherOrSpouseName: 'Ravi Verma',
  mothersName: 'Sita Verma',
  education: 'Graduate or Post Graduate',
  numDependents: 0,
  relationshipStatus: 'Single',
  residentType: 'Rented',
  resTenure: '2021-04-01',
  address: home,
  permAddress: home,
  currentEmployer: 'Acme Private Limited',
  designation: 'Engineer',
  duration: '2020-01-01',
  workExperienceMonths: 70,
  workAddress: { ...home, house: '4th floor' },
  loanAmount: 50_000,
  loanTenureMonths: 12,
  loanPurpose: 'Medical',
  referencesCount: 2,
  documentTypes: ['SELFIE', 'PAN'],
  bankStatementsCount: 1,
};

const empty: ApplicationFacts = {
  eligible: false,
  mobileVerified: false,
  referencesCount: 0,
  documentTypes: [],
  bankStatementsCount: 0,
};

describe('stepProgress', () => {
  it('counts every step complete when everything is given, in both flows', () => {
    expect(stepProgress(complete, 'main')).toEqual({
      steps: mainFlowSteps,
      completeSteps: [...mainFlowSteps],
      resumeAt: undefined,
      percent: 100,
    });
    expect(stepProgress(complete, 'v3').completeSteps).toEqual([...v3FlowSteps]);
  });

  it('starts a new borrower at Get Started with nothing done', () => {
    expect(stepProgress(empty, 'main')).toMatchObject({
      completeSteps: [],
      resumeAt: 'GET_STARTED',
      percent: 0,
    });
  });

  it.each([
    [{ eligible: false }, 'GET_STARTED', 'GET_STARTED'],
    [{ mobileVerified: false }, 'GET_STARTED', 'GET_STARTED'],
    [{ gender: null }, 'PERSONAL', 'PERSONAL'],
    [{ panNumber: '  ' }, 'PERSONAL', 'PERSONAL'],
    [{ mothersName: null }, 'PERSONAL', undefined],
    [{ numDependents: null }, 'PERSONAL', undefined],
    [{ resTenure: '' }, 'RESIDENCE', 'RESIDENCE'],
    [{ address: { ...home, landmark: null } }, 'RESIDENCE', 'RESIDENCE'],
    [{ permAddress: null }, 'RESIDENCE', undefined],
    [{ designation: null }, 'EMPLOYMENT', 'EMPLOYMENT'],
    [{ workExperienceMonths: null }, 'EMPLOYMENT', undefined],
    [{ workAddress: { ...home, pincode: '' } }, 'EMPLOYMENT', undefined],
    [{ loanTenureMonths: null }, 'LOAN_DETAILS', 'LOAN_DETAILS'],
    [{ loanPurpose: null }, 'LOAN_DETAILS', undefined],
    [{ referencesCount: 1 }, 'REFERENCES', undefined],
    [{ documentTypes: ['SELFIE'] }, 'DOCUMENTS', undefined],
    [{ bankStatementsCount: 0 }, 'BANK_STATEMENT', 'BANK_STATEMENT'],
  ] as const)('with %j the main flow misses %s and the v3 flow %s', (change, mainMissing, v3Missing) => {
    const facts = { ...complete, ...change };
    const main = stepProgress(facts, 'main');
    expect(mainFlowSteps.filter((step) => !main.completeSteps.includes(step))).toEqual([mainMissing]);
    expect(main.resumeAt).toBe(mainMissing);
    expect(main.percent).toBe(88);
    const v3 = stepProgress(facts, 'v3');
    expect(v3.resumeAt).toBe(v3Missing);
    expect(v3.percent).toBe(v3Missing ? 83 : 100);
  });

  const fieldNames = Object.keys(complete).filter(
    (key) =>
      !['eligible', 'mobileVerified', 'referencesCount', 'documentTypes', 'bankStatementsCount'].includes(
        key,
      ),
  ) as Array<keyof ApplicationFacts>;

  it('resumes at the first step not done, and giving more never undoes a step', () => {
    fc.assert(
      fc.property(
        fc.subarray(fieldNames),
        fc.subarray(fieldNames),
        fc.constantFrom('main', 'v3' as const),
        (kept, more, flow) => {
          const pick = (names: Array<keyof ApplicationFacts>) =>
            ({
              ...empty,
              ...Object.fromEntries(names.map((name) => [name, complete[name]])),
            }) as ApplicationFacts;
          const some = stepProgress(pick(kept), flow);
          const richer = stepProgress(pick([...kept, ...more]), flow);
          expect(some.completeSteps.every((step) => richer.completeSteps.includes(step))).toBe(true);
          expect(some.resumeAt).toBe(some.steps.find((step) => !some.completeSteps.includes(step)));
          expect(some.percent).toBe(Math.round((some.completeSteps.length / some.steps.length) * 100));
        },
      ),
    );
  });
});
