import { randomBytes } from 'node:crypto';

import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PiiCipher } from '../../lib/crypto/pii.ts';
import { findSecret, insertSecret } from './sandbox-deliveries.repository.ts';

/** The gateway's two secrets: the API key secret signs the callback, the webhook secret the deliveries. */
export type SandboxSecretId = 'key' | 'webhook';

const sealContext = (id: string) => `sandbox_pg_secrets.sealed_secret:${id}`;

/**
 * One signing secret: made on first use and kept in the database, sealed with the PII key, so
 * callbacks and deliveries signed before a restart still verify after it. `load` reads (or makes)
 * it; `current` answers it once loaded, for the synchronous checks. A failed load is forgotten,
 * so the next call tries again.
 */
export function secretLoader(deps: { db: Db; clock: Clock; cipher: PiiCipher }, id: SandboxSecretId) {
  let loading: Promise<string> | undefined;
  let loaded: string | undefined;

  async function read(): Promise<string> {
    const stored = await findSecret(deps.db, id);
    if (stored) return deps.cipher.decrypt(sealContext(stored.id), stored.sealedSecret);
    await insertSecret(deps.db, {
      id,
      sealedSecret: deps.cipher.encrypt(sealContext(id), randomBytes(32).toString('hex')),
      createdAt: deps.clock.now(),
    });
    // Another server may have written its secret first; theirs is the one kept.
    const kept = await findSecret(deps.db, id);
    if (!kept) throw new Error(`The sandbox payment gateway's ${id} secret vanished after its insert`);
    return deps.cipher.decrypt(sealContext(kept.id), kept.sealedSecret);
  }

  const load = (): Promise<string> => {
    loading ??= read().then(
      (secret) => {
        loaded = secret;
        return secret;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  return { load, current: (): string | undefined => loaded };
}

export type SecretLoader = ReturnType<typeof secretLoader>;
