import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createMandateHarness,
  eMandateRequest,
  mandateDetails,
  webhookReceiver,
} from './mandate-test-kit.ts';
import { sandboxMandates } from './sandbox.schema.ts';
import { authoriseAtBank } from './sandbox-authorisation.ts';
import { findMandate } from './sandbox.repository.ts';
import { accountNumberContext } from './sandbox.ts';

let h: Awaited<ReturnType<typeof createMandateHarness>>;

beforeAll(async () => {
  h = await createMandateHarness();
});
afterAll(() => h.close());

/** Creates an e-mandate and authorises it at the bank, as the borrower does on its pages. */
async function authorised(ending?: string) {
  const { providerMandateId } = await h.provider.createEMandate(eMandateRequest({}, ending));
  const row = await findMandate(h.db, providerMandateId);
  if (!row || !(await authoriseAtBank(h.deps, row))) throw new Error('not authorised');
  return providerMandateId;
}

describe("the sandbox's NPCI bank list", () => {
  it.each([
    ['HDFC0000001', 'live', ['NET_BANKING', 'DEBIT_CARD']],
    ['icic0001234', 'live', ['NET_BANKING', 'DEBIT_CARD']],
    ['SBIN0000300', 'live', ['NET_BANKING', 'DEBIT_CARD']],
    ['UTIB0000004', 'live', ['NET_BANKING', 'DEBIT_CARD']],
    ['KKBK0000958', 'live', ['NET_BANKING', 'DEBIT_CARD']],
    ['CNRB0001234', 'live', ['DEBIT_CARD']],
    ['INDB0000005', 'live', ['NET_BANKING']],
    ['YESB0000001', 'unavailable', []],
    ['PUNB0001000', 'none', []],
  ])('answers %s as %s with %j', async (ifsc, eMandate, authModes) => {
    expect(await h.provider.bankSupport(ifsc)).toEqual({ eMandate, authModes });
  });
});

