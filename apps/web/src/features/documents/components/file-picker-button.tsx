import Button from '@mui/material/Button';

type FilePickerButtonProps = {
  text: string;
  /** The input's accessible name: 'PAN Card file', 'Front image'. */
  inputLabel: string;
  accept: string;
  disabled?: boolean;
  variant?: 'contained' | 'outlined';
  onPick: (file: File) => void;
};

/** A button that opens the device's file chooser and hands over the one file chosen. */
export function FilePickerButton({
  text,
  inputLabel,
  accept,
  disabled = false,
  variant = 'contained',
  onPick,
}: FilePickerButtonProps) {
  return (
    <Button component="label" variant={variant} disabled={disabled} sx={{ alignSelf: 'flex-start' }}>
      {text}
      <input
        type="file"
        hidden
        accept={accept}
        aria-label={inputLabel}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again (after a refusal) is seen.
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
    </Button>
  );
}
