import type { kycModes } from '@kredo/contract/loan-application';

export type KycMode = (typeof kycModes)[number];

/** How the chooser names each KYC mode (spec 000 §3.2), and what it involves. */
export const kycModeLabels: Record<KycMode, { title: string; detail: string }> = {
  OKYC: { title: 'Aadhaar OKYC', detail: 'Verify with an OTP sent to your Aadhaar-linked mobile' },
  KYC_DIGI_LOCKER: { title: 'Digilocker OKYC', detail: 'Share your e-Aadhaar from DigiLocker' },
  SCAN: { title: 'Scan (digital KYC)', detail: 'Upload the front and back of your address proof' },
  APPOINTMENT: {
    title: 'Appointment (physical documents)',
    detail: 'Book a visit to collect your documents',
  },
};
