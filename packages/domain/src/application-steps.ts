/**
 * Which steps of the loan application form are complete (spec 000 §4.3), decided on the server
 * and returned in the user's status. The main flow has eight steps; the v3 flow six (no
 * References, no Documents) and asks less in some of them.
 */
export const mainFlowSteps = [
  'GET_STARTED',
  'PERSONAL',
  'RESIDENCE',
  'EMPLOYMENT',
  'LOAN_DETAILS',
  'REFERENCES',
  'DOCUMENTS',
  'BANK_STATEMENT',
] as const;
export type ApplicationStep = (typeof mainFlowSteps)[number];

export const v3FlowSteps = [
  'GET_STARTED',
  'PERSONAL',
  'RESIDENCE',
  'EMPLOYMENT',
  'LOAN_DETAILS',
  'BANK_STATEMENT',
] as const satisfies readonly ApplicationStep[];

export type Flow = 'main' | 'v3';

export type AddressFacts = {
  house?: string | null;
  street?: string | null;
  locality?: string | null;
  landmark?: string | null;
  pincode?: string | null;
};

/** What the steps look at; absent, null and blank all mean not given. */
export type ApplicationFacts = {
  eligible: boolean;
  /** Mobile verified by OTP, or by a caller-id service. */
  mobileVerified: boolean;
  name?: string | null;
  panNumber?: string | null;
  mobile?: string | null;
  dob?: string | null;
  gender?: string | null;
  fatherOrSpouseName?: string | null;
  mothersName?: string | null;
  education?: string | null;
  numDependents?: number | null;
  relationshipStatus?: string | null;
  residentType?: string | null;
  resTenure?: string | null;
  address?: AddressFacts | null;
  permAddress?: AddressFacts | null;
  currentEmployer?: string | null;
  designation?: string | null;
  duration?: string | null;
  workExperienceMonths?: number | null;
  workAddress?: AddressFacts | null;
  loanAmount?: number | null;
  loanTenureMonths?: number | null;
  loanPurpose?: string | null;
  referencesCount: number;
  documentTypes: readonly string[];
  /** Statements available or being processed. */
  bankStatementsCount: number;
};

const given = (value: string | number | null | undefined): boolean =>
  typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && value.trim() !== '';

const addressComplete = (address: AddressFacts | null | undefined): boolean =>
  !!address &&
  [address.house, address.street, address.locality, address.landmark, address.pincode].every(given);

const allGiven = (...values: Array<string | number | null | undefined>) => values.every(given);

function stepComplete(step: ApplicationStep, facts: ApplicationFacts, flow: Flow): boolean {
  const main = flow === 'main';
  switch (step) {
    case 'GET_STARTED':
      return facts.eligible && facts.mobileVerified;
    case 'PERSONAL':
      return (
        allGiven(facts.name, facts.panNumber, facts.mobile, facts.dob, facts.gender) &&
        (!main ||
          allGiven(
            facts.fatherOrSpouseName,
            facts.mothersName,
            facts.education,
            facts.numDependents,
            facts.relationshipStatus,
          ))
      );
    case 'RESIDENCE':
      return (
        allGiven(facts.residentType, facts.resTenure) &&
        addressComplete(facts.address) &&
        (!main || addressComplete(facts.permAddress))
      );
    case 'EMPLOYMENT':
      return (
        allGiven(facts.currentEmployer, facts.designation, facts.duration) &&
        (!main || (given(facts.workExperienceMonths) && addressComplete(facts.workAddress)))
      );
    case 'LOAN_DETAILS':
      return allGiven(facts.loanAmount, facts.loanTenureMonths) && (!main || given(facts.loanPurpose));
    case 'REFERENCES':
      return facts.referencesCount >= 2;
    case 'DOCUMENTS':
      return facts.documentTypes.includes('SELFIE') && facts.documentTypes.includes('PAN');
    case 'BANK_STATEMENT':
      return facts.bankStatementsCount > 0;
  }
}

export type StepProgress = {
  steps: readonly ApplicationStep[];
  completeSteps: ApplicationStep[];
  /** Where the form resumes: the first step not complete, or undefined when all are. */
  resumeAt: ApplicationStep | undefined;
  /** Complete steps over the flow's steps, as a whole percent (rounded half up). */
  percent: number;
};

export function stepProgress(facts: ApplicationFacts, flow: Flow): StepProgress {
  const steps = flow === 'main' ? mainFlowSteps : v3FlowSteps;
  const completeSteps = steps.filter((step) => stepComplete(step, facts, flow));
  return {
    steps,
    completeSteps,
    resumeAt: steps.find((step) => !completeSteps.includes(step)),
    percent: Math.floor((completeSteps.length * 100) / steps.length + 0.5),
  };
}
