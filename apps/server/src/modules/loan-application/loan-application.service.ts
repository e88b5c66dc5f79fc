import { randomUUID } from 'node:crypto';

import {
  fieldMessage,
  loanAmountOutside,
  tenureOutside,
  type Application,
  type ApplicationFields,
  type ApplicationStatus,
  type ProductSpec,
} from '@kredo/contract/loan-application';
import { messages } from '@kredo/contract/messages';
import { stepProgress, type ApplicationStep, type Flow } from '@kredo/domain/application-steps';
import { fieldProblem } from '@kredo/domain/form-field';
import { isAmountWithin, isTenureOffered } from '@kredo/domain/loan-boundary';

import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { documentTypesOf } from '../documents/documents.service.ts';
import {
  applicationFields,
  findProduct,
  preApprovedProductCodes,
  type ProductDefinition,
} from '../loan-products/loan-products.service.ts';
import { sendUnderwriting } from '../underwriting/underwriting-job-name.ts';
import { standingOf, stepFacts, valueOf } from './standing.ts';
import {
  findApplication,
  findLatestApplication,
  findOpenApplication,
  insertApplicationUnlessOpen,
  updateRequirement,
  type ApplicationRow,
} from './loan-application.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'cipher' | 'clock'>;

function toApplication(row: ApplicationRow): Application {
  const product = findProduct(row.productCode);
  return {
    applicationId: row.id,
    status: row.status as ApplicationStatus,
    subStatuses: row.subStatuses,
    productCode: row.productCode,
    productType: product?.productType ?? 'PERSONAL_LOAN',
    amountRequested: row.amountRequestedPaise,
    tenureRequested: row.tenureRequestedMonths,
    purpose: row.purpose,
    latestStatusUpdateTime: row.statusUpdatedAt.toISOString(),
  };
}

export { readStatus } from './status.service.ts';

/** Products the borrower qualifies for and is served in; pre-approved ones flagged. */
export async function eligibleProducts(
  deps: Deps,
  userId: string,
): Promise<{ product_specs: ProductSpec[] }> {
  const standing = await standingOf(deps, userId);
  const preApproved = await preApprovedProductCodes(deps.db, userId, standing.today);
  return {
    product_specs: standing.verdicts
      .filter((verdict) => verdict.decision?.eligible && verdict.serviceable)
      .map(({ product }) => ({
        productCode: product.code,
        productType: product.productType,
        title: product.title,
        description: product.description,
        preApproved: preApproved.has(product.code),
        kypImages: [...product.kypImages],
        lenderId: product.lenderId,
        flow: product.flow,
        amountRange: [product.amountRange[0], product.amountRange[1]] as [number, number],
        tenureMonths: { ...product.tenureMonths },
        monthlyFlatRate: product.monthlyFlatRate,
        processingFeeRate: product.processingFeeRate,
      })),
  };
}

/** A product the borrower's brand offers, else 404. */
async function offeredProduct(deps: Deps, userId: string, code: string) {
  const standing = await standingOf(deps, userId);
  const verdict = standing.verdicts.find((candidate) => candidate.product.code === code);
  if (!verdict) throw notFound(`product ${code}`);
  return { standing, verdict, product: verdict.product };
}

export async function fieldsForProduct(deps: Deps, userId: string, code: string): Promise<ApplicationFields> {
  const { standing, product } = await offeredProduct(deps, userId, code);
  return applicationFields(product, valueOf(standing.profile, await documentTypesOf(deps.db, userId)));
}

export async function loanBoundary(deps: Deps, userId: string, code: string) {
  const { product } = await offeredProduct(deps, userId, code);
  return {
    amount_range: [product.amountRange[0], product.amountRange[1]] as [number, number],
    tenure_months_range: [product.tenureMonths.min, product.tenureMonths.max] as [number, number],
    tenure_step_months: product.tenureMonths.step,
  };
}

export async function kycModesOf(deps: Deps, userId: string, code: string) {
  const { product } = await offeredProduct(deps, userId, code);
  return { kycModes: product.kycModes.map((mode) => ({ mode })) };
}

export async function allowNewApplication(deps: Pick<AppDeps, 'db'>, userId: string) {
  return { isAllowNewApplication: (await findOpenApplication(deps.db, userId)) === undefined };
}

export async function latestApplication(deps: Pick<AppDeps, 'db'>, userId: string) {
  const row = await findLatestApplication(deps.db, userId);
  return { application: row ? toApplication(row) : null };
}

const underProcess = () =>
  new AppError('CONFLICT', 'an application is already in process', {
    userMessage: messages.applicationUnderProcess,
  });

const refused = (why: string, userMessage: string, fieldErrors?: Record<string, string[]>) =>
  new AppError('APPLICATION_REFUSED', why, { userMessage, fieldErrors });

