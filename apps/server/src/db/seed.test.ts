import { defaultPartner, partners as partnerConfigs } from '@kredo/contract/partners';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { partners } from '../modules/partners/partners.schema.ts';
import { users } from '../modules/users/users.schema.ts';
import { demoBorrower, panContext, panHashPurpose } from '../modules/users/users.service.ts';
import { seed } from './seed.ts';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('seeds the partners and the demo borrower with her PAN encrypted, and can run again', async () => {
    const options = { clock: t.deps.clock, cipher: t.deps.cipher, sandbox: true };
    await seed(t.deps.db, options);
    await seed(t.deps.db, options);

    const partnerRows = await t.deps.db.select().from(partners);
    expect(partnerRows.map((row) => row.sourcingCode).sort()).toEqual(
      [defaultPartner, ...partnerConfigs].map((partner) => partner.sourcingCode).sort(),
    );
    expect(partnerRows.map((row) => row.sourcingCode)).toEqual(
      expect.arrayContaining(['SCLMD', 'SCLT', 'SCMMM', 'SCPB', 'SCEW', 'SCBP', 'SCVL', 'SCMF']),
    );

    const people = await t.deps.db.select().from(users);
    expect(people).toHaveLength(1);
    const [asha] = people;
    expect(asha).toMatchObject({ name: 'Asha Verma', mobile: '9876543210', dateOfBirth: '1990-05-15' });
    expect(JSON.stringify(asha)).not.toContain(demoBorrower.pan);
    expect(t.deps.cipher.decrypt(panContext(asha!.id), asha!.panSealed!)).toBe('ABCPV1234K');
    expect(asha!.panHash).toBe(t.deps.cipher.hash(panHashPurpose, 'ABCPV1234K'));
  });
});

describe('production data', () => {
  it('seeds partners but no demo people', async () => {
    const t = await buildTestApp({ mode: 'production' });
    await seed(t.deps.db, { clock: t.deps.clock, cipher: t.deps.cipher, sandbox: false });
    expect(await t.deps.db.select().from(users)).toEqual([]);
    expect((await t.deps.db.select().from(partners)).length).toBe(partnerConfigs.length + 1);
    await t.close();
  });
});
