import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDeps } from '../../../test/helpers/test-app.ts';

describe('consent records', () => {
  let setup: Awaited<ReturnType<typeof createTestDeps>>;
  beforeAll(async () => {
    setup = await createTestDeps();
  });
  afterAll(() => setup.close());

  it('are never changed or deleted: the database refuses both', async () => {
    const { db } = setup.deps;
    // A record written with the foreign keys' triggers off, so no opportunity is needed to prove it.
    const id = randomUUID();
    await db.execute(sql`alter table consent_records disable trigger all`);
    await db.execute(sql`insert into consent_records (id, opportunity_id, user_id, consent, declarations, language, ip, device, recorded_at)
      values (${id}, ${randomUUID()}, ${randomUUID()}, true, '[]', 'en', '127.0.0.1', 'web', now())`);
    await db.execute(sql`alter table consent_records enable trigger all`);
    const refused = { cause: { message: expect.stringMatching(/never changed or deleted/) } };
    await expect(
      db.execute(sql`update consent_records set comment = 'changed' where id = ${id}`),
    ).rejects.toMatchObject(refused);
    await expect(db.execute(sql`delete from consent_records where id = ${id}`)).rejects.toMatchObject(
      refused,
    );
  });
});
