import { assessEligibility, type IneligibilityReason } from './eligibility.ts';
import type { IncompleteInfoSubStatus } from './incomplete-info.ts';
import { defaultDueDayOfMonth } from './loan-offer.ts';
import { basisPoints, formatRupees, paise, type Paise } from './money.ts';
import type { AddressCheck, DocumentCheck, UnderwritingInput } from './underwriting-types.ts';

/** The automatic decision's numbers (docs/decisions.md "Underwriting policy" says why these). */
export const underwritingPolicy = {
  version: '2026-11',
  /** A bureau score below this declines. */
  minScore: 650,
  /** A score from minScore up to (not including) this goes to a person. */
  greyScoreBelow: 700,
  /** This many overdue accounts decline; fewer, but at least one, go to a person. */
  declineOverdueAccounts: 2,
  /** This many enquiries in six months suggest the applicant is borrowing everywhere. */
  creditHungryEnquiries: 6,
  minStatementMonths: 6,
  /** A salaried applicant's statement shows the salary in at least this many months. */
  minSalaryCreditMonths: 3,
  /** The main flow asks for a family and a friend reference. */
  minReferences: 2,
  /** This many bounced mandate or cheque payments in the statement go to a person. */
  referBouncedPayments: 3,
  /** The share of assessed monthly income all EMIs together may take. */
  emiShareOfIncome: basisPoints(5_000),
  /** A reduced offer is a whole number of thousands of rupees. */
  offerRounding: paise(100_000),
  /** Above Rs 3,00,000 a person approves. */
  autoApprovalCeiling: paise(30_000_000),
  dueDayOfMonth: defaultDueDayOfMonth,
} as const;

/** A rule that fired, with the outcome it calls for. */
export type Finding =
  | { outcome: 'REJECT' | 'REFER'; code: string; detail: string }
  | { outcome: 'INCOMPLETE_INFO'; code: IncompleteInfoSubStatus; detail: string };

const policy = underwritingPolicy;

