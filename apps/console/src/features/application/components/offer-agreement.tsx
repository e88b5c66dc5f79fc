import type { OfferProgress } from '@kredo/contract/back-office';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

import { FieldList } from '../../../components/field-list';
import { formatDateTime } from '../../../lib/format';
import { text } from '../../../text';

type Agreement = NonNullable<OfferProgress['agreement']>;

const when = (iso: string | null) => (iso ? formatDateTime(iso) : null);

/** The signature as checked now on the stored PDF: a green or red mark that says which. */
function SignatureMark({ agreement }: { agreement: Agreement }) {
  const label = text.offerProgress.signature[agreement.signatureCheck];
  if (agreement.signatureValid === null) return <>{label}</>;
  return (
    <Chip
      size="small"
      label={label}
      color={agreement.signatureValid ? 'success' : 'error'}
      aria-label={`${text.offerProgress.agreementFields.signature}: ${label}`}
    />
  );
}

/** The loan agreement: where it stands, and whether its stored signature still verifies. */
export function OfferAgreement({ agreement }: { agreement: OfferProgress['agreement'] }) {
  const labels = text.offerProgress.agreementFields;
  if (!agreement) return <Typography variant="body2">{text.offerProgress.noAgreement}</Typography>;
  return (
    <FieldList
      fields={[
        { label: labels.status, value: agreement.status },
        { label: labels.number, value: agreement.agreementNumber },
        { label: labels.readyAt, value: when(agreement.readyAt) },
        { label: labels.signedAt, value: when(agreement.signedAt) },
        { label: labels.emailedAt, value: when(agreement.emailedAt) },
        { label: labels.failure, value: agreement.failureReason },
        { label: labels.signature, value: <SignatureMark agreement={agreement} /> },
        { label: labels.signer, value: agreement.signerName },
      ]}
    />
  );
}
