/** How long the mandate's snackbar stays up (spec 001 §8): 12 s past 25 characters, else 5 s. */
export function mandateSnackbarMs(text: string): number {
  return text.length > 25 ? 12_000 : 5_000;
}
