import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDeps } from '../../../test/helpers/test-app.ts';
import type { AppDeps } from '../../app-deps.ts';
import { seedDemoStaff } from '../staff/staff-demo.ts';
import { findStaffMemberByEmail } from '../staff/staff.service.ts';
import { auditOf, recordAudit } from './audit.service.ts';

describe('audit log', () => {
  let deps: AppDeps;
  let close: () => Promise<void>;
  let staffId: string;
  const applicationId = randomUUID();

  beforeAll(async () => {
    ({ deps, close } = await createTestDeps());
    await seedDemoStaff(deps.db, deps.cipher, deps.clock);
    staffId = (await findStaffMemberByEmail(deps.db, 'admin@kredo.example'))!.id;
  });
  afterAll(() => close());

  it("lists an application's entries oldest first, with who acted, and nothing of other applications", async () => {
    await recordAudit(deps.db, {
      at: deps.clock.now(),
      staffId,
      action: 'REQUEST_INFORMATION',
      applicationId,
      details: { subStatuses: ['SELFIE_UNCLEAR'] },
    });
    deps.clock.advance(1000);
    await deps.db.transaction((tx) =>
      recordAudit(tx, {
        at: deps.clock.now(),
        staffId,
        action: 'REJECT',
        applicationId,
        details: { reason: 'x' },
      }),
    );
    await recordAudit(deps.db, { at: deps.clock.now(), staffId, action: 'SIGN_IN' });
    await recordAudit(deps.db, {
      at: deps.clock.now(),
      staffId,
      action: 'APPROVE',
      applicationId: randomUUID(),
    });

    const entries = await auditOf(deps.db, applicationId);
    expect(entries.map((entry) => entry.action)).toEqual(['REQUEST_INFORMATION', 'REJECT']);
    expect(entries[0]).toMatchObject({
      staffId,
      staffEmail: 'admin@kredo.example',
      details: { subStatuses: ['SELFIE_UNCLEAR'] },
    });
  });

  it('rolls an entry back with the transaction it was written in', async () => {
    const other = randomUUID();
    await expect(
      deps.db.transaction(async (tx) => {
        await recordAudit(tx, { at: deps.clock.now(), staffId, action: 'APPROVE', applicationId: other });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await auditOf(deps.db, other)).toEqual([]);
  });

  it('cannot be updated, deleted or truncated, even with raw SQL', async () => {
    const sql = deps.database.executeSql;
    await expect(
      sql(`update audit_log set action = 'APPROVE' where application_id = $1`, [applicationId]),
    ).rejects.toThrow(/append-only/);
    await expect(sql(`delete from audit_log where application_id = $1`, [applicationId])).rejects.toThrow(
      /append-only/,
    );
    await expect(sql('delete from audit_log')).rejects.toThrow(/append-only/);
    await expect(sql('truncate audit_log')).rejects.toThrow(/append-only/);
    expect((await auditOf(deps.db, applicationId)).map((entry) => entry.action)).toEqual([
      'REQUEST_INFORMATION',
      'REJECT',
    ]);
  });
});
