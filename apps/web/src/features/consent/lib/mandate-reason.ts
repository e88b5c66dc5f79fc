import type { OpportunityNach } from '@kredo/contract/mandates';
import { findMandateReason } from '@kredo/domain/repayment-modes';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n';

/**
 * Why the mandate was rejected, in the borrower's language: a reason code we know has its text in
 * the catalogue; any other is the server's words. Null when no reason was given.
 */
export function useMandateReason(): (
  nach: Pick<OpportunityNach, 'reasonCode' | 'reasonText'>,
) => string | null {
  const { t } = useTranslation();
  return useCallback(
    ({ reasonCode, reasonText }) =>
      reasonCode && findMandateReason(reasonCode)
        ? t(`consent.repay.reasons.${reasonCode}`)
        : (reasonText ?? reasonCode),
    [t],
  );
}