/** Rupees as staff read them: ₹25,000 or ₹1,234.50. */
export function inRupees(amount: Paise): string {
  return formatRupees(amount, { symbol: true, decimals: amount % 100 === 0 ? 0 : 2 });
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function eligibilityFindings(input: UnderwritingInput): { age: number; findings: Finding[] } {
  const { applicant, product, today } = input;
  const { reasons, age } = assessEligibility(applicant, product.eligibility, today);
  const rules = product.eligibility;
  const details: Record<IneligibilityReason, string> = {
    AGE_BELOW_MIN: `Age ${age} is below ${rules.minAge}`,
    AGE_ABOVE_MAX: `Age ${age} is above ${rules.maxAge}`,
    NOT_SALARIED: `Employment type ${applicant.employmentType} is not salaried`,
    SALARY_NOT_BY_BANK_TRANSFER: `Salary is paid by ${applicant.salaryMode}, not by bank transfer`,
    INCOME_BELOW_MIN: `Net monthly income ${inRupees(applicant.netMonthlyIncome)} is below ${inRupees(rules.minNetMonthlyIncome)}`,
    EXPERIENCE_BELOW_MIN: `Work experience of ${plural(applicant.experienceMonths, 'month')} is below ${rules.minExperienceMonths}`,
  };
  const findings = reasons.map((reason): Finding => ({
    outcome: 'REJECT',
    code: `INELIGIBLE_${reason}`,
    detail: details[reason],
  }));
  return { age, findings };
}

export function bureauFindings({ bureau }: UnderwritingInput): Finding[] {
  if (bureau.kind === 'NO_HIT') {
    return [
      { outcome: 'REFER', code: 'THIN_FILE', detail: 'The credit bureau has no file on the applicant' },
    ];
  }
  const findings: Finding[] = [];
  const { score, overdueAccounts, enquiriesLast6Months } = bureau;
  if (score < policy.minScore) {
    findings.push({
      outcome: 'REJECT',
      code: 'LOW_SCORE',
      detail: `Bureau score ${score} is below ${policy.minScore}`,
    });
  } else if (score < policy.greyScoreBelow) {
    findings.push({
      outcome: 'REFER',
      code: 'GREY_SCORE',
      detail: `Bureau score ${score} is below ${policy.greyScoreBelow}`,
    });
  }
  if (overdueAccounts > 0) {
    const decline = overdueAccounts >= policy.declineOverdueAccounts;
    findings.push({
      outcome: decline ? 'REJECT' : 'REFER',
      code: 'OVERDUE',
      detail: `${plural(overdueAccounts, 'account')} overdue at the bureau (${policy.declineOverdueAccounts} or more decline)`,
    });
  }
  if (enquiriesLast6Months >= policy.creditHungryEnquiries) {
    findings.push({
      outcome: 'REFER',
      code: 'CREDIT_HUNGRY',
      detail: `${plural(enquiriesLast6Months, 'credit enquiry', 'credit enquiries')} in the last 6 months (${policy.creditHungryEnquiries} or more)`,
    });
  }
  return findings;
}

const documentWords: Record<Exclude<DocumentCheck, 'CLEAR'>, string> = {
  UNCLEAR: 'is unclear',
  MISSING: 'is missing',
};

function addressFinding(
  check: AddressCheck,
  what: string,
  codes: Partial<Record<AddressCheck, IncompleteInfoSubStatus>>,
): Finding[] {
  const code = codes[check];
  if (code === undefined) return [];
  const words = check === 'MISMATCH' ? 'does not match its proof' : 'is incomplete';
  return [{ outcome: 'INCOMPLETE_INFO', code, detail: `The ${what} address ${words}` }];
}

/** Items the borrower can supply or correct (spec 000 §4.2), each a sub-status. */
export function incompleteFindings(input: UnderwritingInput): Finding[] {
  const { statement, documents, kyc, addresses, applicant } = input;
  const findings: Finding[] = [];
  const ask = (code: IncompleteInfoSubStatus, detail: string) =>
    findings.push({ outcome: 'INCOMPLETE_INFO', code, detail });
  if (statement === null) ask('BS_6M_MISSING', 'No bank statement has been analysed');
  else if (statement.monthsCovered < policy.minStatementMonths) {
    ask(
      'BS_6M_MISSING',
      `The bank statement covers ${plural(statement.monthsCovered, 'month')}; ${policy.minStatementMonths} are needed`,
    );
  }
  if (
    statement !== null &&
    applicant.employmentType === 'SALARIED' &&
    statement.salaryCreditMonths < policy.minSalaryCreditMonths
  ) {
    ask(
      'BS_SALARY_MISSING',
      `The statement shows salary in ${plural(statement.salaryCreditMonths, 'month')}; ${policy.minSalaryCreditMonths} are needed`,
    );
  }
  if (documents.selfie !== 'CLEAR') ask('SELFIE_UNCLEAR', `The selfie ${documentWords[documents.selfie]}`);
  if (documents.pan !== 'CLEAR') ask('PAN_UNCLEAR', `The PAN card image ${documentWords[documents.pan]}`);
  if (kyc.mode === null) ask('AADHAAR_OKYC', 'KYC has not been done');
  findings.push(
    ...addressFinding(addresses.residence, 'residence', {
      MISMATCH: 'RESI_ADDR_MISMATCH',
      INCOMPLETE: 'RESI_ADDR_INCOMPLETE',
    }),
    ...addressFinding(addresses.permanent, 'permanent', { INCOMPLETE: 'PERM_ADDR_INCOMPLETE' }),
    ...addressFinding(addresses.work, 'work', {
      MISMATCH: 'WORK_ADDR_MISMATCH',
      INCOMPLETE: 'WORK_ADDR_INCOMPLETE',
    }),
  );
  if (!input.bankAccounts.disbursal) ask('DISBURSAL_BANK_DETAILS', 'No account to pay the loan into');
  if (input.flow === 'main' && input.referencesCount < policy.minReferences) {
    ask(
      'REFERENCES_INCOMPLETE',
      `${plural(input.referencesCount, 'reference')} given; ${policy.minReferences} are needed`,
    );
  }
  return findings;
}

/** Facts a person should look at before lending, though nothing is missing. */
export function referralFindings({ kyc, statement }: UnderwritingInput): Finding[] {
  const findings: Finding[] = [];
  if (kyc.nameMatches === false) {
    findings.push({
      outcome: 'REFER',
      code: 'KYC_NAME_MISMATCH',
      detail: 'The name in the KYC record does not match the application',
    });
  }
  if (kyc.mode === 'SCAN' || kyc.mode === 'APPOINTMENT') {
    const how = kyc.mode === 'SCAN' ? 'scanned documents' : "an agent's visit";
    findings.push({ outcome: 'REFER', code: 'KYC_MANUAL', detail: `KYC by ${how} is checked by a person` });
  }
  if (statement !== null && statement.bouncedPayments >= policy.referBouncedPayments) {
    findings.push({
      outcome: 'REFER',
      code: 'BOUNCES',
      detail: `${plural(statement.bouncedPayments, 'bounced payment')} in the statement (${policy.referBouncedPayments} or more)`,
    });
  }
  return findings;
}
