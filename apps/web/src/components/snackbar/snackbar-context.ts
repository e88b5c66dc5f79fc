import { createContext, use } from 'react';

/** Red, green, amber, blue; dark for a neutral notice ('Downloading', spec 002 §8). */
export type SnackbarSeverity = 'error' | 'success' | 'warning' | 'info' | 'dark';
export type SnackbarMessage = { text: string; severity?: SnackbarSeverity };

/** How long a toast stays up (spec 000 §9: snackbar 5000 ms). */
export const snackbarDurationMs = 5000;

export const SnackbarContext = createContext<(message: SnackbarMessage) => void>(() => undefined);

/** Shows a toast; a new one replaces the one on screen. */
export function useSnackbar(): (message: SnackbarMessage) => void {
  return use(SnackbarContext);
}
