import type { ApplicationView } from '@kredo/contract/back-office';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { FieldList } from '../../../components/field-list';
import { formatAge, formatAmount, formatDateTime } from '../../../lib/format';
import { text } from '../../../text';

export function StatusHeader({ view }: { view: ApplicationView }) {
  const { application, borrower } = view;
  const labels = text.application;
  return (
    <Stack spacing={1}>
      <Typography variant="h5" component="h1">
        {labels.title(borrower.name)}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip
          label={application.status}
          color="primary"
          aria-label={`${labels.status}: ${application.status}`}
        />
        {application.subStatuses.map((subStatus) => (
          <Chip key={subStatus} label={subStatus} variant="outlined" size="small" />
        ))}
      </Stack>
      <FieldList
        fields={[
          { label: labels.product, value: application.productTitle },
          {
            label: labels.requested,
            value: `${formatAmount(application.amountRequested)} for ${text.months(application.tenureRequested)}`,
          },
          { label: labels.purpose, value: application.purpose },
          { label: labels.created, value: formatDateTime(application.createdAt) },
          {
            label: labels.statusSince,
            value: `${formatDateTime(application.statusUpdatedAt)} (${formatAge(application.statusUpdatedAt)})`,
          },
        ]}
      />
    </Stack>
  );
}
