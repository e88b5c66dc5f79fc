import { createHash, randomInt } from 'node:crypto';

import type { InsuranceProduct } from '@kredo/contract/insurance';

import { indianDate } from '@kredo/domain/calendar-date';
import { coverPeriod, freeLookLastDay } from '@kredo/domain/insurance';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PolicyCancellation, ProposalRequest, ProposalState } from './index.ts';
import { sandboxProductOf } from './sandbox-catalogue.ts';
import { asksConsent, useConsent } from './sandbox-consents.ts';
import {
  insurerMagicOf,
  sandboxIssuance,
  sandboxRefusals,
  unreadableDocumentPrefix,
  unservedPincodePrefix,
} from './sandbox-magic.ts';
import {
  sandboxInsurerProposals,
  type SandboxInsurerProposalRow,
  type SandboxReceivedDocument,
} from './sandbox.schema.ts';

type Deps = { db: Db; clock: Clock };

const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10))).join('');

/** Where a proposal stands at an instant: pending until it is decided, then issued or failed. */
export function stateAt(row: SandboxInsurerProposalRow, now: Date): ProposalState {
  const base = { proposalId: row.id, reference: row.reference, message: row.message, policy: null };
  if (row.course === 'refused') return { ...base, status: 'refused' };
  if (now.getTime() < row.decidesAt.getTime()) return { ...base, status: 'pending' };
  if (row.course === 'fail') return { ...base, status: 'failed', message: sandboxRefusals.issuanceFailed };
  const policy = {
    policyNumber: row.policyNumber,
    issuedAt: row.decidesAt,
    ...coverPeriod(indianDate(row.decidesAt), row.validityMonths),
  };
  return { ...base, status: row.cancelledAt ? 'cancelled' : 'issued', policy };
}

const documentTypes = ['application/pdf', 'image/jpeg', 'image/png'];
const maxDocumentBytes = 5 * 1024 * 1024;
const refuse = (why: string) => new AppError('VALIDATION_FAILED', `insurer: ${why}`);

/** The documents the product's file fields ask for, each present and a PDF or a picture of at most 5 MB. */
function receivedDocuments(product: InsuranceProduct, request: ProposalRequest): SandboxReceivedDocument[] {
  return product.inputFields
    .filter((field) => field.type === 'file')
    .map((field) => {
      const document = request.documents?.find((each) => each.field === field.name);
      if (!document || document.content.byteLength === 0) throw refuse(`no document for ${field.name}`);
      if (!documentTypes.includes(document.contentType) || document.content.byteLength > maxDocumentBytes)
        throw refuse(`the document for ${field.name} is not a PDF or picture of at most 5 MB`);
      return {
        field: field.name,
        fileName: document.fileName,
        contentType: document.contentType,
        sizeBytes: document.content.byteLength,
        sha256: createHash('sha256').update(document.content).digest('hex'),
      };
    });
}

function courseOf(
  request: ProposalRequest,
  documents: SandboxReceivedDocument[],
): {
  course: 'issue' | 'fail' | 'refused';
  message: string | null;
} {
  const name = String(request.details.name ?? '');
  const magic = insurerMagicOf(name);
  if (magic === 'refused') return { course: 'refused', message: sandboxRefusals.declined };
  if (documents.some((each) => each.fileName.toLowerCase().startsWith(unreadableDocumentPrefix)))
    return { course: 'refused', message: sandboxRefusals.unreadableDocument };
  if (String(request.details.pincode ?? '').startsWith(unservedPincodePrefix))
    return { course: 'refused', message: sandboxRefusals.unserved };
  return { course: magic === 'issueFails' ? 'fail' : 'issue', message: null };
}

async function insertProposal(tx: Db, values: typeof sandboxInsurerProposals.$inferInsert) {
  const [row] = await tx
    .insert(sandboxInsurerProposals)
    .values(values)
    .onConflictDoNothing({ target: sandboxInsurerProposals.reference })
    .returning();
  return row;
}

const findByReference = async (db: Db, reference: string) =>
  (
    await db.select().from(sandboxInsurerProposals).where(eq(sandboxInsurerProposals.reference, reference))
  )[0];

