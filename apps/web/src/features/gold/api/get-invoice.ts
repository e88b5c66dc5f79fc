import { goldPaths, invoiceSchema } from '@kredo/contract/gold';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { vendorQuery } from '../lib/vendor';

/** The invoice of an order, made in `lang` the first time it is asked for. */
export function getInvoice({ txnId, lang }: { txnId: string; lang: 'en' | 'hi' }) {
  return apiClient.get(goldPaths.invoice, {
    query: { ...vendorQuery, txn_id: txnId, lang },
    schema: invoiceSchema,
  });
}

/**
 * An order's invoice, asked when 'Download Invoice' is pressed: its link is short-lived, so it is
 * fetched for each download and never cached.
 */
export function useInvoiceLink() {
  return useMutation({ mutationFn: getInvoice });
}
