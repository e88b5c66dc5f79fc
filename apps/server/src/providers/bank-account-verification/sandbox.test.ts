import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { NAME_MATCH_THRESHOLD } from '@kredo/domain/name-match';

import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import type { Database } from '../../db/database.ts';
import { createClock } from '../../lib/clock.ts';
import { createPiiCipher } from '../../lib/crypto/pii.ts';
import { createLogger } from '../../lib/logger.ts';
import { bankAccountValidations } from './bank-account-verification.schema.ts';
import { unconfiguredBankAccountVerification, type ValidationRequest } from './index.ts';
import { createSandboxBankAccountVerification } from './sandbox.ts';
import { sandboxSlowAnswerMs } from './sandbox-bank.ts';

let database: Database;
// The clock stands still unless a test moves it, so no wall-clock time leaks into the answers.
const clock = createClock(0, () => Date.parse('2025-06-02T10:00:00+05:30'));
const cipher = createPiiCipher(randomBytes(32));
let provider: ReturnType<typeof createSandboxBankAccountVerification>;
let references = 0;

/** A request with a fresh reference; `ending` picks the sandbox bank's story. */
const request = (ending: string, overrides: Partial<ValidationRequest> = {}): ValidationRequest => {
  references += 1;
  return {
    referenceId: `ref-${references}`,
    accountNumber: `50100123456${ending}`,
    ifsc: 'HDFC0000001',
    expectedName: 'Asha Kumari Verma',
    ...overrides,
  };
};

/** Asks, moves the clock past the bank's answer, and fetches. */
async function settle(input: ValidationRequest, waitMs = 3_000) {
  const { validationId } = await provider.requestValidation(input);
  clock.advance(waitMs);
  return provider.fetchValidation(validationId);
}

beforeAll(async () => {
  database = await createTestDatabase();
  provider = createSandboxBankAccountVerification({ db: database.db, clock, cipher });
});
afterAll(() => database.close());

