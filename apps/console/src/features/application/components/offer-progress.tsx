import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { FieldList } from '../../../components/field-list';
import { errorText } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { text } from '../../../text';
import { useOfferProgress } from '../api/get-offer-progress';
import { OfferActions } from './offer-actions';
import { OfferAgreement } from './offer-agreement';
import { OfferConsentsTable } from './offer-consents-table';
import { OfferItems } from './offer-items';
import { OfferKfsTable } from './offer-kfs-table';

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
      {children}
    </Typography>
  );
}

/** Where the offer stands after approval, step by step, with the two staff actions on it. */
export function OfferProgressView({ applicationId }: { applicationId: string }) {
  const progress = useOfferProgress(applicationId);
  const labels = text.offerProgress;
  if (progress.isPending) return <LinearProgress aria-label={text.loading} />;
  if (progress.isError) return <Alert severity="error">{errorText(progress.error)}</Alert>;
  const { opportunity, consents, kfsVersions, postApproval, agreement, allowedActions } = progress.data;
  if (!opportunity) return null;
  return (
    <Stack spacing={1}>
      <Heading>{labels.opportunity}</Heading>
      <FieldList
        fields={[
          { label: labels.status, value: opportunity.status },
          { label: labels.subStatuses, value: opportunity.subStatuses.join(', ') },
          { label: labels.updated, value: formatDateTime(opportunity.updatedAt) },
        ]}
      />
      <OfferActions applicationId={applicationId} allowedActions={allowedActions} />
      <Heading>{labels.consents}</Heading>
      <OfferConsentsTable consents={consents} />
      <Heading>{labels.kfsVersions}</Heading>
      <OfferKfsTable versions={kfsVersions} />
      <Heading>{labels.items}</Heading>
      <OfferItems postApproval={postApproval} />
      <Heading>{labels.agreement}</Heading>
      <OfferAgreement agreement={agreement} />
    </Stack>
  );
}
