import Box, { type BoxProps } from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

type PlainButtonProps = Omit<BoxProps<'button'>, 'component' | 'sx'> & { sx?: SxProps<Theme> };

const reset: SxProps<Theme> = {
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: 0,
  p: 0,
  m: 0,
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
};

/**
 * A native button for the shell's few controls (back, language, slide dots): MUI's Button and
 * its ripple would add about 9 kB gzip to the first download.
 */
export function PlainButton({ sx, ...props }: PlainButtonProps) {
  return <Box component="button" type="button" sx={[reset, ...(Array.isArray(sx) ? sx : [sx])]} {...props} />;
}
