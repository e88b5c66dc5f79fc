import type { MandateDetail } from '@kredo/contract/mandates';
import Chip from '@mui/material/Chip';

import { FieldList } from '../../../components/field-list';
import { Section } from '../../../components/section';
import { formatAmount } from '../../../lib/format';
import { text } from '../../../text';
import { formatDate, frequencyLabel, modeLabel, reasonLabel, sinceLabels } from '../lib/mandate-labels';

export function MandateDetails({ detail }: { detail: MandateDetail }) {
  const labels = text.mandate.fields;
  const since = sinceLabels(detail.since);
  const { appointment } = detail;
  return (
    <Section title={text.mandate.details}>
      <FieldList
        fields={[
          {
            label: labels.status,
            value: (
              <Chip
                size="small"
                color="primary"
                label={detail.status}
                aria-label={`${labels.status}: ${detail.status}`}
              />
            ),
          },
          { label: labels.reason, value: reasonLabel(detail.reasonCode) },
          { label: labels.since, value: `${since.at} (${since.age})` },
          { label: labels.mode, value: modeLabel(detail) },
          { label: labels.bank, value: detail.bankName },
          { label: labels.account, value: detail.accountNumberMasked },
          { label: labels.ifsc, value: detail.ifsc },
          { label: labels.maxAmount, value: formatAmount(detail.maxAmount) },
          { label: labels.frequency, value: frequencyLabel(detail.frequency) },
          {
            label: labels.validity,
            value: text.mandate.validity(formatDate(detail.validFrom), formatDate(detail.validUntil)),
          },
          { label: labels.umrn, value: detail.umrn },
          { label: labels.reference, value: detail.reference },
          { label: labels.providerMandateId, value: detail.providerMandateId },
          ...(appointment
            ? [
                {
                  label: labels.appointment,
                  value: text.mandate.appointment(
                    formatDate(appointment.date),
                    appointment.slot,
                    appointment.status,
                  ),
                },
              ]
            : []),
        ]}
      />
    </Section>
  );
}
