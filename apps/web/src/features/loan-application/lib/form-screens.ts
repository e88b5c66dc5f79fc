import type { ApplicationFields, FieldCategory, FieldDefinition } from '@kredo/contract/loan-application';
import { mainFlowSteps, v3FlowSteps, type ApplicationStep, type Flow } from '@kredo/domain/application-steps';
import { categoryComplete } from './field-values';

/**
 * The application form's screens (spec 000 §2.4): each belongs to one step of the side
 * navigation and asks some of the product's fields; their titles are texts of the catalogue
 * (`loanApplication.screens`, `loanApplication.steps`). The main flow has eight steps; the v3 flow
 * six, without References and Documents, and without the Education and Assets screens.
 */
export type ScreenId =
  | 'get-started'
  | 'personal'
  | 'residence'
  | 'education'
  | 'employment'
  | 'loan-details'
  | 'references'
  | 'assets'
  | 'documents'
  | 'bank-statement';

/** Which fields of which categories a screen asks: all of a category, or only the named ones. */
type FieldPick = { category: FieldCategory; only?: readonly string[]; except?: readonly string[] };

export type FormScreen = {
  id: ScreenId;
  step: ApplicationStep;
  fields: readonly FieldPick[];
};

const educationFields = ['education', 'financeBasicInfo.numDependents'];

const allScreens: readonly FormScreen[] = [
  { id: 'get-started', step: 'GET_STARTED', fields: [] },
  {
    id: 'personal',
    step: 'PERSONAL',
    fields: [{ category: 'PERSONAL_DETAILS', except: educationFields }],
  },
  {
    id: 'residence',
    step: 'RESIDENCE',
    fields: [{ category: 'RESIDENCE_DETAILS' }],
  },
  {
    id: 'education',
    step: 'PERSONAL',
    fields: [{ category: 'PERSONAL_DETAILS', only: educationFields }],
  },
  {
    id: 'employment',
    step: 'EMPLOYMENT',
    fields: [{ category: 'EMPLOYMENT_DETAILS' }],
  },
  {
    id: 'loan-details',
    step: 'LOAN_DETAILS',
    fields: [{ category: 'LOAN_DETAILS' }, { category: 'BANK_DETAILS' }],
  },
  { id: 'references', step: 'REFERENCES', fields: [] },
  { id: 'assets', step: 'REFERENCES', fields: [] },
  {
    id: 'documents',
    step: 'DOCUMENTS',
    fields: [{ category: 'DOCUMENT_UPLOAD' }, { category: 'KYC' }],
  },
  { id: 'bank-statement', step: 'BANK_STATEMENT', fields: [] },
];

export function stepsOf(flow: Flow): readonly ApplicationStep[] {
  return flow === 'main' ? mainFlowSteps : v3FlowSteps;
}

/** The flow's screens in order; the v3 flow leaves out its missing steps and the main-only screens. */
export function screensOf(flow: Flow): readonly FormScreen[] {
  if (flow === 'main') return allScreens;
  const steps = new Set<ApplicationStep>(v3FlowSteps);
  return allScreens.filter(
    (screen) => steps.has(screen.step) && screen.id !== 'education' && screen.id !== 'assets',
  );
}

function picked(list: readonly FieldDefinition[] | undefined, pick: FieldPick): FieldDefinition[] {
  return (list ?? []).filter(
    (field) =>
      (!pick.only || pick.only.includes(field.identifier)) && !pick.except?.includes(field.identifier),
  );
}

/** A screen's required and optional fields, from the product's application fields. */
export function screenFields(screen: FormScreen, fields: ApplicationFields) {
  return {
    required: screen.fields.flatMap((pick) => picked(fields.required_fields[pick.category], pick)),
    optional: screen.fields.flatMap((pick) => picked(fields.optional_fields[pick.category], pick)),
  };
}

export type Progress = {
  completeSteps: readonly ApplicationStep[];
  /** The first incomplete step, as the server decides it; null when every step is complete. */
  resumeAt: ApplicationStep | null;
};

/**
 * Where the form opens (spec 000 §2.4): the first screen of the first incomplete step whose own
 * fields are not all answered, else that step's first screen; 'complete' when every step is.
 */
export function resumeScreen(
  flow: Flow,
  progress: Progress,
  fields: ApplicationFields,
  today: string,
): ScreenId | 'complete' {
  if (progress.resumeAt === null) return 'complete';
  const ofStep = screensOf(flow).filter((screen) => screen.step === progress.resumeAt);
  const unanswered = ofStep.find(
    (screen) => screen.fields.length > 0 && !categoryComplete(screenFields(screen, fields).required, today),
  );
  return (unanswered ?? ofStep[0])?.id ?? 'complete';
}

/** The screen after this one in the flow, or 'complete' after the last. */
export function nextScreen(flow: Flow, current: ScreenId): ScreenId | 'complete' {
  const screens = screensOf(flow);
  return screens[screens.findIndex((screen) => screen.id === current) + 1]?.id ?? 'complete';
}

export function isScreenId(flow: Flow, value: string | undefined): value is ScreenId {
  return screensOf(flow).some((screen) => screen.id === value);
}
