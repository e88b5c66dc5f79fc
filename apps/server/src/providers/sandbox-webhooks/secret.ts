import { randomBytes } from 'node:crypto';

import { getTableName } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PiiCipher } from '../../lib/crypto/pii.ts';
import { findSecret, insertSecret, type SecretsTable } from './secrets.repository.ts';

/**
 * One signing secret of a sandbox service, the row `id` of its `table`: made on first use and
 * kept in the database, sealed with the PII key (bound to `<table>.sealed_secret:<id>`), so what
 * was signed before a restart still verifies after it. `load` reads (or makes) it; `current`
 * answers it once loaded, for the synchronous checks. A failed load is forgotten, so the next
 * call tries again. `name` says whose secret it is in the error of a secret gone missing.
 */
export function sealedSecretLoader(
  deps: { db: Db; clock: Clock; cipher: PiiCipher },
  secret: { table: SecretsTable; id: string; name: string },
) {
  const { table, id } = secret;
  const sealContext = (rowId: string) => `${getTableName(table)}.sealed_secret:${rowId}`;
  let loading: Promise<string> | undefined;
  let loaded: string | undefined;

  async function read(): Promise<string> {
    const stored = await findSecret(deps.db, table, id);
    if (stored) return deps.cipher.decrypt(sealContext(stored.id), stored.sealedSecret);
    await insertSecret(deps.db, table, {
      id,
      sealedSecret: deps.cipher.encrypt(sealContext(id), randomBytes(32).toString('hex')),
      createdAt: deps.clock.now(),
    });
    // Another server may have written its secret first; theirs is the one kept.
    const kept = await findSecret(deps.db, table, id);
    if (!kept) throw new Error(`The ${secret.name} secret vanished after its insert`);
    return deps.cipher.decrypt(sealContext(kept.id), kept.sealedSecret);
  }

  const load = (): Promise<string> => {
    loading ??= read().then(
      (value) => {
        loaded = value;
        return value;
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

export type SealedSecretLoader = ReturnType<typeof sealedSecretLoader>;
