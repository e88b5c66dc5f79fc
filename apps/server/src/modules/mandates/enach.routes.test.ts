import { messages } from '@kredo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { findOpportunity } from '../underwriting/opportunity-moves.ts';
import { findApplication } from '../loan-application/application-moves.ts';
import { mandateTestKit } from './mandate-routes-test-kit.ts';
import { findMandate, mandateHistory } from './mandate-records.ts';
import { mandateReference } from './mandate-setup.ts';

describe('the repayment step by e-NACH (spec 001 §2.6, §4.7, §7 hagen)', () => {
  const ctx = {} as { t: TestApp };
  const kit = mandateTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
  });
  afterAll(() => ctx.t.close());

  it('lists the modes the product and the bank allow, for the NACH account; only to its borrower', async () => {
    const b = await kit.signedBorrower();
    const reply = await kit.modes(b.headers, b.opportunityId);
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.processModes.Repayment).toEqual([
      { mode: 'ENACH', authModes: ['NET_BANKING', 'DEBIT_CARD'] },
      { mode: 'Scan' },
      { mode: 'Appointment' },
    ]);
    expect(body.account).toMatchObject({ ifsc: expect.stringMatching(/^[A-Z]{4}0/) });
    expect(body.account.accountNumberMasked).toMatch(/^X+\d{3}$/);

    const other = await kit.approvedBorrower();
    expect((await kit.modes(other.headers, b.opportunityId)).statusCode).toBe(404);
    expect((await kit.modes(b.headers, b.opportunityId, 'MINI_LOAN', 174)).statusCode).toBe(400);
  });

  it('registers an e-mandate through the bank page: ACTIVATED with a UMRN, then DISBURSAL_PENDING', async () => {
    const b = await kit.signedBorrower();
    const started = await kit.initiate(b.headers, b.opportunityId, 'ENACH');
    expect(started.statusCode).toBe(200);
    const link = started.json();
    expect(link).toMatchObject({ mode: 'ENACH', vendor: 'LOTUSPAY' });
    expect(link.link).toMatch(/^\/api\/dev\/e-mandate\/authorize\//);

    // Asked again before the bank: the same link, the same attempt.
    const again = (await kit.initiate(b.headers, b.opportunityId, 'ENACH')).json();
    expect(again).toEqual(link);
    const shown = await kit.details(b.headers, b.opportunityId);
    expect(shown.nach).toMatchObject({ mode: 'ENACH', enachAuthLink: link.link, nachStatus: null });

    const back = await kit.authoriseAtBank(link.link);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toMatch(
      /^http:\/\/localhost\/#\/consent\/repay\?status=success&mandate_id=MD/,
    );

    await kit.deliverWebhooks();
    expect((await kit.details(b.headers, b.opportunityId)).nach?.nachStatus).toBe('IN_PROCESS');
    await kit.settle(6_000);
    const done = await kit.details(b.headers, b.opportunityId);
    expect(done.nach).toMatchObject({ nachStatus: 'ACTIVATED', enachAuthLink: null });
    expect(done.nach?.umrn).toMatch(/^[A-Z0-9]{20}$/);
    expect(done.status).toBe('DISBURSAL_PENDING');
    expect(done.subStatuses).toEqual([]);
    const application = await findApplication(ctx.t.deps.db, b.applicationId);
    expect(application?.status).toBe('DISBURSAL_PENDING');

    // The step is over: nothing more to start.
    const late = await kit.initiate(b.headers, b.opportunityId, 'PNACH');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(messages.mandateNotAwaited);
  });

  it('refuses a return address of another site, and a borrower whose agreement is not signed', async () => {
    const b = await kit.signedBorrower();
    const away = await kit.initiate(b.headers, b.opportunityId, 'ENACH', 'https://evil.example/#/x');
    expect(away.statusCode).toBe(400);
    const early = await kit.approvedBorrower();
    expect((await kit.initiate(early.headers, early.opportunityId, 'ENACH')).statusCode).toBe(409);
    const other = await kit.approvedBorrower();
    expect((await kit.initiate(other.headers, b.opportunityId, 'ENACH')).statusCode).toBe(404);
  });

  it('a failed authentication rejects the attempt with AP11; a new attempt may follow', async () => {
    const b = await kit.signedBorrower();
    const first = (await kit.initiate(b.headers, b.opportunityId, 'ENACH')).json();
    const back = await kit.authoriseAtBank(first.link, 'wrong');
    expect(back.headers.location).toContain('status=failed');
    await kit.deliverWebhooks();
    const rejected = await kit.details(b.headers, b.opportunityId);
    expect(rejected.nach).toMatchObject({ nachStatus: 'REJECTED', reasonCode: 'AP11' });
    expect(rejected.status).toBe('CUST_CONSENT_GIVEN');

    const second = (await kit.initiate(b.headers, b.opportunityId, 'ENACH')).json();
    expect(second.mandateId).not.toBe(first.mandateId);
    expect(second.link).not.toBe(first.link);
  });

  it('choosing paper sets a pending e-mandate aside and withdraws its link at the provider', async () => {
    const b = await kit.signedBorrower();
    const enach = (await kit.initiate(b.headers, b.opportunityId, 'ENACH')).json();
    const paper = await kit.initiate(b.headers, b.opportunityId, 'PNACH');
    expect(paper.statusCode).toBe(200);
    expect(paper.json()).toMatchObject({ mode: 'PNACH', vendor: null });
    expect((await findMandate(ctx.t.deps.db, enach.mandateId))?.status).toBe('CANCELLED');
    const url = new URL(enach.link, 'http://localhost');
    const page = await ctx.t.app.inject({ url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(410);
  });

  it('applies a webhook once: a replay, a forgery and a late report change nothing', async () => {
    const b = await kit.signedBorrower();
    const link = (await kit.initiate(b.headers, b.opportunityId, 'ENACH')).json();
    await kit.authoriseAtBank(link.link);
    const sent: Array<{ raw: string; headers: Record<string, string> }> = [];
    const sandbox = ctx.t.deps.sandboxMandate!;
    ctx.t.deps.clock.advance(6_000);
    await sandbox.deliverDueWebhooks(async (raw, headers) => {
      sent.push({ raw, headers });
      const reply = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/webhooks/nach-mandate',
        payload: raw,
        headers: { ...headers, 'content-type': 'application/json' },
      });
      return reply.statusCode;
    });
    const own = (raw: string) => JSON.parse(raw).data.reference === mandateReference(link.mandateId);
    sent.splice(0, sent.length, ...sent.filter((s) => own(s.raw)));
    expect(sent.map((s) => JSON.parse(s.raw).type)).toEqual([
      'mandate.submitted',
      'mandate.authorized',
      'mandate.active',
    ]);
    const mandate = await findMandate(ctx.t.deps.db, link.mandateId);
    expect(mandate?.status).toBe('ACTIVATED');
    const historyBefore = await mandateHistory(ctx.t.deps.db, link.mandateId);

    const post = (raw: string, headers: Record<string, string>) =>
      ctx.t.app.inject({
        method: 'POST',
        url: '/api/webhooks/nach-mandate',
        payload: raw,
        headers: { ...headers, 'content-type': 'application/json' },
      });
    // The same delivery again: acknowledged as a duplicate, nothing written.
    const replay = await post(sent[1]!.raw, sent[1]!.headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ ok: true, duplicate: true });
    // A changed body under the old signature, and no signature at all: refused.
    const forged = sent[2]!.raw.replace(/"umrn":"[A-Z0-9]+"/, '"umrn":"FORGED00000000000000"');
    expect((await post(forged, sent[2]!.headers)).statusCode).toBe(401);
    expect((await post(sent[2]!.raw, { 'x-mandate-event-id': 'x' })).statusCode).toBe(401);
    expect(await mandateHistory(ctx.t.deps.db, link.mandateId)).toHaveLength(historyBefore.length);
    expect((await findMandate(ctx.t.deps.db, link.mandateId))?.umrn).toBe(mandate?.umrn);
    expect((await findOpportunity(ctx.t.deps.db, b.opportunityId))?.status).toBe('DISBURSAL_PENDING');
  });

  it('out of order: active before authorized and submitted ends ACTIVATED, the late reports stale', async () => {
    const b = await kit.signedBorrower();
    const link = (await kit.initiate(b.headers, b.opportunityId, 'ENACH')).json();
    await kit.authoriseAtBank(link.link);
    ctx.t.deps.clock.advance(6_000);
    const held: Array<{ raw: string; headers: Record<string, string> }> = [];
    await ctx.t.deps.sandboxMandate!.deliverDueWebhooks(async (raw, headers) => {
      held.push({ raw, headers });
      return 200;
    });
    held.splice(
      0,
      held.length,
      ...held.filter((h) => JSON.parse(h.raw).data.reference === mandateReference(link.mandateId)),
    );
    expect(held).toHaveLength(3);
    for (const { raw, headers } of held.reverse()) {
      const reply = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/webhooks/nach-mandate',
        payload: raw,
        headers: { ...headers, 'content-type': 'application/json' },
      });
      expect(reply.statusCode).toBe(200);
    }
    const history = await mandateHistory(ctx.t.deps.db, link.mandateId);
    expect(history.map((h) => [h.event, h.outcome])).toEqual([
      ['registered', 'moved'],
      ['bank-authorized', 'stale'],
      ['bank-submitted', 'stale'],
    ]);
    expect((await findOpportunity(ctx.t.deps.db, b.opportunityId))?.status).toBe('DISBURSAL_PENDING');
  });
});
