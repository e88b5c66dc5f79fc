import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';

import { text } from '../text';

type ActionDialogProps = {
  title: string;
  submitLabel: string;
  pending: boolean;
  onClose: () => void;
  /** The form's fields; the dialog adds Cancel and the submit button at the end. */
  children: (buttons: ReactNode) => ReactNode;
  maxWidth?: 'sm' | 'md';
};

/** A staff action's dialog: its form, then Cancel and the action's own button. */
export function ActionDialog({
  title,
  submitLabel,
  pending,
  onClose,
  children,
  maxWidth = 'sm',
}: ActionDialogProps) {
  const titleId = useId();
  const buttons = (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button onClick={onClose} disabled={pending}>
        {text.cancel}
      </Button>
      <Button type="submit" variant="contained" loading={pending}>
        {submitLabel}
      </Button>
    </Stack>
  );
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack sx={{ pt: 1 }}>{children(buttons)}</Stack>
      </DialogContent>
    </Dialog>
  );
}
