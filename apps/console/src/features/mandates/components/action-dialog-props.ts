/** What every mandate action's dialog is given: the mandate, and what to do once it is done or dropped. */
export type ActionDialogProps = {
  mandateId: string;
  onClose: () => void;
  /** The action succeeded: the dialog closes and the page says so. */
  onDone: (message: string) => void;
};
