import { randomUUID } from 'node:crypto';

import { openDatabase } from '../../apps/server/src/db/database.ts';
import { createClock } from '../../apps/server/src/lib/clock.ts';
import { createSessionService } from '../../apps/server/src/modules/sessions/sessions.service.ts';
import { users } from '../../apps/server/src/modules/users/users.schema.ts';

export type SeededBorrower = { userId: string; token: string };

/**
 * Borrowers already signed in, as a city's worth of people with the app open would be: each a
 * user row and a live session, its token signed with the instances' key. Made straight in the
 * database (signing thousands in through the OTP flow would measure the sign-in, not the polling).
 */
export async function seedSignedInBorrowers(
  databaseUrl: string,
  jwtSigningKey: string,
  count: number,
): Promise<SeededBorrower[]> {
  const database = await openDatabase({ url: databaseUrl });
  try {
    const clock = createClock();
    const sessions = createSessionService({
      db: database.db,
      database,
      clock,
      signingKey: Buffer.from(jwtSigningKey, 'base64'),
    });
    const now = clock.now();
    const made = Array.from({ length: count }, (_, index) => ({
      id: randomUUID(),
      mobile: `7${String(100_000_000 + index).padStart(9, '0')}`,
      name: `Load Borrower ${index}`,
      mobileOtpVerified: true,
      sourcingCode: 'SCKREDO',
      createdAt: now,
      updatedAt: now,
    }));
    for (let from = 0; from < made.length; from += 1_000)
      await database.db.insert(users).values(made.slice(from, from + 1_000));
    const borrowers: SeededBorrower[] = [];
    for (let from = 0; from < made.length; from += 50) {
      const batch = await Promise.all(
        made.slice(from, from + 50).map(async (user) => ({
          userId: user.id,
          token: (await sessions.issue({ id: user.id, roles: ['BORROWER'] })).token,
        })),
      );
      borrowers.push(...batch);
    }
    return borrowers;
  } finally {
    await database.close();
  }
}
