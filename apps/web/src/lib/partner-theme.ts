import { createTheme, type Theme } from '@mui/material/styles';
import type { Partner } from '@kredo/contract/partners';
import { fieldComponents } from './field-theme';

// Each platform's own UI font draws Latin; Devanagari is the app's Noto Sans Devanagari, registered
// when Hindi is chosen (lib/devanagari-font.ts), else a device's own.
const systemFonts = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Noto Sans Devanagari"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

const themes = new Map<string, Theme>();

/** The smallest box a control gets, in px. */
const touchTarget = 44;

/** One MUI theme per partner, built from the partner's colours and cached by id. */
export function partnerTheme(partner: Partner): Theme {
  let theme = themes.get(partner.id);
  if (!theme) {
    theme = buildTheme(partner);
    themes.set(partner.id, theme);
  }
  return theme;
}

function buildTheme({ colors }: Partner): Theme {
  return createTheme({
    palette: {
      // The partner data guarantees white text reads on the primary (WCAG AA).
      primary: { main: colors.primary, contrastText: '#FFFFFF' },
      secondary: { main: colors.secondary, contrastText: '#FFFFFF' },
      background: { default: colors.background, paper: '#FFFFFF' },
      text: { primary: '#1F2937', secondary: '#4B5563' },
    },
    typography: {
      fontFamily: systemFonts,
      h1: { fontSize: '1.75rem', fontWeight: 700 },
      h2: { fontSize: '1.25rem', fontWeight: 600 },
      h3: { fontSize: '1.05rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 10 },
    components: {
      MuiLink: { defaultProps: { underline: 'always' } },
      // Every control a finger can hit at least 44 x 44 px (WCAG 2.5.5), whatever its size prop.
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { minHeight: touchTarget, minWidth: touchTarget } },
      },
      MuiIconButton: { styleOverrides: { root: { minHeight: touchTarget, minWidth: touchTarget } } },
      // A radio or checkbox is hit through its label, which is as tall as the control: 24 + 2 x 10.
      MuiRadio: { styleOverrides: { root: { padding: 10 } } },
      MuiCheckbox: { styleOverrides: { root: { padding: 10 } } },
      MuiTab: { styleOverrides: { root: { minHeight: touchTarget } } },
      ...fieldComponents,
    },
  });
}
