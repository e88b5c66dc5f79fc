import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import { kycSandboxPaths } from '@kredo/contract/kyc';

import type { Clock } from '../../lib/clock.ts';
import { eKycOf } from '../uidai/sandbox.ts';
import { findSandboxResident, sandboxResidents, type SandboxResident } from '../uidai/sandbox-residents.ts';
import { DigilockerError, type DigilockerProvider } from './index.ts';

/** An authorisation code works for 10 minutes, once. */
export const digilockerCodeTtlMs = 10 * 60 * 1000;
/** DigiLocker's token and document calls take a moment; so does the sandbox. */
const fetchDelayMs = 150;
const maxCodes = 10_000;

export type SandboxDigilockerProvider = DigilockerProvider & {
  /** The residents a tester may sign in to DigiLocker as, on the consent page. */
  residents(): readonly SandboxResident[];
  /** The consent page's Allow: a code for the resident, to return with. */
  authorize(input: { state: string; aadhaar: string }): string;
};

/**
 * DigiLocker in memory: the consent page is ours (`/api/dev/digilocker/consent`, sandbox only);
 * Allow issues a single-use code bound to the chosen resident, and the code fetches that
 * resident's e-Aadhaar after a short delay, as DigiLocker's token and document calls would.
 */
export function createSandboxDigilockerProvider(deps: { clock: Clock }): SandboxDigilockerProvider {
  const codes = new Map<string, { aadhaar: string; expiresAtMs: number }>();

  return {
    name: 'sandbox-digilocker',

    authorizeUrl(state) {
      const query = new URLSearchParams({ client_id: 'kredo-sandbox', response_type: 'code', state });
      return `${kycSandboxPaths.digilockerConsent}?${query.toString()}`;
    },

    residents: () => sandboxResidents,

    authorize({ aadhaar }) {
      if (!findSandboxResident(aadhaar))
        throw new DigilockerError('invalid_code', 'No such DigiLocker account');
      const now = deps.clock.nowMs();
      for (const [code, entry] of codes)
        if (entry.expiresAtMs <= now || codes.size >= maxCodes) codes.delete(code);
      const code = randomBytes(24).toString('base64url');
      codes.set(code, { aadhaar, expiresAtMs: now + digilockerCodeTtlMs });
      return code;
    },

    async fetchEAadhaar(code) {
      const entry = codes.get(code);
      codes.delete(code);
      await sleep(fetchDelayMs);
      if (!entry) throw new DigilockerError('invalid_code', 'Unknown or used authorisation code');
      if (entry.expiresAtMs <= deps.clock.nowMs())
        throw new DigilockerError('code_expired', 'The authorisation code has expired');
      const resident = findSandboxResident(entry.aadhaar);
      if (!resident?.inDigilocker)
        throw new DigilockerError('document_unavailable', 'No e-Aadhaar in this DigiLocker');
      return eKycOf(resident);
    },
  };
}
