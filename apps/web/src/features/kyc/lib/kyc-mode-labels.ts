import type { kycModes } from '@kredo/contract/loan-application';

/** A KYC mode a product offers (spec 000 §3.2); the chooser names each from the catalogue (`kyc.modes`). */
export type KycMode = (typeof kycModes)[number];
