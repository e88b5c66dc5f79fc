import { indianDate, isIsoDate } from '@kredo/domain/calendar-date';
import { paise } from '@kredo/domain/money';
import type { DocumentCheck, StatementFacts, UnderwritingInput } from '@kredo/domain/underwriting';

import type { AppDeps } from '../../app-deps.ts';
import type { CreditReport } from '../../providers/credit-bureau/index.ts';
import { latestStatementAnalysis } from '../bank-statements/bank-statements.service.ts';
import type { StatementAnalysisRecord } from '../bank-statements/statement-records.ts';
import { currentDocumentOf } from '../documents/documents.service.ts';
import { kycSummaryOf } from '../kyc/kyc-summary.ts';
import type { ApplicationRow } from '../loan-application/application-moves.ts';
import { findProduct } from '../loan-products/loan-products.service.ts';
import { loadApplicationProfile } from '../profile/profile.service.ts';
import { panContext } from '../users/users.service.ts';
import { checkAddresses } from './address-checks.ts';
import { offerPricingOf } from './offer-pricing.ts';
import { decisionsOf } from './underwriting.repository.ts';
import type { CheckedDocument, CheckedEvidence, StoredBureauReport } from './underwriting-records.ts';

type Deps = Pick<AppDeps, 'db' | 'cipher' | 'clock' | 'blobs' | 'creditBureau' | 'documentChecks'>;

/** A bureau report this recent is used again rather than pulled anew (each pull is an enquiry). */
const BUREAU_REPORT_REUSE_DAYS = 30;

export type GatheredInputs = {
  input: UnderwritingInput;
  bureauReport: StoredBureauReport;
  evidence: CheckedEvidence;
};

function statementFactsOf(analysis: StatementAnalysisRecord): StatementFacts {
  return {
    monthsCovered: analysis.monthsCovered,
    salaryCreditMonths: new Set(analysis.salaryCredits.map((credit) => credit.date.slice(0, 7))).size,
    monthlyIncome: paise(analysis.monthlyIncomePaise),
    averageBalance: paise(analysis.averageBalancePaise),
    bouncedPayments: analysis.bouncedPayments,
  };
}

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toUpperCase() === b.trim().replace(/\s+/g, ' ').toUpperCase();

async function checkDocument(
  deps: Deps,
  userId: string,
  pan: string,
  docType: 'SELFIE' | 'PAN',
): Promise<{ check: DocumentCheck; checked: CheckedDocument | null }> {
  const document = await currentDocumentOf(deps.db, userId, docType);
  const bytes = document ? await deps.blobs.get({ key: document.blobKey, sha256: document.sha256 }) : null;
  if (!document || !bytes) return { check: 'MISSING', checked: null };
  const check = await deps.documentChecks.checkImage({
    pan,
    docType,
    contentType: document.contentType,
    bytes: new Uint8Array(bytes),
    version: document.version,
  });
  return { check, checked: { documentId: document.id, version: document.version } };
}

/** The report of an earlier decision on this application, if recent; else a new pull. */
async function bureauReportFor(
  deps: Deps,
  application: ApplicationRow,
  earlier: Awaited<ReturnType<typeof decisionsOf>>,
  person: { pan: string; name: string; dob: string },
): Promise<StoredBureauReport> {
  const now = deps.clock.now();
  const recent = earlier
    .map((decision) => decision.bureauReport)
    .filter((report): report is StoredBureauReport => report !== null)
    .findLast(
      (report) => now.getTime() - Date.parse(report.fetchedAt) < BUREAU_REPORT_REUSE_DAYS * 86_400_000,
    );
  if (recent) return recent;
  const report: CreditReport = await deps.creditBureau.pullReport({ ...person, reference: application.id });
  return { ...report, fetchedAt: deps.clock.now().toISOString() };
}

/**
 * Everything the automatic decision reads about an application, gathered from the borrower's
 * profile, documents, KYC and statements, the product, and the bureau and document checks. The
 * PAN is opened only to call the providers; the input keeps only what the rules read.
 */
export async function gatherInputs(deps: Deps, application: ApplicationRow): Promise<GatheredInputs> {
  const product = findProduct(application.productCode);
  if (!product) throw new Error(`application ${application.id} has an unknown product`);
  const { user, details, references, bankAccounts } = await loadApplicationProfile(deps, application.userId);
  const finance = details.financeBasicInfo ?? {};
  const dob = user.dateOfBirth;
  if (
    !user.panSealed ||
    !dob ||
    !isIsoDate(dob) ||
    finance.employmentType === undefined ||
    finance.salaryMode === undefined ||
    finance.netMonthlyIncome === undefined ||
    details.workExperienceMonths === undefined
  )
    throw new Error(
      `application ${application.id}: the borrower's identity or eligibility answers are missing`,
    );
  const pan = deps.cipher.decrypt(panContext(user.id), user.panSealed);

  const earlier = await decisionsOf(deps.db, application.id);
  const baseline = earlier.find((decision) => decision.evidence !== null)?.evidence ?? null;
  const [bureauReport, selfie, panImage, kyc, statement, addresses] = await Promise.all([
    bureauReportFor(deps, application, earlier, { pan, name: user.name ?? '', dob }),
    checkDocument(deps, user.id, pan, 'SELFIE'),
    checkDocument(deps, user.id, pan, 'PAN'),
    kycSummaryOf(deps, user.id),
    latestStatementAnalysis(deps.db, user.id),
    checkAddresses(deps, {
      pan,
      flow: application.flow,
      addresses: { residence: details.address, permanent: details.permAddress, work: details.workAddress },
      baseline: baseline?.addressFingerprints ?? null,
    }),
  ]);
  const { fetchedAt: _fetchedAt, ...bureau } = bureauReport;
  const accountOf = (purpose: string) => bankAccounts.some((account) => account.purposeType === purpose);

  const input: UnderwritingInput = {
    today: indianDate(deps.clock.now()),
    flow: application.flow === 'v3' ? 'v3' : 'main',
    product: {
      amountRange: product.amountRange,
      tenureMonths: product.tenureMonths,
      eligibility: product.eligibility,
      pricing: offerPricingOf(product),
    },
    applicant: {
      dob,
      employmentType: finance.employmentType,
      salaryMode: finance.salaryMode,
      netMonthlyIncome: paise(finance.netMonthlyIncome),
      experienceMonths: details.workExperienceMonths,
      declaredMonthlyEmi: paise(finance.totalCurrentEmi ?? 0),
    },
    request: {
      amount: paise(application.amountRequestedPaise),
      tenureMonths: application.tenureRequestedMonths,
    },
    bureau:
      bureau.kind === 'HIT'
        ? { ...bureau, outstanding: paise(bureau.outstanding), monthlyEmi: paise(bureau.monthlyEmi) }
        : bureau,
    statement: statement ? statementFactsOf(statement.analysis) : null,
    documents: { selfie: selfie.check, pan: panImage.check },
    kyc: {
      mode: kyc?.mode ?? null,
      nameMatches: kyc?.name ? sameName(kyc.name, user.name ?? '') : null,
    },
    addresses: addresses.checks,
    bankAccounts: { disbursal: accountOf('DISBURSAL'), nach: accountOf('NACH') },
    referencesCount: references.length,
  };
  return {
    input,
    bureauReport,
    evidence: { selfie: selfie.checked, pan: panImage.checked, addressFingerprints: addresses.fingerprints },
  };
}
