/** Leaves the app for the bank's login or consent page; the bank sends the borrower back. */
export function goToBank(url: string): void {
  window.location.assign(url);
}
