import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { createClock } from '../../lib/clock.ts';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import { unconfiguredCreditBureau, type CreditBureauProvider } from './index.ts';
import { createSandboxCreditBureau } from './sandbox.ts';
import { creditBureauSandboxRefusals } from './sandbox.schema.ts';

let database: Database;
/** A server's bureau on the shared database; each call is another server, or one restarted. */
const server = () => createSandboxCreditBureau({ db: database.db, clock: createClock(), delayMs: 1 });
let bureau: CreditBureauProvider;
beforeAll(async () => {
  database = await createTestDatabase();
  bureau = server();
});
afterAll(() => database.close());

const pullFrom = (provider: CreditBureauProvider, pan: string, reference = 'application-1') =>
  provider.pullReport({ pan, name: 'Asha Verma', dob: '1990-05-15', reference });
const pull = (pan: string, reference?: string) => pullFrom(bureau, pan, reference);

describe('the sandbox credit bureau', () => {
  it('answers a thin file, a low score and a grey score for their magic PANs', async () => {
    expect(await pull('ABCPV9990K')).toEqual({ kind: 'NO_HIT' });
    expect(await pull('ABCPV9991K')).toMatchObject({ kind: 'HIT', score: 590 });
    expect(await pull('ABCPV9992K')).toMatchObject({ kind: 'HIT', score: 672 });
  });

  it('reports heavy existing EMIs for 9993', async () => {
    expect(await pull('ABCPV9993K')).toMatchObject({
      kind: 'HIT',
      accountsWithEmi: 5,
      monthlyEmi: 4_200_000,
    });
  });

  it('gives any other PAN a good report, the same every time', async () => {
    const first = await pull('KLMPA0001Z');
    expect(first).toEqual(await pull('KLMPA0001Z'));
    if (first.kind !== 'HIT') throw new Error('expected a hit');
    expect(first.score).toBeGreaterThanOrEqual(700);
    expect(first.score).toBeLessThan(820);
    expect(first.activeAccounts).toBeLessThanOrEqual(first.accounts);
    expect(first.accountsWithEmi).toBeLessThanOrEqual(first.activeAccounts);
    expect(first.overdueAccounts).toBe(0);
    expect(Number.isInteger(first.monthlyEmi)).toBe(true);
    const scores = new Set<number>();
    for (let n = 0; n < 30; n += 1) {
      const report = await pull(`KLMPA${String(n).padStart(4, '0')}Z`);
      if (report.kind === 'HIT') scores.add(report.score);
    }
    expect(scores.size).toBeGreaterThan(10);
  });

  it('is down for 9988, and down once per reference for 9989', async () => {
    await expect(pull('ABCPV9988K')).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    await expect(pull('ABCPV9989K', 'a')).rejects.toBeInstanceOf(AppError);
    expect(await pull('ABCPV9989K', 'a')).toMatchObject({ kind: 'HIT' });
    await expect(pull('ABCPV9989K', 'b')).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  });

  it('is down once for 9989 in all, whichever server is asked, and not again after a restart', async () => {
    const [a, b] = [server(), server()];
    await expect(pullFrom(a, 'ABCPV9989K', 'shared')).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    expect(await pullFrom(b, 'ABCPV9989K', 'shared')).toMatchObject({ kind: 'HIT' });
    expect(await pullFrom(server(), 'ABCPV9989K', 'shared')).toMatchObject({ kind: 'HIT' });

    const atOnce = await Promise.allSettled(
      [a, b, a, b].map((provider) => pullFrom(provider, 'ABCPV9989K', 'at-once')),
    );
    expect(atOnce.filter((outcome) => outcome.status === 'rejected')).toHaveLength(1);
    const refused = (await database.db.select().from(creditBureauSandboxRefusals)).map(
      (row) => row.reference,
    );
    expect(refused.filter((reference) => ['shared', 'at-once'].includes(reference)).sort()).toEqual([
      'at-once',
      'shared',
    ]);
  });

  it('fails as an outage when no bureau is configured', async () => {
    await expect(
      unconfiguredCreditBureau.pullReport({
        pan: 'KLMPA0001Z',
        name: 'Asha Verma',
        dob: '1990-05-15',
        reference: 'x',
      }),
    ).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  });
});
