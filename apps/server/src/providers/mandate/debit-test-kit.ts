import { randomBytes } from 'node:crypto';

import { createClock } from '../../lib/clock.ts';
import { createPiiCipher } from '../../lib/crypto/pii.ts';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import type { DebitRequest, MandateDetails } from './index.ts';
import { mandateDetails } from './mandate-test-kit.ts';
import { createSandboxMandateProvider } from './sandbox.ts';

let sequence = 0;

/** Parses an India wall-clock time, 'YYYY-MM-DD HH:MM[:SS[.mmm]]'. */
export const india = (time: string) => new Date(`${time.replace(' ', 'T')}+05:30`);

/**
 * The sandbox service on a fresh database, its clock set by the test to an India wall-clock
 * time (`at`). Each test works on mandates and debits of its own, so a test may start at any
 * moment; within a test the clock only moves forward. Starts on Monday 2 June 2025, 10:00.
 */
export async function createDebitHarness() {
  const database = await createTestDatabase();
  let wall = india('2025-06-02 10:00').getTime();
  const clock = createClock(0, () => wall);
  const cipher = createPiiCipher(randomBytes(32));
  const deps = { db: database.db, clock, cipher };
  const provider = createSandboxMandateProvider(deps);

  /** A paper mandate, active 10 s after its submission (the clock is moved past it). */
  async function activeMandate(overrides: Partial<MandateDetails> = {}): Promise<string> {
    const { providerMandateId } = await provider.submitPaperMandate(mandateDetails(overrides));
    clock.advance(10_000);
    const status = await provider.fetchMandate(providerMandateId);
    if (status.status !== 'active') throw new Error(`mandate ${status.status}, not active`);
    return providerMandateId;
  }

  return {
    database,
    ...deps,
    deps,
    provider,
    newProvider: () => createSandboxMandateProvider(deps),
    /** Sets the clock to an India wall-clock time. */
    at(time: string) {
      wall = india(time).getTime() - clock.offsetMs();
    },
    activeMandate,
    close: () => database.close(),
  };
}

/** A debit request under a fresh reference: Rs 5,000 on Tuesday 3 June 2025 unless overridden. */
export function debitRequest(providerMandateId: string, overrides: Partial<DebitRequest> = {}): DebitRequest {
  sequence += 1;
  return {
    reference: `loan-${randomBytes(4).toString('hex')}-emi-${sequence}-1`,
    providerMandateId,
    amount: 500_000,
    chargeDate: '2025-06-03',
    description: 'EMI 1 of 12',
    ...overrides,
  };
}

export type DebitHarness = Awaited<ReturnType<typeof createDebitHarness>>;

/**
 * Creates a debit on a fresh active mandate (or the one given) at Monday 2 June 2025, 10:00;
 * answers it with `statusAt`, the status API's answer at an India wall-clock time.
 */
export async function presentDebit(
  h: DebitHarness,
  overrides: Partial<DebitRequest> = {},
  mandateId?: string,
) {
  h.at('2025-06-02 10:00');
  const request = debitRequest(mandateId ?? (await h.activeMandate()), overrides);
  const created = await h.provider.createDebit(request);
  const common = {
    debitId: created.debitId,
    reference: request.reference,
    amount: request.amount,
    chargeDate: created.chargeDate,
  };
  const statusAt = async (time: string) => {
    h.at(time);
    return h.provider.fetchDebit(created.debitId);
  };
  return { request, created, common, statusAt };
}
