import type { Disbursal } from '@kredo/contract/disbursals';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

import { FieldList } from '../../../components/field-list';
import { Section } from '../../../components/section';
import { formatDateTime } from '../../../lib/format';
import { text } from '../../../text';
import { lenderLabel, rupees } from '../lib/disbursal-labels';

type DisbursalDetailsProps = {
  disbursal: Disbursal;
  loanStatementHref: (loanId: string) => string;
  loanHref: (loanId: string) => string;
};

/** What is paid and what came of it: the amounts, the status, the bank's reference, the loan. */
export function DisbursalDetails({ disbursal, loanStatementHref, loanHref }: DisbursalDetailsProps) {
  const labels = text.disbursal.fields;
  const paidLoan = disbursal.status === 'PAID' ? disbursal.loanId : null;
  return (
    <Section title={text.disbursal.details}>
      <FieldList
        fields={[
          {
            label: labels.status,
            value: (
              <Chip
                size="small"
                color="primary"
                label={disbursal.status}
                aria-label={`${labels.status}: ${disbursal.status}`}
              />
            ),
          },
          { label: labels.lender, value: lenderLabel(disbursal.lenderId) },
          { label: labels.loanAmount, value: rupees(disbursal.loanAmount) },
          { label: labels.netAmount, value: rupees(disbursal.netAmount) },
          { label: labels.mode, value: text.disbursals.modes[disbursal.mode] },
          { label: labels.utr, value: disbursal.utr },
          {
            label: labels.failure,
            value:
              disbursal.failureCode && text.disbursals.failure(disbursal.failureCode, disbursal.failureText),
          },
          { label: labels.paidAt, value: disbursal.paidAt && formatDateTime(disbursal.paidAt) },
          {
            label: labels.loanAccount,
            value:
              paidLoan && disbursal.lenderLoanAcctId ? (
                <Link component={RouterLink} to={loanHref(paidLoan)}>
                  {disbursal.lenderLoanAcctId}
                </Link>
              ) : (
                disbursal.lenderLoanAcctId
              ),
          },
          ...(paidLoan
            ? [
                {
                  label: labels.statement,
                  value: (
                    <Link component={RouterLink} to={loanStatementHref(paidLoan)}>
                      {text.disbursal.openStatement}
                    </Link>
                  ),
                },
              ]
            : []),
          { label: labels.disbursalId, value: disbursal.id },
          { label: labels.opportunityId, value: disbursal.opportunityId },
        ]}
      />
    </Section>
  );
}

/** Where the money goes: the borrower's verified disbursal account, masked. */
export function PayeeDetails({ disbursal }: { disbursal: Disbursal }) {
  const labels = text.disbursal.fields;
  return (
    <Section title={text.disbursal.payee}>
      <FieldList
        fields={[
          { label: labels.beneficiaryName, value: disbursal.beneficiaryName },
          { label: labels.account, value: disbursal.accountNumberMasked },
          { label: labels.ifsc, value: disbursal.ifsc },
          { label: labels.bank, value: disbursal.bankName },
        ]}
      />
    </Section>
  );
}

/** The maker and the checker: who proposed and when, who decided and when, with their notes. */
export function DecisionDetails({ disbursal }: { disbursal: Disbursal }) {
  const labels = text.disbursal.fields;
  const { decidedBy, decidedAt } = disbursal;
  return (
    <Section title={text.disbursal.decision}>
      <FieldList
        fields={[
          {
            label: labels.proposedBy,
            value: text.disbursal.by(disbursal.proposedBy.name, formatDateTime(disbursal.proposedAt)),
          },
          { label: labels.proposalNote, value: disbursal.proposalNote },
          {
            label: disbursal.status === 'REJECTED' ? labels.rejectedBy : labels.approvedBy,
            value:
              decidedBy &&
              text.disbursal.by(decidedBy.name, decidedAt ? formatDateTime(decidedAt) : text.none),
          },
          { label: labels.decisionNote, value: disbursal.decisionNote },
        ]}
      />
    </Section>
  );
}
