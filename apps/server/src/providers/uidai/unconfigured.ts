import { UidaiError, type UidaiProvider } from './index.ts';

/** Production until a licensed e-KYC service is configured: every call fails as an outage. */
export const unconfiguredUidaiProvider: UidaiProvider = {
  name: 'unconfigured',
  async startSession() {
    throw new UidaiError('service_down', 'No e-KYC service is configured');
  },
  async refreshCaptcha() {
    throw new UidaiError('service_down', 'No e-KYC service is configured');
  },
  async requestOtp() {
    throw new UidaiError('service_down', 'No e-KYC service is configured');
  },
  async verifyOtp() {
    throw new UidaiError('service_down', 'No e-KYC service is configured');
  },
};
