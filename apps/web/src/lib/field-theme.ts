import type { Components, Theme } from '@mui/material/styles';

/**
 * One field style across the app: the MUI screens' text fields and selects look like the sign-in's
 * (components/ui/text-field.module.css). The label sits above the box in the text colour and
 * wraps, where MUI's outlined label sits on the border and is cut with an ellipsis at 360 px; the
 * box is 48 px high with a grey border, the theme's radius and a one-pixel ring when focused.
 */
const border = '#9ca3af';
const disabledSurface = '#f3f4f6';

export const fieldComponents: Components<Theme> = {
  MuiInputLabel: {
    defaultProps: { shrink: true },
    styleOverrides: {
      root: ({ theme }) => ({
        position: 'relative',
        transform: 'none',
        maxWidth: 'none',
        overflow: 'visible',
        whiteSpace: 'normal',
        textOverflow: 'clip',
        overflowWrap: 'anywhere',
        marginBottom: 4,
        fontSize: '0.9375rem',
        fontWeight: 600,
        lineHeight: 1.4,
        color: theme.palette.text.primary,
        '&.Mui-focused, &.Mui-error, &.Mui-disabled': { color: theme.palette.text.primary },
      }),
    },
  },
  MuiFormLabel: {
    styleOverrides: {
      // A group's label (Employment Type over its radios) reads as a field's label does.
      root: ({ theme }) => ({
        fontSize: '0.9375rem',
        fontWeight: 600,
        color: theme.palette.text.primary,
        '&.Mui-focused, &.Mui-error': { color: theme.palette.text.primary },
      }),
    },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: theme.palette.background.paper,
        borderRadius: theme.shape.borderRadius,
        [`&:hover:not(.Mui-disabled):not(.Mui-error) .MuiOutlinedInput-notchedOutline`]: {
          borderColor: theme.palette.text.primary,
        },
        '&.Mui-focused .MuiOutlinedInput-notchedOutline': {
          borderColor: theme.palette.primary.main,
          borderWidth: 1,
          boxShadow: `0 0 0 1px ${theme.palette.primary.main}`,
        },
        '&.Mui-error .MuiOutlinedInput-notchedOutline': { borderColor: theme.palette.error.main },
        '&.Mui-error.Mui-focused .MuiOutlinedInput-notchedOutline': {
          boxShadow: `0 0 0 1px ${theme.palette.error.main}`,
        },
        '&.Mui-disabled': { backgroundColor: disabledSurface },
      }),
      // No notch: the label is above the box, not on its border.
      notchedOutline: { top: 0, borderColor: border, '& legend': { display: 'none' } },
      input: { padding: '12.5px 14px', fontSize: '1rem' },
    },
  },
  MuiSelect: {
    styleOverrides: {
      select: { minHeight: '1.4375em' },
    },
  },
  MuiFormHelperText: {
    styleOverrides: {
      root: { marginLeft: 0, marginRight: 0, fontSize: '0.875rem' },
    },
  },
};
