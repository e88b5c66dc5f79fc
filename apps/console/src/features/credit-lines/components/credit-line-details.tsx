import type { CreditLineView } from '@kredo/contract/credit-line-servicing';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

import { FieldList } from '../../../components/field-list';
import { Section } from '../../../components/section';
import { text } from '../../../text';
import { lenderLabel, ratePerYear, rupees } from '../lib/credit-line-labels';
import { LineStatus } from './line-status';

const labels = text.creditLine.fields;

type LineDetailsProps = {
  line: CreditLineView;
  ledgerHref: (ownerId: string) => string;
};

/** Whose line, from which lender, whether its drawdowns are suspended, and where its ledger is. */
export function LineDetails({ line, ledgerHref }: LineDetailsProps) {
  return (
    <Section title={text.creditLine.details}>
      <FieldList
        fields={[
          { label: labels.status, value: <LineStatus status={line.status} suspended={line.suspended} /> },
          ...(line.suspended ? [{ label: labels.suspensionNote, value: line.suspensionNote }] : []),
          { label: labels.account, value: line.lenderLoanAcctId },
          { label: labels.borrower, value: line.borrowerName },
          { label: labels.lender, value: lenderLabel(line.lenderId) },
          { label: labels.product, value: line.productCode },
          {
            label: labels.ledger,
            value: (
              <Link component={RouterLink} to={ledgerHref(line.lineId)}>
                {text.creditLine.openLedger}
              </Link>
            ),
          },
          { label: labels.lineId, value: line.lineId },
          { label: labels.userId, value: line.userId },
        ]}
      />
    </Section>
  );
}

/** The line's figures as of its last close of business: the limit and how it is used, what is owed. */
export function LineFigures({ line }: { line: CreditLineView }) {
  return (
    <Section title={text.creditLine.figures}>
      <FieldList
        fields={[
          { label: labels.limit, value: rupees(line.limit) },
          { label: labels.drawn, value: rupees(line.drawn) },
          { label: labels.held, value: rupees(line.held) },
          { label: labels.available, value: rupees(line.available) },
          { label: labels.outstanding, value: rupees(line.outstanding) },
          { label: labels.accruedInterest, value: rupees(line.accruedInterest) },
          { label: labels.unbilledCharges, value: rupees(line.unbilledCharges) },
          { label: labels.rate, value: ratePerYear(line.annualRateBp) },
        ]}
      />
    </Section>
  );
}

/** The line's days: opened, expires, last closed. */
export function LineDates({ line }: { line: CreditLineView }) {
  return (
    <Section title={text.creditLine.dates}>
      <FieldList
        fields={[
          { label: labels.openedOn, value: line.openedOn },
          { label: labels.expiresOn, value: line.expiresOn },
          { label: labels.businessDate, value: line.businessDate },
        ]}
      />
    </Section>
  );
}
