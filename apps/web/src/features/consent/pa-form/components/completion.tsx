import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { messages } from '@kredo/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { ApiRequestError } from '../../../../lib/api-error';
import { useTranslation } from '../../../../lib/i18n';
import { useCatalogueText } from '../../../../lib/use-catalogue-text';
import { paFormQueryOptions } from '../api/get-pa-form';
import { useSavePaForm } from '../api/save-pa-form';
import { PaFormProblem } from './pa-form-problem';
import '../texts';

/**
 * Every item is done (spec 001 §4.6): the form says so to the server once, then hands over. A
 * refusal is shown with Try Again, and the list is read again in case an item is due after all.
 */
export function Completion({
  opportunityId,
  onComplete,
  alreadyDone = false,
  problemOnRefusal = false,
}: {
  opportunityId: string;
  onComplete: () => void;
  /** The server has nothing left to clear: hand over without sending. */
  alreadyDone?: boolean;
  /** A refusal means the form cannot go on: the support address instead of Try Again. */
  problemOnRefusal?: boolean;
}) {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const queryClient = useQueryClient();
  const save = useSavePaForm();
  const send = () =>
    save.mutate(
      { opportunityId, paComplete: true },
      {
        onSuccess: () => onComplete(),
        onError: () =>
          void queryClient.invalidateQueries({ queryKey: paFormQueryOptions(opportunityId).queryKey }),
      },
    );
  const start = useEffectEvent(() => (alreadyDone ? onComplete() : send()));
  useEffect(() => start(), []);

  if (save.isError && problemOnRefusal) return <PaFormProblem />;
  if (save.isError) {
    const { error } = save;
    // The server's refusal ('Please complete every step before continuing.'); its failures are generic.
    const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
    const text = refused ? error.message : messages.somethingWentWrongBang;
    return (
      <Stack spacing={2}>
        <Alert severity="error">{catalogueText(text)}</Alert>
        <Button variant="contained" onClick={send} sx={{ alignSelf: 'flex-start' }}>
          {t('paForm.tryAgain')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
      <CircularProgress size={24} aria-hidden />
      <span>{t('paForm.finishing')}</span>
    </Stack>
  );
}
