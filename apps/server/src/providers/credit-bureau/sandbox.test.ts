import { describe, expect, it } from 'vitest';

import { AppError } from '../../lib/app-error.ts';
import { unconfiguredCreditBureau } from './index.ts';
import { createSandboxCreditBureau } from './sandbox.ts';

const bureau = createSandboxCreditBureau({ delayMs: 1 });
const pull = (pan: string, reference = 'application-1') =>
  bureau.pullReport({ pan, name: 'Asha Verma', dob: '1990-05-15', reference });

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
