import { consentPaths, type PaFormBody } from '@kredo/contract/consent';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { paFormQueryOptions } from './get-pa-form';

/** `POST /hagen/pa-form`: one item's answer, or `paComplete` once none is due. */
export function savePaForm(body: PaFormBody) {
  return apiClient.post(consentPaths.paForm, { body });
}

/** An answer changes what is due: the form's list is read again once it is stored. */
export function useSavePaForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaForm,
    onSuccess: (_answer, body) =>
      body.paComplete
        ? undefined
        : queryClient.invalidateQueries({ queryKey: paFormQueryOptions(body.opportunityId).queryKey }),
  });
}
