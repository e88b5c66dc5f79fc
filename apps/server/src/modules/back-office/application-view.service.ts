import type { ApplicationView } from '@kredo/contract/back-office';
import type { StaffMember } from '@kredo/contract/staff';
import type { ApplicationStatus } from '@kredo/domain/application-lifecycle';

import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { latestStatementAnalysis } from '../bank-statements/bank-statements.service.ts';
import { currentDocumentsOf } from '../documents/document-list.ts';
import { kycSummaryOf } from '../kyc/kyc-summary.ts';
import { findAnyApplication, type ApplicationRow } from '../loan-application/back-office-reads.ts';
import { findProduct } from '../loan-products/loan-products.service.ts';
import { loadApplicationProfile } from '../profile/profile.service.ts';
import { offerPricingOf, underwritingRecord } from '../underwriting/underwriting.service.ts';
import { allowedActionsOf } from './allowed-actions.ts';
import { maskAccountNumber, maskMobile, sameName } from './masks.ts';

type Deps = Pick<AppDeps, 'db' | 'cipher' | 'clock'>;

/** The application of the path, any borrower's; 404 when there is none. */
export async function requireApplication(
  deps: Pick<AppDeps, 'db'>,
  applicationId: string,
): Promise<ApplicationRow> {
  const row = await findAnyApplication(deps.db, applicationId);
  if (!row) throw notFound('application');
  return row;
}

function boundaryOf(productCode: string): ApplicationView['boundary'] {
  const product = findProduct(productCode);
  if (!product) throw notFound(`product ${productCode}`);
  const pricing = offerPricingOf(product);
  return {
    amountRange: [product.amountRange[0], product.amountRange[1]],
    tenureMonths: { ...product.tenureMonths },
    monthlyFlatRateBp: pricing.monthlyFlatRate,
    processingFeeRateBp: pricing.processingFeeRate,
    convenienceFeeRateBp: pricing.convenienceFeeRate,
    minConvenienceFee: pricing.minConvenienceFee,
    gstRateBp: pricing.gstRate,
  };
}

async function borrowerOf(deps: Deps, userId: string): Promise<ApplicationView['borrower']> {
  const { user, details, references, bankAccounts, profile } = await loadApplicationProfile(deps, userId);
  const finance = details.financeBasicInfo ?? {};
  return {
    userId,
    name: user.name,
    panMasked: profile.panNumberMasked,
    mobileMasked: maskMobile(user.mobile),
    email: user.email,
    dob: user.dateOfBirth,
    employmentType: finance.employmentType ?? null,
    currentEmployer: details.currentEmployer ?? null,
    netMonthlyIncome: finance.netMonthlyIncome ?? null,
    totalCurrentEmi: finance.totalCurrentEmi ?? null,
    address: details.address ?? null,
    permAddress: details.permAddress ?? null,
    workAddress: details.workAddress ?? null,
    referencesCount: references.length,
    bankAccounts: bankAccounts.map((account) => ({
      purposeType: account.purposeType,
      bankName: account.bankName,
      ifsc: account.ifsc,
      accountNumberMasked: maskAccountNumber(account.accountNumberLast4),
    })),
  };
}

async function kycOf(
  deps: Deps,
  userId: string,
  profileName: string | null,
): Promise<ApplicationView['kyc']> {
  const kyc = await kycSummaryOf(deps, userId);
  if (!kyc) return null;
  return {
    mode: kyc.mode,
    verifiedAt: kyc.at.toISOString(),
    aadhaarLast4: kyc.aadhaarLast4,
    name: kyc.name,
    nameMatchesProfile: kyc.name && profileName ? sameName(kyc.name, profileName) : null,
  };
}

async function statementOf(deps: Deps, userId: string): Promise<ApplicationView['statement']> {
  const latest = await latestStatementAnalysis(deps.db, userId);
  if (!latest) return null;
  const { analysis } = latest;
  return {
    monthsCovered: analysis.monthsCovered,
    // Months with a salary credit, as the underwriting rules count them.
    salaryCredits: new Set(analysis.salaryCredits.map((credit) => credit.date.slice(0, 7))).size,
    monthlyIncome: analysis.monthlyIncomePaise,
    averageBalance: analysis.averageBalancePaise,
    bouncedPayments: analysis.bouncedPayments,
    completedAt: latest.completedAt.toISOString(),
  };
}

/**
 * One application with everything the decision read, assembled from the modules that own each
 * part: the borrower's profile, documents, KYC and statement analysis, and underwriting's
 * decisions, bureau report and offer; with the actions this staff member may take on it now.
 */
export async function applicationView(
  deps: Deps,
  applicationId: string,
  staff: StaffMember,
): Promise<ApplicationView> {
  const row = await requireApplication(deps, applicationId);
  const borrower = await borrowerOf(deps, row.userId);
  const documents = await currentDocumentsOf(deps.db, row.userId);
  const kyc = await kycOf(deps, row.userId, borrower.name);
  const statement = await statementOf(deps, row.userId);
  const record = await underwritingRecord(deps, applicationId);
  const status = row.status as ApplicationStatus;
  return {
    application: {
      applicationId: row.id,
      status,
      subStatuses: row.subStatuses,
      productCode: row.productCode,
      productTitle: findProduct(row.productCode)?.title ?? row.productCode,
      lenderId: findProduct(row.productCode)?.lenderId ?? 0,
      amountRequested: row.amountRequestedPaise,
      tenureRequested: row.tenureRequestedMonths,
      purpose: row.purpose,
      createdAt: row.createdAt.toISOString(),
      statusUpdatedAt: row.statusUpdatedAt.toISOString(),
    },
    allowedActions: allowedActionsOf(status, staff.roles),
    boundary: boundaryOf(row.productCode),
    borrower,
    documents,
    kyc,
    statement,
    bureau: record.bureau,
    decisions: record.decisions,
    offer: record.offer,
  };
}
