import type { Disbursal } from '@kredo/contract/disbursals';

/** What a decision's dialog is given: the disbursal, and what to do once it is done or dropped. */
export type DecisionDialogProps = {
  disbursal: Disbursal;
  onClose: () => void;
  /** The decision was taken: the dialog closes and the page says so. */
  onDone: (message: string) => void;
};
