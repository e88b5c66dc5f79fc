import { randomBytes } from 'node:crypto';

import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PiiCipher } from '../../lib/crypto/pii.ts';
import { findSecret, insertSecret } from './sandbox.repository.ts';

const secretId = 'webhook';
const sealContext = (id: string) => `sandbox_payout_secrets.sealed_secret:${id}`;

/**
 * The webhook signing secret: made on first use and kept in the database, sealed with the PII
 * key, so deliveries signed before a restart still verify after it. `load` reads (or makes) it;
 * `current` answers it once loaded, for the synchronous webhook check. A failed load is forgotten,
 * so the next call tries again.
 */
export function webhookSecretLoader(deps: { db: Db; clock: Clock; cipher: PiiCipher }) {
  let loading: Promise<string> | undefined;
  let loaded: string | undefined;

  async function read(): Promise<string> {
    const stored = await findSecret(deps.db, secretId);
    if (stored) return deps.cipher.decrypt(sealContext(stored.id), stored.sealedSecret);
    await insertSecret(deps.db, {
      id: secretId,
      sealedSecret: deps.cipher.encrypt(sealContext(secretId), randomBytes(32).toString('hex')),
      createdAt: deps.clock.now(),
    });
    // Another server may have written its secret first; theirs is the one kept.
    const kept = await findSecret(deps.db, secretId);
    if (!kept) throw new Error('The sandbox payout webhook secret vanished after its insert');
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
