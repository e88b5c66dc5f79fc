import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ErrorMessage } from '../../../components/error-message';
import { RouteLoader } from '../../../components/route-loader';
import { useBrand } from '../../../lib/brand-context';
import { readUserId } from '../../../lib/session';
import { useUserStatus } from '../api/get-user-status';

/**
 * The signed-in area's entrance (spec 000 §2.1): the borrower's profile is fetched before any
 * screen, with 'Please wait, we're fetching your details' meanwhile. A refused token never gets
 * here for long: the API client sends the user to /logout with 'Session timeout'.
 */
export function ProfileGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const status = useUserStatus();

  // A token without its user id is a session this app did not write; start again.
  if (!readUserId()) return <Navigate to={brand.path('/logout')} replace />;

  if (status.isPending) {
    return (
      <Box sx={{ py: 6, textAlign: 'center' }}>
        <Typography role="status" sx={{ fontWeight: 600 }}>
          {t('profile.fetchingDetails')}
        </Typography>
        <RouteLoader />
      </Box>
    );
  }

  if (status.isError) {
    return (
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
        <ErrorMessage error={status.error} />
        <Button variant="contained" onClick={() => void status.refetch()}>
          {t('profile.tryAgain')}
        </Button>
      </Box>
    );
  }

  return children;
}
