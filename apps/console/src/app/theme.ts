import { createTheme } from '@mui/material/styles';

/**
 * A plain theme: staff read tables all day. A contrast threshold of 4.5 makes MUI pick dark text
 * on the lighter palette colours (info, warning), so every chip meets WCAG AA.
 */
export const theme = createTheme({
  palette: { primary: { main: '#1E3A8A' }, contrastThreshold: 4.5 },
  components: { MuiButton: { defaultProps: { disableElevation: true } } },
});
