/** A mobile as staff lists it: the last four digits only. */
export const maskMobile = (mobile: string | null) =>
  mobile ? `${'X'.repeat(mobile.length - 4)}${mobile.slice(-4)}` : null;

/** An account number as staff see it: the last four digits only. */
export const maskAccountNumber = (last4: string) => `XXXXXXXX${last4}`;

/** Whether two names read the same, ignoring case and spacing. */
export const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toUpperCase() === b.trim().replace(/\s+/g, ' ').toUpperCase();
