import { EsignError, type EsignProvider } from './index.ts';

/** Production until an ESP is contracted: every call fails as an outage, nothing pretends to sign. */
export const unconfiguredEsignProvider: EsignProvider = {
  name: 'unconfigured',
  async startSigning() {
    throw new EsignError('provider_down', 'No eSign service is configured');
  },
  async sendCode() {
    throw new EsignError('provider_down', 'No eSign service is configured');
  },
  async verifyCode() {
    throw new EsignError('provider_down', 'No eSign service is configured');
  },
  async trustedRoots() {
    return [];
  },
};
