import type { Clock } from '../lib/clock.ts';
import type { PiiCipher } from '../lib/crypto/pii.ts';
import { syncPartners } from '../modules/partners/partners.service.ts';
import { seedDemoBorrower } from '../modules/users/users.service.ts';
import type { Db } from './database.ts';

/** Reference data on every start; demo people only in sandbox mode. Safe to run repeatedly. */
export async function seed(
  db: Db,
  options: { clock: Clock; cipher: PiiCipher; sandbox: boolean },
): Promise<void> {
  await syncPartners(db, options.clock);
  if (options.sandbox) await seedDemoBorrower(db, options.cipher, options.clock);
}
