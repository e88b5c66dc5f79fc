import type { LoanOffer } from '@kredo/contract/loan-offer';

import { FieldList } from '../../../components/field-list';
import { Section } from '../../../components/section';
import { formatAmount, formatPercent } from '../../../lib/format';
import { text } from '../../../text';
import { OfferProgressView } from './offer-progress';

const money = (amount: number) => formatAmount(amount, { exact: true });

type OfferSectionProps = { applicationId: string; offer: LoanOffer | null };

/** The offer's terms while it stands, then its progress after approval (also once cancelled). */
export function OfferSection({ applicationId, offer }: OfferSectionProps) {
  return (
    <Section title={text.application.offer}>
      {offer && <OfferTerms offer={offer} />}
      <OfferProgressView applicationId={applicationId} />
    </Section>
  );
}

function OfferTerms({ offer }: { offer: LoanOffer }) {
  const label = text.offer;
  return (
    <FieldList
      fields={[
        { label: label.status, value: offer.status },
        { label: label.lender, value: offer.lenderName },
        { label: label.amount, value: money(offer.amount) },
        { label: label.tenure, value: text.months(offer.tenureMonths) },
        { label: label.interest, value: `${offer.interestPercent}%` },
        { label: label.emi, value: money(offer.emiAmount) },
        { label: label.total, value: money(offer.totalRepayable) },
        { label: label.processingFee, value: money(offer.processingFee + offer.processingFeeGst) },
        { label: label.convenienceFee, value: money(offer.convenienceFee + offer.convenienceFeeGst) },
        { label: label.disbursed, value: money(offer.disbursedAmount) },
        { label: label.apr, value: formatPercent(offer.aprBp) },
        { label: label.dueDay, value: String(offer.dueDayOfMonth) },
      ]}
    />
  );
}
