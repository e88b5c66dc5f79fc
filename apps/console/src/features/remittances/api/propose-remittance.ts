import {
  backOfficeRemittancePaths,
  remittanceSchema,
  type ProposeRemittanceBody,
} from '@kredo/contract/remittances';

import { apiClient } from '../../../lib/api-client';
import { useRemittanceMutation } from './use-remittance-mutation';

export function proposeRemittance(body: ProposeRemittanceBody) {
  return apiClient.post(backOfficeRemittancePaths.propose, { body, schema: remittanceSchema });
}

/** The maker's proposal of a transfer made at the bank; the server refuses more than is due (409). */
export function useProposeRemittance() {
  return useRemittanceMutation(['propose-remittance'], proposeRemittance);
}