function requirementProblems(
  product: ProductDefinition,
  amount: number,
  tenure: number,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!isAmountWithin(amount, product.amountRange))
    errors.amountRequested = [loanAmountOutside(product.amountRange)];
  if (!isTenureOffered(tenure, product.tenureMonths))
    errors.tenureRequested = [tenureOutside(product.tenureMonths)];
  return errors;
}

/**
 * Creates an application in INITIATED (spec 000 §4.1, §4.4) when the borrower qualifies for the
 * product, is served, every step of the product's flow is complete and every required field
 * holds a valid value; and when no other application is in process, which the database enforces
 * too, so two concurrent applies make one application.
 */
export async function createApplication(
  deps: Deps & Pick<AppDeps, 'jobs'>,
  userId: string,
  input: { productCode: string; workCin?: string | undefined; utmSource?: string | undefined },
): Promise<Application> {
  if (await findOpenApplication(deps.db, userId)) throw underProcess();
  const { standing, verdict, product } = await offeredProduct(deps, userId, input.productCode);
  if (!verdict.decision?.eligible) throw refused('not eligible', messages.notEligible);
  if (!verdict.serviceable) throw refused('pincode not served', messages.nonServiceable);

  const documentTypes = await documentTypesOf(deps.db, userId);
  const progress = stepProgress(await stepFacts(deps, standing, documentTypes), product.flow as Flow);
  const missingSteps: ApplicationStep[] = progress.steps.filter(
    (step) => !progress.completeSteps.includes(step),
  );
  const fields = applicationFields(product, valueOf(standing.profile, documentTypes));
  const fieldErrors: Record<string, string[]> = {};
  for (const field of Object.values(fields.required_fields).flat()) {
    const problem = fieldProblem(field, field.value, standing.today);
    if (problem) fieldErrors[field.identifier] = [fieldMessage(field, problem)];
  }
  if (missingSteps.length > 0) fieldErrors.steps = missingSteps;
  if (Object.keys(fieldErrors).length > 0)
    throw refused('application incomplete', messages.applyRefused, fieldErrors);

  const { loanRequest } = standing.profile.data;
  const now = deps.clock.now();
  const row = {
    id: randomUUID(),
    userId,
    productCode: product.code,
    flow: product.flow,
    status: 'INITIATED',
    subStatuses: [],
    amountRequestedPaise: loanRequest.amount!,
    tenureRequestedMonths: loanRequest.tenure!,
    purpose: loanRequest.purpose,
    workCin: input.workCin ?? standing.profile.data.workCin,
    utmSource: input.utmSource ?? null,
    createdAt: now,
    statusUpdatedAt: now,
  };
  if (!(await insertApplicationUnlessOpen(deps.db, row))) throw underProcess();
  await sendUnderwriting(deps, row.id);
  return toApplication({ ...row, closedAt: null });
}

/** The statuses in which the borrower may still change what they asked for. */
const requirementOpenIn = ['INITIATED', 'INCOMPLETE_INFO'];

const requirementFixed = (reason: string) =>
  new AppError('CONFLICT', `requirement fixed: ${reason}`, { userMessage: messages.applyRefused });

/** Changes the amount, tenure and purpose of an application not yet decided, within its product's boundary. */
export async function changeLoanRequirement(
  deps: Deps & Pick<AppDeps, 'jobs'>,
  userId: string,
  input: { applicationId: string; amountRequested: number; tenureRequested: number; purpose: string },
): Promise<Application> {
  const row = await findApplication(deps.db, input.applicationId);
  if (!row || row.userId !== userId) throw notFound('application');
  if (!requirementOpenIn.includes(row.status)) throw requirementFixed(row.status);
  const product = findProduct(row.productCode);
  if (!product) throw notFound(`product ${row.productCode}`);
  const errors = requirementProblems(product, input.amountRequested, input.tenureRequested);
  if (Object.keys(errors).length > 0)
    throw new AppError('VALIDATION_FAILED', 'requirement outside the boundary', {
      userMessage: messages.enterCorrectDetails,
      fieldErrors: errors,
    });
  const change = {
    amountRequestedPaise: input.amountRequested,
    tenureRequestedMonths: input.tenureRequested,
    purpose: input.purpose,
  };
  const changed = await updateRequirement(deps.db, row.id, requirementOpenIn, change);
  if (!changed) throw requirementFixed('a decision taken meanwhile');
  // A referred application waits in INITIATED on its decision's figures: decide the new ones.
  // (A lost send is caught by the sweep, which compares the decision's request with the row.)
  if (
    changed.status === 'INITIATED' &&
    (row.amountRequestedPaise !== changed.amountRequestedPaise ||
      row.tenureRequestedMonths !== changed.tenureRequestedMonths)
  )
    await sendUnderwriting(deps, changed.id);
  return toApplication(changed);
}
