import type { Clock } from '../lib/clock.ts';
import type { PiiCipher } from '../lib/crypto/pii.ts';
import { seedDirectory } from '../modules/directory/directory.service.ts';
import { syncProducts } from '../modules/loan-products/loan-products.service.ts';
import { syncPartners } from '../modules/partners/partners.service.ts';
import { seedDemoStaff } from '../modules/staff/staff-demo.ts';
import { seedDemoBorrower } from '../modules/users/users.service.ts';
import type { Db } from './database.ts';

/** Partners, products and India's directories: the same in every mode. Safe to run repeatedly. */
export async function seedReferenceData(db: Db, clock: Clock): Promise<void> {
  await syncPartners(db, clock);
  await syncProducts(db, clock);
  await seedDirectory(db);
}

/** Reference data on every start; demo people only in sandbox mode. Safe to run repeatedly. */
export async function seed(
  db: Db,
  options: { clock: Clock; cipher: PiiCipher; sandbox: boolean },
): Promise<void> {
  await seedReferenceData(db, options.clock);
  if (options.sandbox) await seedDemoBorrower(db, options.cipher, options.clock);
  if (options.sandbox) await seedDemoStaff(db, options.cipher, options.clock);
}
