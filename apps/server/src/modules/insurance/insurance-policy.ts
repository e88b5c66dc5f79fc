import { insuranceMessages } from '@kredo/contract/insurance-messages';
import { indianDate, isIsoDate, isoDate } from '@kredo/domain/calendar-date';
import { and, eq, isNull } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { signedDocumentUrl, storeGeneratedDocument } from '../documents/documents.service.ts';
import {
  renderInsurancePolicyPdf,
  renderInsuranceTermsPdf,
  type InsurancePolicyData,
} from '../generated-documents/insurance-policy-pdf.ts';
import { insuranceCatalogue, offeredProduct } from './insurance-catalogue.ts';
import { ownOrder } from './insurance-orders.ts';
import { detailsContext } from './insurance-subscribe.ts';
import { insuranceOrders, type InsuranceOrderRow } from './insurance.schema.ts';

export type PolicyDeps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'blobs' | 'insurer'>;

/** The document type an issued policy is stored under. */
export const insurancePolicyDocType = 'INSURANCE_POLICY';

const masked = (text: string) => (text.length > 4 ? `XXXXXX${text.slice(-4)}` : text);

async function policyDataOf(deps: PolicyDeps, order: InsuranceOrderRow): Promise<InsurancePolicyData> {
  const details = JSON.parse(deps.cipher.decrypt(detailsContext(order.id), order.detailsSealed)) as Record<
    string,
    string | number
  >;
  const product = (await insuranceCatalogue(deps).catch(() => [])).find(
    (p) => p.productId === order.productId,
  );
  const dob = typeof details.dob === 'number' ? indianDate(new Date(details.dob)) : null;
  const relationship = details.nominee_relationship;
  return {
    policyNumber: order.policyNumber ?? order.id,
    orderId: order.id,
    productName: order.productName,
    coverLabel: order.coverLabel,
    insurerName: order.insurerName,
    distributorName: order.distributorName,
    issuedOn: indianDate(order.issuedAt ?? order.createdAt),
    coverFrom: isoDate(order.coverFrom ?? ''),
    coverTill: isoDate(order.coverTill ?? ''),
    sumInsured: order.sumInsuredPaise,
    price: order.pricePaise,
    tax: order.taxPaise,
    taxRateBasisPoints: order.taxRateBasisPoints,
    insured: {
      name: order.insuredName,
      dob: dob && isIsoDate(dob) ? dob : null,
      gender: String(details.gender ?? '-'),
      mobileMasked: masked(String(details.mobile ?? order.mobile)),
      panMasked: masked(String(details.pan ?? '')),
    },
    nominee: details.nominee_name
      ? { name: String(details.nominee_name), relationship: String(relationship ?? '') }
      : null,
    covers: product?.policyCovers ?? [],
    terms: product?.termsAndCondition ?? [],
  };
}

/** The policy's PDF, made once (at issuance or when first asked for) and stored encrypted. */
export async function ensurePolicyDocument(deps: PolicyDeps, order: InsuranceOrderRow): Promise<string> {
  if (order.policyDocumentId) return order.policyDocumentId;
  const pdf = await renderInsurancePolicyPdf(await policyDataOf(deps, order));
  const stored = await storeGeneratedDocument(deps, order.userId, insurancePolicyDocType, pdf);
  await deps.db
    .update(insuranceOrders)
    .set({ policyDocumentId: stored.id })
    .where(and(eq(insuranceOrders.id, order.id), isNull(insuranceOrders.policyDocumentId)));
  const [kept] = await deps.db
    .select({ id: insuranceOrders.policyDocumentId })
    .from(insuranceOrders)
    .where(eq(insuranceOrders.id, order.id));
  return kept?.id ?? stored.id;
}

/**
 * GET policy (spec 002 §4 Insurance): a short-lived signed address of the policy's PDF. Before the
 * policy is issued: 409 with 'Your policy not yet generated, mail us for more details'.
 */
export async function policyUrlOf(deps: PolicyDeps, userId: string, orderId: string) {
  const order = await ownOrder(deps.db, userId, orderId);
  if (!order.issuedAt)
    throw new AppError('INSURANCE_POLICY_PENDING', 'the policy is not issued yet', {
      userMessage: insuranceMessages.insurancePolicyNotGenerated,
    });
  const documentId = await ensurePolicyDocument(deps, order);
  const signed = await signedDocumentUrl(deps, userId, insurancePolicyDocType, documentId);
  return { url: signed.image, expiresAt: signed.expiresAt };
}

/** 'Download Policy Terms': the product's terms as a PDF, base64 (spec 002 §7 'Insurance document'). */
export async function termsDocumentOf(deps: PolicyDeps, productId: string) {
  const product = await offeredProduct(deps, productId);
  const pdf = await renderInsuranceTermsPdf({
    productName: product.productName,
    insurerName: product.insurer.name,
    covers: product.policyCovers,
    terms: product.termsAndCondition,
    declarations: product.declarationFields,
  });
  return {
    fileName: `${product.productId}-terms.pdf`,
    contentType: 'application/pdf' as const,
    document: Buffer.from(pdf).toString('base64'),
  };
}
