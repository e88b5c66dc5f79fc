import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';

import { errorText } from '../../../lib/api-error';
import { text } from '../../../text';
import { useApplication } from '../api/get-application';
import { ActionBar } from './action-bar';
import { AuditSection } from './audit-section';
import { BorrowerSection } from './borrower-section';
import { BureauSection, KycSection, StatementSection } from './checks-sections';
import { DecisionsSection } from './decisions-section';
import { DocumentsSection } from './documents-section';
import { OfferSection } from './offer-section';
import { StatusHeader } from './status-header';

type ApplicationPageProps = { applicationId: string; backHref: string };

/** One application: where it stands, everything the decision read, the actions, and the audit log. */
export function ApplicationPage({ applicationId, backHref }: ApplicationPageProps) {
  const application = useApplication(applicationId);
  const view = application.data;
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={backHref}>
        {text.application.back}
      </Link>
      {application.isPending && <LinearProgress aria-label={text.loading} />}
      {application.isError && <Alert severity="error">{errorText(application.error)}</Alert>}
      {view && (
        <>
          <StatusHeader view={view} />
          <ActionBar view={view} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <BorrowerSection borrower={view.borrower} />
            <Stack spacing={2}>
              <DocumentsSection applicationId={applicationId} documents={view.documents} />
              <KycSection kyc={view.kyc} />
              <StatementSection statement={view.statement} />
              <BureauSection bureau={view.bureau} />
            </Stack>
          </Box>
          <DecisionsSection decisions={view.decisions} />
          {(view.offer || view.application.status === 'CANCELLED') && (
            <OfferSection applicationId={applicationId} offer={view.offer} />
          )}
          <AuditSection applicationId={applicationId} />
        </>
      )}
    </Stack>
  );
}
