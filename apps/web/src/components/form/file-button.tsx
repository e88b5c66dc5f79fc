import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, type ReactNode, type Ref } from 'react';

type FileButtonProps = {
  text: ReactNode;
  /** The file input's accessible name: 'PAN Card file', 'Front side'. */
  inputLabel: string;
  accept: string;
  disabled?: boolean;
  variant?: 'contained' | 'outlined';
  /** The chosen file's name (or, before one is chosen, 'No file chosen'), shown beside the button. */
  fileName?: string;
  /** What the name is called when read out: 'Chosen file'. */
  fileNameLabel?: string;
  /** The button, which a form focuses when the file is wanted. */
  buttonRef?: Ref<HTMLButtonElement>;
  onPick: (file: File) => void;
};

// Out of sight but still in the page, so the browser's file chooser opens from the button.
const hiddenInput = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A file input behind a styled button, never the browser's own unstyled one: the button is
 * focusable and opens the device's file chooser, and the chosen file's name shows beside it (the
 * button is described by it). The input is cleared on each choice, so choosing the same file
 * again after a refusal is seen.
 */
/** Read by screen readers, not drawn (as MUI's and the sign-in's visually hidden styles). */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

export function FileButton({
  text,
  inputLabel,
  accept,
  disabled = false,
  variant = 'contained',
  fileName,
  fileNameLabel,
  buttonRef,
  onPick,
}: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const nameId = useId();
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        ref={buttonRef}
        variant={variant}
        disabled={disabled}
        aria-describedby={fileName ? nameId : undefined}
        onClick={() => input.current?.click()}
      >
        {text}
      </Button>
      <input
        ref={input}
        type="file"
        tabIndex={-1}
        style={hiddenInput}
        accept={accept}
        aria-label={inputLabel}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
      {fileName && (
        <Typography id={nameId} variant="body2" title={fileName} sx={{ overflowWrap: 'anywhere' }}>
          {/* Read before the name by a screen reader; an aria-label on a paragraph is ignored. */}
          {fileNameLabel && <Box component="span" sx={visuallyHidden}>{`${fileNameLabel}: `}</Box>}
          {fileName}
        </Typography>
      )}
    </Stack>
  );
}
