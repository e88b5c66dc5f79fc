import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PiiCipher } from '../../lib/crypto/pii.ts';
import { sealedSecretLoader } from '../sandbox-webhooks/secret.ts';
import { sandboxGoldSecrets } from './sandbox.schema.ts';

/**
 * The callback signing secret: made on first use and kept in the database, sealed with the PII
 * key, so callbacks signed before a restart still verify after it.
 */
export function callbackSecretLoader(deps: { db: Db; clock: Clock; cipher: PiiCipher }) {
  return sealedSecretLoader(deps, {
    table: sandboxGoldSecrets,
    id: 'callback',
    name: 'sandbox gold callback',
  });
}
