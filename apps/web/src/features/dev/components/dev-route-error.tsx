import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { ErrorMessage } from '../../../components/error-message';
import { ApiRequestError } from '../../../lib/api-error';

/** The sandbox routes answer 404 in production mode: say so instead of showing a failure. */
export function DevRouteError({ error, sandboxOnlyText }: { error: unknown; sandboxOnlyText: ReactNode }) {
  if (error instanceof ApiRequestError && error.status === 404) {
    return <Alert severity="info">{sandboxOnlyText}</Alert>;
  }
  return <ErrorMessage error={error} />;
}
