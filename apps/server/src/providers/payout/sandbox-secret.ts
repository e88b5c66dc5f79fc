import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PiiCipher } from '../../lib/crypto/pii.ts';
import { sealedSecretLoader } from '../sandbox-webhooks/secret.ts';
import { sandboxPayoutSecrets } from './sandbox.schema.ts';

/**
 * The webhook signing secret: made on first use and kept in the database, sealed with the PII
 * key, so deliveries signed before a restart still verify after it. `load` reads (or makes) it;
 * `current` answers it once loaded, for the synchronous webhook check. A failed load is forgotten,
 * so the next call tries again.
 */
export function webhookSecretLoader(deps: { db: Db; clock: Clock; cipher: PiiCipher }) {
  return sealedSecretLoader(deps, {
    table: sandboxPayoutSecrets,
    id: 'webhook',
    name: 'sandbox payout webhook',
  });
}
