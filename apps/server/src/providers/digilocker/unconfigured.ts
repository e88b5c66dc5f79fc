import { DigilockerError, type DigilockerProvider } from './index.ts';

/** Production until a DigiLocker partner account is configured: every call fails as an outage. */
export const unconfiguredDigilockerProvider: DigilockerProvider = {
  name: 'unconfigured',
  authorizeUrl() {
    throw new DigilockerError('service_down', 'DigiLocker is not configured');
  },
  async fetchEAadhaar() {
    throw new DigilockerError('service_down', 'DigiLocker is not configured');
  },
};
