import type { AppMode } from '../app-deps.ts';
import type { Db } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import type { PiiCipher } from '../lib/crypto/pii.ts';
import { lenderSignerOf } from '../modules/loans/loan-documents.service.ts';
import { createSandboxEsignProvider } from '../providers/esign/sandbox.ts';
import { unconfiguredEsignProvider } from '../providers/esign/unconfigured.ts';

/** The drill signs and sends nothing: the eSign sandbox is built only for its roots. */
const sendsNothing = {
  send: () => Promise.reject(new Error('the restore drill sends no messages')),
};

/**
 * The roots the product checks a signed PDF against, chosen as deps.ts chooses its providers:
 * the eSign service's (borrowers' agreements) and the lenders' document signer's (NOCs). In
 * sandbox mode both are the sandbox CA kept in the database, its key sealed with the PII key, so
 * they come back with the restore and open only with that key.
 */
export async function productTrustedRoots(deps: {
  mode: AppMode;
  db: Db;
  clock: Clock;
  cipher: PiiCipher;
}): Promise<string[]> {
  const esign =
    deps.mode === 'sandbox'
      ? createSandboxEsignProvider({
          db: deps.db,
          clock: deps.clock,
          cipher: deps.cipher,
          notifier: sendsNothing,
        })
      : unconfiguredEsignProvider;
  const roots = [...(await esign.trustedRoots()), ...(await lenderSignerOf(deps).trustedRoots())];
  return [...new Set(roots)];
}
