import type { Remittance } from '@kredo/contract/remittances';

/** What a decision's dialog is given: the remittance, and what to do once it is done or dropped. */
export type DecisionDialogProps = {
  remittance: Remittance;
  onClose: () => void;
  /** The decision was taken: the dialog closes and the page says so. */
  onDone: (message: string) => void;
};