describe('creating an e-mandate', () => {
  it('answers a LotusPay link on this server and keeps the account number sealed', async () => {
    const request = eMandateRequest({}, '123');
    const created = await h.provider.createEMandate(request);
    expect(created.vendor).toBe('LOTUSPAY');
    expect(created.providerMandateId).toMatch(/^MD[A-Z0-9]{14}$/);
    expect(created.authLink).toMatch(
      new RegExp(`^/api/dev/e-mandate/authorize/${created.providerMandateId}\\?token=[0-9a-f]{32}$`),
    );
    expect(await h.provider.fetchMandate(created.providerMandateId)).toEqual({ status: 'pending' });
    const [row] = await h.db
      .select()
      .from(sandboxMandates)
      .where(eq(sandboxMandates.id, created.providerMandateId));
    expect(row?.accountNumberSealed).not.toContain(request.accountNumber);
    expect(h.cipher.decrypt(accountNumberContext(created.providerMandateId), row!.accountNumberSealed)).toBe(
      request.accountNumber,
    );
  });

  it.each([
    ['IFSC', { ifsc: 'HDFC1000001' }],
    ['account number', { accountNumber: '12345678' }],
    ['account number', { accountNumber: '1234567890123456789' }],
    ['account number', { accountNumber: '50100ABC1234' }],
    ['maximum amount', { maxAmount: 0 }],
    ['maximum amount', { maxAmount: 1_000_000_001 }],
    ['maximum amount', { maxAmount: 1_200_000.5 }],
    ['category', { category: 'B001' }],
    ['frequency', { frequency: 'ADHO' as never }],
    ['valid-until date', { validFrom: '2027-06-03', validUntil: '2027-06-02' }],
    ['valid-from date', { validFrom: '2025-02-30' }],
    ['utility code', { utilityCode: 'NACH0000001234' }],
    ['account holder name', { accountHolderName: '   ' }],
    ['corporate name', { corporateName: '' }],
    ['mobile', { mobile: '12345' }],
    ['reference', { reference: 'has space' }],
    ['return URL', { returnUrl: 'javascript:alert(1)' }],
  ])('refuses a malformed %s, naming the field and not its value', async (field, override) => {
    const request = eMandateRequest(override);
    const refusal = h.provider.createEMandate(request);
    await expect(refusal).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const message = await refusal.catch((error: Error) => error.message);
    expect(message).toContain(field);
    for (const value of Object.values(override))
      if (String(value).trim()) expect(message).not.toContain(String(value));
  });

  it('takes Rs 1 crore exactly, and any frequency but ADHO', async () => {
    await expect(
      h.provider.createEMandate(eMandateRequest({ maxAmount: 1_000_000_000 })),
    ).resolves.toBeDefined();
    await expect(h.provider.createEMandate(eMandateRequest({ frequency: 'QURT' }))).resolves.toBeDefined();
  });

  it('is not eligible at a bank whose e-mandate is down or that is not on the list', async () => {
    for (const ifsc of ['YESB0000001', 'PUNB0001000'])
      await expect(h.provider.createEMandate(eMandateRequest({ ifsc }))).rejects.toMatchObject({
        code: 'ENACH_NOT_ELIGIBLE',
      });
  });

  it('answers the same mandate and link for the same reference and details, and CONFLICT for others', async () => {
    const request = eMandateRequest();
    const first = await h.provider.createEMandate(request);
    expect(
      await h.provider.createEMandate({ ...request, accountNumber: ` ${request.accountNumber} ` }),
    ).toEqual(first);
    await expect(h.provider.createEMandate({ ...request, maxAmount: 1_300_000 })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(
      h.provider.createEMandate({ ...request, accountNumber: '501001234567' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(
      h.provider.submitPaperMandate(mandateDetails({ reference: request.reference })),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const together = await Promise.all(
      [1, 2, 3].map(() => h.provider.createEMandate({ ...request, reference: `${request.reference}-x` })),
    );
    expect(new Set(together.map((created) => created.providerMandateId)).size).toBe(1);
  });
});

describe("NPCI's answer on the sandbox clock (the status API)", () => {
  it('is submitted at once, authorized 2 s later and active with a UMRN 5 s after the authorisation', async () => {
    const id = await authorised('123');
    expect(await h.provider.fetchMandate(id)).toEqual({ status: 'submitted' });
    h.clock.advance(1_999);
    expect(await h.provider.fetchMandate(id)).toEqual({ status: 'submitted' });
    h.clock.advance(1);
    expect(await h.provider.fetchMandate(id)).toEqual({ status: 'authorized' });
    h.clock.advance(2_999);
    expect(await h.provider.fetchMandate(id)).toEqual({ status: 'authorized' });
    h.clock.advance(1);
    const active = await h.provider.fetchMandate(id);
    expect(active).toEqual({
      status: 'active',
      umrn: expect.stringMatching(/^HDFC20250602[A-Z0-9]{8}$/) as unknown,
    });
  });

  it.each([
    ['904', 'AP04', 'Account inoperative'],
    ['905', 'AP05', 'No such account'],
    ['915', 'AP15', 'Account does not maintain the required balance'],
  ])(
    'rejects an account ending %s with %s 5 s after the authorisation',
    async (ending, reasonCode, reasonText) => {
      const id = await authorised(ending);
      h.clock.advance(4_999);
      expect(await h.provider.fetchMandate(id)).toEqual({ status: 'authorized' });
      h.clock.advance(1);
      expect(await h.provider.fetchMandate(id)).toEqual({ status: 'rejected', reasonCode, reasonText });
    },
  );

  it('answers NOT_FOUND for an id it never issued', async () => {
    await expect(h.provider.fetchMandate('MD00000000000000')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('a paper mandate', () => {
  it('is submitted at once and active with a UMRN 10 s later, idempotent on its reference', async () => {
    const details = mandateDetails({ ifsc: 'PUNB0001000' });
    const { providerMandateId } = await h.provider.submitPaperMandate(details);
    expect(await h.provider.submitPaperMandate(details)).toEqual({ providerMandateId });
    await expect(
      h.provider.submitPaperMandate({ ...details, validUntil: '2028-01-01' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await h.provider.fetchMandate(providerMandateId)).toEqual({ status: 'submitted' });
    h.clock.advance(9_999);
    expect(await h.provider.fetchMandate(providerMandateId)).toEqual({ status: 'submitted' });
    h.clock.advance(1);
    expect(await h.provider.fetchMandate(providerMandateId)).toMatchObject({ status: 'active' });
    await expect(h.provider.withdrawMandate(providerMandateId)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it.each([
    ['903', 'M003', "Drawer's signature differs"],
    ['925', 'M025', 'Wrong category or frequency'],
  ])('is rejected for an account ending %s with %s', async (ending, reasonCode, reasonText) => {
    const { providerMandateId } = await h.provider.submitPaperMandate(mandateDetails({}, ending));
    h.clock.advance(10_000);
    expect(await h.provider.fetchMandate(providerMandateId)).toEqual({
      status: 'rejected',
      reasonCode,
      reasonText,
    });
  });

  it('is validated like an e-mandate', async () => {
    await expect(h.provider.submitPaperMandate(mandateDetails({ category: 'L002' }))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });
});

describe('withdrawal', () => {
  it('withdraws a pending e-mandate (webhook at once) and refuses any other', async () => {
    const { providerMandateId } = await h.provider.createEMandate(eMandateRequest());
    await h.provider.withdrawMandate(providerMandateId);
    expect(await h.provider.fetchMandate(providerMandateId)).toEqual({ status: 'withdrawn' });
    await expect(h.provider.withdrawMandate(providerMandateId)).rejects.toMatchObject({ code: 'CONFLICT' });
    const receiver = webhookReceiver();
    await h.provider.deliverDueWebhooks(receiver.send);
    expect(
      receiver.received.filter((d) => d.body.data.mandate_id === providerMandateId).map((d) => d.body.type),
    ).toEqual(['mandate.withdrawn']);

    const active = await authorised();
    await expect(h.provider.withdrawMandate(active)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(h.provider.withdrawMandate('MD00000000000000')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('withdraws a mandate left pending for 90 days, with its webhook dated then', async () => {
    const { providerMandateId } = await h.provider.createEMandate(eMandateRequest());
    const createdAt = h.clock.now();
    h.clock.advance(90 * 24 * 60 * 60 * 1000 - 1);
    expect(await h.provider.fetchMandate(providerMandateId)).toEqual({ status: 'pending' });
    h.clock.advance(1);
    expect(await h.provider.fetchMandate(providerMandateId)).toEqual({ status: 'withdrawn' });
    await expect(h.provider.withdrawMandate(providerMandateId)).rejects.toMatchObject({ code: 'CONFLICT' });
    const receiver = webhookReceiver();
    await h.provider.deliverDueWebhooks(receiver.send);
    await h.provider.deliverDueWebhooks(receiver.send);
    const mine = receiver.received.filter((d) => d.body.data.mandate_id === providerMandateId);
    expect(mine.map((d) => [d.body.type, d.body.created_at])).toEqual([
      ['mandate.withdrawn', new Date(createdAt.getTime() + 90 * 24 * 60 * 60 * 1000).toISOString()],
    ]);
  });
});
