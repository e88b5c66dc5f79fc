import { postApprovalFields, type PostApprovalField } from '@kredo/contract/consent';

/**
 * The item the form shows: the first still due in the spec's priority (alternate number, bank
 * details for disbursal, then for NACH, insurance nominee, selfie; spec 001 §2.3), then the
 * document consent, whatever order the server listed them in.
 */
export function nextItem(due: readonly PostApprovalField[]): PostApprovalField | undefined {
  return postApprovalFields.find((item) => due.includes(item));
}
