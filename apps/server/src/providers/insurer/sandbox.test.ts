import { randomBytes, randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { createClock } from '../../lib/clock.ts';
import { createPiiCipher } from '../../lib/crypto/pii.ts';
import type { ProposalRequest } from './index.ts';
import { createSandboxInsurer } from './sandbox.ts';

const MINUTE = 60_000;
let database: Database;
const clock = createClock(0, () => Date.parse('2026-03-02T10:00:00+05:30'));
let insurer: ReturnType<typeof createSandboxInsurer>;

beforeAll(async () => {
  database = await createTestDatabase();
  const notifier = { send: () => Promise.resolve({ messageId: randomUUID() }) };
  insurer = createSandboxInsurer({
    db: database.db,
    clock,
    cipher: createPiiCipher(randomBytes(32)),
    notifier,
  });
});
afterAll(() => database.close());

let sequence = 0;
function proposal(details: Record<string, string> = {}): ProposalRequest {
  sequence += 1;
  return {
    reference: randomUUID(),
    productId: 'pa-individual-1y',
    mobile: `97${String(sequence).padStart(8, '0')}`,
    price: 199_00,
    details: { name: 'Asha Verma', pincode: '560001', ...details },
  };
}

describe('the sandbox insurer', () => {
  it('sells personal accident, hospital cash, COVID and mosquito cover, Hospicash at Rs 152 with GST', async () => {
    const products = await insurer.products();
    expect(new Set(products.map((p) => p.subCategory))).toEqual(
      new Set(['personal-accident', 'hospital-cash', 'covid', 'mosquito']),
    );
    const hospicash = products.find((p) => p.productId === 'hospicash-1y');
    expect(hospicash).toMatchObject({ price: 152_00, tax: { rateBasisPoints: 1_800, amount: 23_19 } });
    const accident = products.filter((p) => p.subCategory === 'personal-accident');
    expect(accident.map((p) => [p.coverType.type, p.tax.rateBasisPoints])).toEqual([
      ['INDIVIDUAL', 0],
      ['FAMILY', 0],
    ]);
  });

  it('accepts a proposal once and issues it 5 minutes later, for a year', async () => {
    const request = proposal();
    const made = await insurer.propose(request);
    expect(made).toMatchObject({ status: 'pending', policy: null });
    expect(await insurer.propose(request)).toMatchObject({ proposalId: made.proposalId });
    clock.advance(5 * MINUTE);
    const issued = await insurer.proposalStatus(made.proposalId);
    expect(issued).toMatchObject({
      status: 'issued',
      policy: { coverFrom: '2026-03-02', coverTill: '2027-03-01' },
    });
    expect((await insurer.partnerLink(request.mobile)).activePolicies).toHaveLength(1);
  });

  it('refuses a "Refused" name or a pincode it does not serve at once, and fails "Issue Fails" when due', async () => {
    expect(await insurer.propose(proposal({ name: 'Refused Rao' }))).toMatchObject({ status: 'refused' });
    expect(await insurer.propose(proposal({ pincode: '990001' }))).toMatchObject({ status: 'refused' });
    const failing = await insurer.propose(proposal({ name: 'Issue Fails' }));
    clock.advance(5 * MINUTE);
    expect(await insurer.proposalStatus(failing.proposalId)).toMatchObject({ status: 'failed' });
  });

  it('loses the first answer of "Lost Answer", and finds the proposal by its reference', async () => {
    const request = proposal({ name: 'lost answer' });
    await expect(insurer.propose(request)).rejects.toThrow(AppError);
    expect(await insurer.findProposal(request.reference)).toMatchObject({ status: 'pending' });
  });

  it('cancels an issued policy once within 30 days and refuses after', async () => {
    const made = await insurer.propose(proposal());
    clock.advance(5 * MINUTE);
    const { policy } = await insurer.proposalStatus(made.proposalId);
    const first = await insurer.cancelPolicy(policy!.policyNumber, { reason: 'changed my mind' });
    expect(await insurer.cancelPolicy(policy!.policyNumber, { reason: 'again' })).toEqual(first);
    expect(await insurer.proposalStatus(made.proposalId)).toMatchObject({ status: 'cancelled' });
    const late = await insurer.propose(proposal());
    clock.advance(5 * MINUTE);
    const lateIssued = await insurer.proposalStatus(late.proposalId);
    clock.advance(31 * 24 * 60 * MINUTE);
    await expect(insurer.cancelPolicy(lateIssued.policy!.policyNumber, { reason: 'late' })).rejects.toThrow(
      /free look/,
    );
  });

  it('has no partner site for a mobile ending 0000', async () => {
    expect(await insurer.partnerLink('9800000000')).toEqual({ link: null, activePolicies: [] });
    expect((await insurer.partnerLink('9800000001')).link).toMatch(/^https:\/\/partner\./);
  });
});
