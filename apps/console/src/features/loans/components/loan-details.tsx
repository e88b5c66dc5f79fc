import type { LoanSummary } from '@kredo/contract/loan-servicing';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

import { FieldList } from '../../../components/field-list';
import { Section } from '../../../components/section';
import { text } from '../../../text';
import { lenderLabel, rupees } from '../lib/loan-labels';
import { LoanTags } from './loan-tags';

type LoanDetailsProps = {
  loan: LoanSummary;
  loanStatementHref: (loanId: string) => string;
};

const labels = text.loan.fields;

/** Whose loan, from which lender, for how much, and where its ledger statement is. */
export function LoanDetails({ loan, loanStatementHref }: LoanDetailsProps) {
  return (
    <Section title={text.loan.details}>
      <FieldList
        fields={[
          {
            label: labels.status,
            value: (
              <Chip
                size="small"
                color="primary"
                label={loan.status}
                aria-label={`${labels.status}: ${loan.status}`}
              />
            ),
          },
          { label: labels.tags, value: <LoanTags tags={loan.tags} /> },
          { label: labels.account, value: loan.lenderLoanAcctId },
          { label: labels.borrower, value: loan.borrowerName },
          { label: labels.lender, value: lenderLabel(loan.lenderId) },
          { label: labels.principal, value: rupees(loan.principal) },
          {
            label: labels.statement,
            value: (
              <Link component={RouterLink} to={loanStatementHref(loan.loanId)}>
                {text.loan.openStatement}
              </Link>
            ),
          },
          { label: labels.loanId, value: loan.loanId },
          { label: labels.userId, value: loan.userId },
        ]}
      />
    </Section>
  );
}

/** How the loan stands as of its last close of business: class, days past due, what is owed. */
export function LoanStanding({ loan }: { loan: LoanSummary }) {
  return (
    <Section title={text.loan.standing}>
      <FieldList
        fields={[
          { label: labels.assetClass, value: loan.assetClass },
          { label: labels.daysPastDue, value: loan.daysPastDue },
          { label: labels.overdueSince, value: loan.overdueSince },
          { label: labels.dues, value: rupees(loan.dues) },
          { label: labels.receivable, value: rupees(loan.receivable) },
          { label: labels.advance, value: rupees(loan.advance) },
        ]}
      />
    </Section>
  );
}

/** The loan's days: paid out, last closed, matured, written off, closed. */
export function LoanDates({ loan }: { loan: LoanSummary }) {
  return (
    <Section title={text.loan.dates}>
      <FieldList
        fields={[
          { label: labels.disbursalDate, value: loan.disbursalDate },
          { label: labels.businessDate, value: loan.businessDate },
          { label: labels.maturedOn, value: loan.maturedOn },
          { label: labels.writtenOffOn, value: loan.writtenOffOn },
          { label: labels.closedOn, value: loan.closedOn },
        ]}
      />
    </Section>
  );
}
