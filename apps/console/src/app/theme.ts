import { createTheme } from '@mui/material/styles';

/** A plain, dense theme: staff read tables all day. */
export const theme = createTheme({
  palette: { primary: { main: '#1E3A8A' } },
  components: { MuiButton: { defaultProps: { disableElevation: true } } },
});
