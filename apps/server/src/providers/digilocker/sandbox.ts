import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import { kycSandboxPaths } from '@kredo/contract/kyc';

import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PiiCipher } from '../../lib/crypto/pii.ts';
import { eKycOf } from '../uidai/sandbox.ts';
import { findSandboxResident, sandboxResidents, type SandboxResident } from '../uidai/sandbox-residents.ts';
import { DigilockerError, type DigilockerProvider } from './index.ts';
import { insertCode, takeCode } from './sandbox.repository.ts';

/** An authorisation code works for 10 minutes, once. */
export const digilockerCodeTtlMs = 10 * 60 * 1000;
/** DigiLocker's token and document calls take a moment; so does the sandbox. */
const fetchDelayMs = 150;

export type SandboxDigilockerProvider = DigilockerProvider & {
  /** The residents a tester may sign in to DigiLocker as, on the consent page. */
  residents(): readonly SandboxResident[];
  /** The consent page's Allow: a code for the resident, to return with. */
  authorize(input: { state: string; aadhaar: string }): Promise<string>;
};

export type SandboxDigilockerDeps = { db: Db; clock: Clock; cipher: PiiCipher };

/**
 * DigiLocker for sandbox mode: the consent page is ours (`/api/dev/digilocker/consent`, sandbox
 * only); Allow issues a single-use code bound to the chosen resident, and the code fetches that
 * resident's e-Aadhaar after a short delay, as DigiLocker's token and document calls would. The
 * codes are rows in the database (an HMAC of the code, the Aadhaar number sealed), so the consent
 * and the return may reach different servers, and a restart keeps them.
 */
export function createSandboxDigilockerProvider(deps: SandboxDigilockerDeps): SandboxDigilockerProvider {
  const codeHash = (code: string) => deps.cipher.hash('digilocker-sandbox-code', code);
  const aadhaarContext = (hash: string) => `digilocker_sandbox_codes.sealed_aadhaar:${hash}`;

  return {
    name: 'sandbox-digilocker',

    authorizeUrl(state) {
      const query = new URLSearchParams({ client_id: 'kredo-sandbox', response_type: 'code', state });
      return `${kycSandboxPaths.digilockerConsent}?${query.toString()}`;
    },

    residents: () => sandboxResidents,

    async authorize({ aadhaar }) {
      if (!findSandboxResident(aadhaar))
        throw new DigilockerError('invalid_code', 'No such DigiLocker account');
      const now = deps.clock.now();
      const code = randomBytes(24).toString('base64url');
      const hash = codeHash(code);
      await insertCode(deps.db, {
        codeHash: hash,
        sealedAadhaar: deps.cipher.encrypt(aadhaarContext(hash), aadhaar),
        createdAt: now,
        expiresAt: new Date(now.getTime() + digilockerCodeTtlMs),
      });
      return code;
    },

    async fetchEAadhaar(code) {
      const entry = await takeCode(deps.db, codeHash(code));
      await sleep(fetchDelayMs);
      if (!entry) throw new DigilockerError('invalid_code', 'Unknown or used authorisation code');
      if (entry.expiresAt.getTime() <= deps.clock.nowMs())
        throw new DigilockerError('code_expired', 'The authorisation code has expired');
      const aadhaar = deps.cipher.decrypt(aadhaarContext(entry.codeHash), entry.sealedAadhaar);
      const resident = findSandboxResident(aadhaar);
      if (!resident?.inDigilocker)
        throw new DigilockerError('document_unavailable', 'No e-Aadhaar in this DigiLocker');
      return eKycOf(resident);
    },
  };
}