describe('the sandbox penny drop', () => {
  it('is created at first and completes 1-3 s later by the clock, the holder named as given', async () => {
    const { validationId, status } = await provider.requestValidation(request('789'));
    expect(status).toBe('created');
    expect(validationId).toMatch(/^fav_[A-Za-z0-9]{14}$/);
    clock.advance(999);
    expect(await provider.fetchValidation(validationId)).toEqual({ status: 'created' });
    clock.advance(2_001);
    const result = await provider.fetchValidation(validationId);
    expect(result).toEqual({
      status: 'completed',
      accountStatus: 'active',
      registeredName: 'ASHA KUMARI VERMA',
      nameMatchScore: 100,
      utr: expect.stringMatching(/^\d{12}$/) as unknown,
    });
    expect(await provider.fetchValidation(validationId)).toEqual(result);
  });

  it('answers at a configured delay', async () => {
    const quick = createSandboxBankAccountVerification({
      db: database.db,
      clock,
      cipher,
      answerDelayMs: 1_000,
    });
    const { validationId } = await quick.requestValidation(request('789'));
    clock.advance(999);
    expect(await quick.fetchValidation(validationId)).toEqual({ status: 'created' });
    clock.advance(1);
    expect(await quick.fetchValidation(validationId)).toMatchObject({ status: 'completed' });
  });

  it('finds no account ending 000 and a closed one ending 111', async () => {
    const invalid = {
      status: 'completed',
      accountStatus: 'invalid',
      registeredName: null,
      nameMatchScore: null,
      utr: null,
    };
    expect(await settle(request('000'))).toEqual({ ...invalid, invalidReason: 'account_not_found' });
    expect(await settle(request('111'))).toEqual({ ...invalid, invalidReason: 'account_closed' });
  });

  it('fails when the account’s bank is down (222)', async () => {
    expect(await settle(request('222'))).toEqual({
      status: 'failed',
      source: 'beneficiary_bank',
      reason: 'beneficiary_bank_offline',
    });
  });

  it('names somebody else as the holder of 333, below the match threshold', async () => {
    const result = await settle(request('333'));
    expect(result).toMatchObject({
      status: 'completed',
      accountStatus: 'active',
      registeredName: 'RAVI SHANKAR PRASAD',
    });
    if (result.status !== 'completed' || result.accountStatus !== 'active')
      throw new Error('expected active');
    expect(result.nameMatchScore).toBeLessThan(NAME_MATCH_THRESHOLD);
    const ravi = await settle(request('333', { expectedName: 'Ravi Shankar Prasad' }));
    expect(ravi).toMatchObject({ registeredName: 'MEENAKSHI SUNDARAM IYER', nameMatchScore: 0 });
  });

  it('writes the holder of 555 surname first with initials, a match that passes', async () => {
    expect(await settle(request('555'))).toMatchObject({
      accountStatus: 'active',
      registeredName: 'VERMA A K',
      nameMatchScore: 83,
    });
  });

  it('keeps 444 created for an hour, then completes', async () => {
    const { validationId } = await provider.requestValidation(request('444'));
    clock.advance(sandboxSlowAnswerMs - 1);
    expect(await provider.fetchValidation(validationId)).toEqual({ status: 'created' });
    clock.advance(1);
    expect(await provider.fetchValidation(validationId)).toMatchObject({
      status: 'completed',
      accountStatus: 'active',
    });
  });

  it('fails a well-formed IFSC that names no branch, as ours to correct', async () => {
    expect(await settle(request('789', { ifsc: 'HDFC0ZZZZZZ' }))).toEqual({
      status: 'failed',
      source: 'business',
      reason: 'invalid_ifsc',
    });
    expect(await settle(request('789', { ifsc: 'sbin0000002 ' }))).toMatchObject({ accountStatus: 'active' });
  });

  it('refuses a malformed account number, IFSC, name or reference at once', async () => {
    const refused = { code: 'VALIDATION_FAILED' };
    await expect(
      provider.requestValidation(request('789', { accountNumber: '12-34' })),
    ).rejects.toMatchObject(refused);
    await expect(provider.requestValidation(request('789', { ifsc: 'HDFC1000001' }))).rejects.toMatchObject(
      refused,
    );
    await expect(provider.requestValidation(request('789', { expectedName: '  ' }))).rejects.toMatchObject(
      refused,
    );
    await expect(
      provider.requestValidation(request('789', { referenceId: 'has space' })),
    ).rejects.toMatchObject(refused);
  });

  it('answers NOT_FOUND for an id it never issued', async () => {
    await expect(provider.fetchValidation('fav_00000000000000')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('idempotency', () => {
  const rowsFor = (referenceId: string) =>
    database.db
      .select()
      .from(bankAccountValidations)
      .where(eq(bankAccountValidations.referenceId, referenceId));

  it('gives the same reference the same validation, and its settled status later', async () => {
    const input = request('789');
    const first = await provider.requestValidation(input);
    const again = await provider.requestValidation({
      ...input,
      accountNumber: ` ${input.accountNumber.toLowerCase()} `,
    });
    expect(again).toEqual(first);
    clock.advance(3_000);
    await provider.fetchValidation(first.validationId);
    expect(await provider.requestValidation(input)).toEqual({
      validationId: first.validationId,
      status: 'completed',
    });
    expect(await rowsFor(input.referenceId)).toHaveLength(1);
  });

  it('sends one rupee when the same reference arrives many times at once', async () => {
    const input = request('789');
    const answers = await Promise.all(Array.from({ length: 5 }, () => provider.requestValidation(input)));
    expect(new Set(answers.map((answer) => answer.validationId)).size).toBe(1);
    expect(await rowsFor(input.referenceId)).toHaveLength(1);
  });

  it('refuses a reference reused with another account, IFSC or name', async () => {
    const input = request('789');
    await provider.requestValidation(input);
    for (const change of [
      { accountNumber: '50100123456790' },
      { ifsc: 'HDFC0000002' },
      { expectedName: 'Asha Verma' },
    ])
      await expect(provider.requestValidation({ ...input, ...change })).rejects.toMatchObject({
        code: 'CONFLICT',
      });
    expect(await rowsFor(input.referenceId)).toHaveLength(1);
  });

  it('settles a validation once when fetched by many at once', async () => {
    const { validationId } = await provider.requestValidation(request('789'));
    clock.advance(3_000);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => provider.fetchValidation(validationId)),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });
});

describe('the account number', () => {
  const accountNumber = '918273645512789';

  it('is stored sealed with its last three digits, and never reaches a log or an error', async () => {
    const lines: string[] = [];
    const logger = createLogger({
      level: 'trace',
      destination: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    });
    const input = request('', { accountNumber });
    const created = await provider.requestValidation(input);
    // What a caller would naturally log around the call, the request included.
    logger.info({ request: input, created }, 'penny drop requested');
    clock.advance(3_000);
    logger.info({ result: await provider.fetchValidation(created.validationId) }, 'penny drop settled');
    for (const bad of [{ referenceId: input.referenceId, expectedName: 'Someone Else' }, { ifsc: 'XXXX' }])
      await provider.requestValidation({ ...input, ...bad }).catch((error: unknown) => {
        logger.error({ err: error }, 'penny drop refused');
      });
    expect(lines.length).toBe(4);
    expect(lines.join('\n')).not.toContain(accountNumber);
    expect(lines.join('\n')).not.toContain(accountNumber.slice(0, 12));

    const [row] = await database.db
      .select()
      .from(bankAccountValidations)
      .where(eq(bankAccountValidations.id, created.validationId));
    expect(row?.accountNumberLast3).toBe('789');
    expect(JSON.stringify(row)).not.toContain(accountNumber.slice(0, 12));
  });
});

describe('without a partner', () => {
  it('fails as an outage', async () => {
    await expect(unconfiguredBankAccountVerification.requestValidation(request('789'))).rejects.toMatchObject(
      {
        code: 'PROVIDER_UNAVAILABLE',
      },
    );
    await expect(unconfiguredBankAccountVerification.fetchValidation('fav_x')).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
  });
});