/**
 * Records a proposal, or finds the one made under its reference. A product it does not sell, a
 * price that is not the product's, a document missing, or a consent not verified for the product
 * and the insured's mobile (or named on another proposal) is refused (VALIDATION_FAILED), as a
 * real insurer's API does.
 */
export async function propose(deps: Deps, request: ProposalRequest): Promise<ProposalState> {
  const now = deps.clock.now();
  const existing = await findByReference(deps.db, request.reference);
  if (existing) return stateAt(existing, now);
  const product = sandboxProductOf(request.productId);
  if (!product) throw new AppError('VALIDATION_FAILED', `insurer: no product ${request.productId}`);
  if (product.price !== request.price)
    throw new AppError('VALIDATION_FAILED', 'insurer: price is not the product price');
  const documents = receivedDocuments(product, request);
  const { course, message } = courseOf(request, documents);
  const magic = insurerMagicOf(String(request.details.name ?? ''));
  const after = magic === 'issueLate' ? sandboxIssuance.lateAfterMs : sandboxIssuance.afterMs;
  const consentId = asksConsent(request.productId) ? (request.consentId ?? '') : null;
  const row = await deps.db.transaction(async (tx) => {
    if (consentId !== null) {
      const insured = { reference: request.reference, productId: request.productId };
      const mobile = String(request.details.mobile ?? request.mobile);
      const why = await useConsent(deps.clock, tx, consentId, { ...insured, mobile });
      if (why) throw refuse(why);
    }
    return insertProposal(tx, {
      id: `prp_${digits(16)}`,
      reference: request.reference,
      productId: request.productId,
      mobile: request.mobile,
      insuredName: String(request.details.name ?? ''),
      price: request.price,
      validityMonths: product.validityInMonths,
      course,
      message,
      decidesAt: course === 'refused' ? now : new Date(now.getTime() + after),
      policyNumber: `SGI/${indianDate(now).slice(0, 4)}/${digits(10)}`,
      answerLost: magic === 'lostAnswer',
      consentId,
      documents,
      createdAt: now,
    });
  });
  const made = row ?? (await findByReference(deps.db, request.reference));
  if (!made) throw new Error('sandbox insurer: proposal vanished');
  if (row?.answerLost) throw new AppError('PROVIDER_UNAVAILABLE', 'insurer: the answer was lost');
  return stateAt(made, now);
}

export async function proposalStatus(deps: Deps, proposalId: string): Promise<ProposalState> {
  const [row] = await deps.db
    .select()
    .from(sandboxInsurerProposals)
    .where(eq(sandboxInsurerProposals.id, proposalId));
  if (!row) throw notFound('insurer proposal');
  return stateAt(row, deps.clock.now());
}

export async function findProposal(deps: Deps, reference: string): Promise<ProposalState | null> {
  const row = await findByReference(deps.db, reference);
  return row ? stateAt(row, deps.clock.now()) : null;
}

/** Cancels an issued policy within its free look period, once; a repeat answers the same cancellation. */
export async function cancelPolicy(deps: Deps, policyNumber: string): Promise<PolicyCancellation> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sandboxInsurerProposals)
      .where(eq(sandboxInsurerProposals.policyNumber, policyNumber))
      .for('update');
    const state = row && stateAt(row, now);
    if (!row || !state?.policy) throw new AppError('CONFLICT', 'insurer: no issued policy of this number');
    if (row.cancelledAt && row.cancellationId)
      return { cancellationId: row.cancellationId, policyNumber, cancelledAt: row.cancelledAt };
    if (indianDate(now) > freeLookLastDay(indianDate(state.policy.issuedAt)))
      throw new AppError('CONFLICT', 'insurer: the free look period has ended');
    const cancellationId = `cnl_${digits(12)}`;
    await tx
      .update(sandboxInsurerProposals)
      .set({ cancelledAt: now, cancellationId })
      .where(eq(sandboxInsurerProposals.id, row.id));
    return { cancellationId, policyNumber, cancelledAt: now };
  });
}
