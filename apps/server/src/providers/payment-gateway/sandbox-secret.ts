import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PiiCipher } from '../../lib/crypto/pii.ts';
import { sealedSecretLoader, type SealedSecretLoader } from '../sandbox-webhooks/secret.ts';
import { sandboxPgSecrets } from './sandbox.schema.ts';

/** The gateway's two secrets: the API key secret signs the callback, the webhook secret the deliveries. */
export type SandboxSecretId = 'key' | 'webhook';

/**
 * One signing secret: made on first use and kept in the database, sealed with the PII key, so
 * callbacks and deliveries signed before a restart still verify after it. `load` reads (or makes)
 * it; `current` answers it once loaded, for the synchronous checks. A failed load is forgotten,
 * so the next call tries again.
 */
export function secretLoader(deps: { db: Db; clock: Clock; cipher: PiiCipher }, id: SandboxSecretId) {
  return sealedSecretLoader(deps, { table: sandboxPgSecrets, id, name: `sandbox payment gateway's ${id}` });
}

export type SecretLoader = SealedSecretLoader;
