import { consentPaths } from '@kredo/contract/consent';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { AppError } from '../../lib/app-error.ts';
import { pdf } from '../documents/documents-test-kit.ts';
import { findOpportunity } from '../underwriting/opportunity-moves.ts';
import { findMandate, mandateHistory } from './mandate-records.ts';
import { mandateTestKit } from './mandate-routes-test-kit.ts';
import { resumeMandates } from './resume-mandates.ts';

const MINUTE = 60_000;

describe('the mandate sweep heals what a stop or a lost webhook left (resumeMandates)', () => {
  const ctx = {} as { t: TestApp };
  const kit = mandateTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.staff.seed();
  });
  afterAll(() => ctx.t.close());

  /** One run of the sweep; what it reported must be nothing. */
  async function sweep() {
    const reported: unknown[] = [];
    await resumeMandates(ctx.t.deps, (error) => reported.push(error));
    expect(reported).toEqual([]);
  }
  const opportunityStatus = async (id: string) => (await findOpportunity(ctx.t.deps.db, id))?.status;

  it('sends a paper mandate operations accepted while the provider was down', async () => {
    const b = await kit.signedBorrower();
    const { mandateId } = (await kit.upload(b, pdf)).json();
    const down = vi
      .spyOn(ctx.t.deps.mandate, 'submitPaperMandate')
      .mockRejectedValueOnce(new AppError('PROVIDER_UNAVAILABLE', 'mandate service down'));
    const accepted = await kit.desk.accept(mandateId);
    down.mockRestore();
    // The acceptance stands: the loan awaits disbursal, the paper is still to be sent.
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'AUTHORIZED', providerMandateId: null });
    expect(await opportunityStatus(b.opportunityId)).toBe('DISBURSAL_PENDING');

    await sweep();
    const sent = await findMandate(ctx.t.deps.db, mandateId);
    expect(sent?.providerMandateId).toEqual(expect.any(String));
    await kit.settle();
    expect(await findMandate(ctx.t.deps.db, mandateId)).toMatchObject({
      status: 'ACTIVATED',
      providerMandateId: sent?.providerMandateId,
      umrn: expect.stringMatching(/^[A-Z0-9]{20}$/),
    });
  });

  it('asks the provider about an e-mandate authorised at the bank whose webhooks never came; twice changes nothing', async () => {
    const b = await kit.signedBorrower();
    const link = (await kit.initiate(b.headers, b.opportunityId, 'ENACH')).json();
    expect((await kit.authoriseAtBank(link.link)).statusCode).toBe(303);
    ctx.t.deps.clock.advance(11 * MINUTE);
    expect((await findMandate(ctx.t.deps.db, link.mandateId))?.status).toBe('PENDING');

    await sweep();
    const healed = await findMandate(ctx.t.deps.db, link.mandateId);
    expect(healed).toMatchObject({ status: 'ACTIVATED', umrn: expect.stringMatching(/^[A-Z0-9]{20}$/) });
    expect(await opportunityStatus(b.opportunityId)).toBe('DISBURSAL_PENDING');
    expect((await kit.details(b.headers, b.opportunityId)).nach).toMatchObject({ nachStatus: 'ACTIVATED' });
    const history = await mandateHistory(ctx.t.deps.db, link.mandateId);

    ctx.t.deps.clock.advance(11 * MINUTE);
    await sweep();
    expect(await mandateHistory(ctx.t.deps.db, link.mandateId)).toHaveLength(history.length);
    expect(await findMandate(ctx.t.deps.db, link.mandateId)).toMatchObject({
      status: 'ACTIVATED',
      umrn: healed?.umrn,
    });
  });

  it('asks about a link never used 10 minutes after it was made, then at doubling intervals', async () => {
    const b = await kit.signedBorrower();
    const link = (await kit.initiate(b.headers, b.opportunityId, 'ENACH')).json();
    const { providerMandateId } = (await findMandate(ctx.t.deps.db, link.mandateId))!;
    const asked = vi.spyOn(ctx.t.deps.mandate, 'fetchMandate');
    const questions = () => asked.mock.calls.filter(([id]) => id === providerMandateId).length;
    const after = async (minutes: number) => {
      ctx.t.deps.clock.advance(minutes * MINUTE);
      await sweep();
      return questions();
    };
    // Minutes since the link: 5, 11 (asked), 16, 20, 23 (asked: 12 since, 11 before), 40, 47 (asked).
    expect(await after(5)).toBe(0);
    expect(await after(6)).toBe(1);
    expect(await after(5)).toBe(1);
    expect(await after(4)).toBe(1);
    expect(await after(3)).toBe(2);
    expect(await after(17)).toBe(2);
    expect(await after(7)).toBe(3);
    asked.mockRestore();
    expect((await findMandate(ctx.t.deps.db, link.mandateId))?.status).toBe('PENDING');
    expect(
      (await mandateHistory(ctx.t.deps.db, link.mandateId)).filter((h) => h.outcome !== 'moved'),
    ).toEqual([]);
  });

  it('cancels the live mandates of an offer the borrower withdrew, and withdraws the e-mandate’s link', async () => {
    const b = await kit.signedBorrower();
    const link = (await kit.initiate(b.headers, b.opportunityId, 'ENACH')).json();
    const p = await kit.signedBorrower();
    const { mandateId: paperId } = (await kit.upload(p, pdf)).json();
    for (const each of [b, p]) {
      const withdrawn = await ctx.t.app.inject({
        method: 'POST',
        url: consentPaths.withdraw,
        headers: each.headers,
        payload: { opportunityId: each.opportunityId },
      });
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(await opportunityStatus(each.opportunityId)).toBe('CANCELLED');
    }

    await sweep();
    for (const id of [link.mandateId, paperId]) {
      expect((await findMandate(ctx.t.deps.db, id))?.status).toBe('CANCELLED');
      const last = (await mandateHistory(ctx.t.deps.db, id)).at(-1);
      expect(last).toMatchObject({ event: 'cancelled:offer-ended', actor: 'system', outcome: 'moved' });
    }
    expect((await findMandate(ctx.t.deps.db, link.mandateId))?.providerWithdrawnAt).not.toBeNull();
    const url = new URL(link.link, 'http://localhost');
    expect((await ctx.t.app.inject({ url: `${url.pathname}${url.search}` })).statusCode).toBe(410);

    const history = await mandateHistory(ctx.t.deps.db, link.mandateId);
    await sweep();
    expect(await mandateHistory(ctx.t.deps.db, link.mandateId)).toHaveLength(history.length);
  });
});
