/** Ten digits at most, nothing else: what a mobile field keeps of what is typed or pasted. */
export const mobileLength = 10;
export const toMobileDigits = (value: string) => value.replace(/\D/g, '').slice(0, mobileLength);

/** PAN is uppercased as typed (spec 000 §2.2); spaces and punctuation are dropped. */
export const panLength = 10;
export const toPan = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, panLength);
