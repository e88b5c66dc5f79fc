import { randomUUID } from 'node:crypto';

import type { MandateDetail, MandateQueueItem } from '@kredo/contract/mandates';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { pdf } from '../documents/documents-test-kit.ts';
import { findApplication } from '../loan-application/application-moves.ts';
import { underwriter } from '../staff/staff-test-kit.ts';
import { findOpportunity } from '../underwriting/opportunity-moves.ts';
import { findMandate, mandateHistory } from './mandate-records.ts';
import { mandateTestKit } from './mandate-routes-test-kit.ts';

type Queue = { items: MandateQueueItem[]; counts: Record<string, number> };

describe("operations' mandate queue and actions (spec 001 §2.7; docs/decisions.md)", () => {
  const ctx = {} as { t: TestApp };
  const kit = mandateTestKit(ctx);
  const { desk } = kit;
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.staff.seed();
  });
  afterAll(() => ctx.t.close());

  /** A signed borrower whose signed form waits for operations. */
  async function scanned(options: Parameters<typeof kit.signedBorrower>[0] = {}) {
    const b = await kit.signedBorrower(options);
    const uploaded = await kit.upload(b, pdf);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    return { ...b, mandateId: uploaded.json().mandateId as string };
  }
  const queue = async (view: Parameters<typeof desk.queue>[0]) => {
    const reply = await desk.queue(view);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as Queue;
  };
  const detail = async (mandateId: string) => {
    const reply = await desk.detail(mandateId);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as MandateDetail;
  };
  const opportunityOf = async (opportunityId: string) => findOpportunity(ctx.t.deps.db, opportunityId);

  it('shows a scan to verify with its counts, its history and actions, and the scan through an audited link', async () => {
    const b = await scanned();
    const scans = await queue('scans');
    const item = scans.items.find((i) => i.mandateId === b.mandateId);
    expect(item).toMatchObject({
      applicationId: b.applicationId,
      opportunityId: b.opportunityId,
      mode: 'PNACH',
      collection: 'UPLOAD',
      status: 'IN_PROCESS',
    });
    expect(scans.counts.scans).toBe(scans.items.length);
    expect(Object.keys(scans.counts).sort()).toEqual(['appointments', 'rejected', 'scans', 'stuck']);
    expect((await queue('rejected')).items.map((i) => i.mandateId)).not.toContain(b.mandateId);

    const shown = await detail(b.mandateId);
    expect(shown.allowedActions).toEqual(['accept', 'reject', 'cancel']);
    expect(shown.history.map((h) => [h.event, h.from, h.to, h.by])).toEqual([
      ['scan-uploaded', 'PENDING', 'IN_PROCESS', 'borrower'],
    ]);
    expect(shown.scan).toMatchObject({ contentType: 'application/pdf' });
    expect(shown.accountNumberMasked).toMatch(/^X+\d{3}$/);

    const link = await desk.scanUrl(b.mandateId);
    expect(link.statusCode, link.body).toBe(200);
    const file = await kit.follow(link.json().url);
    expect(file.statusCode).toBe(200);
    expect(file.bytes.equals(pdf)).toBe(true);
    const viewed = (await desk.audit(b.applicationId)).filter((e) => e.action === 'VIEW_MANDATE_SCAN');
    expect(viewed).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ mandateId: b.mandateId }) }),
    ]);
  });

  it('rejects a scan with M003: the borrower sees why, the step still awaits the mandate, and a new upload starts again', async () => {
    const b = await scanned();
    const rejected = await desk.reject(b.mandateId, {
      reasonCode: 'M003',
      note: 'Signature unlike the bank’s',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', reasonCode: 'M003', allowedActions: [] });

    const shown = await kit.details(b.headers, b.opportunityId);
    expect(shown.nach).toMatchObject({
      nachStatus: 'REJECTED',
      reasonCode: 'M003',
      reasonText: "Drawer's signature differs",
    });
    expect(shown).toMatchObject({ status: 'CUST_CONSENT_GIVEN', subStatuses: ['REPAY_INST_PENDING'] });
    const audit = (await desk.audit(b.applicationId)).find((e) => e.action === 'REJECT_MANDATE');
    expect(audit?.details).toMatchObject({ mandateId: b.mandateId, reasonCode: 'M003', to: 'REJECTED' });
    expect((await queue('rejected')).items.map((i) => i.mandateId)).toContain(b.mandateId);
    expect((await queue('scans')).items.map((i) => i.mandateId)).not.toContain(b.mandateId);

    const again = await kit.upload(b, pdf);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().mandateId).not.toBe(b.mandateId);
    expect((await kit.details(b.headers, b.opportunityId)).nach).toMatchObject({
      mandateId: again.json().mandateId,
      nachStatus: 'IN_PROCESS',
      reasonCode: null,
    });
  });

  it('accepts a scan: the loan awaits disbursal, the paper goes to the provider, which registers it', async () => {
    const b = await scanned();
    const accepted = await desk.accept(b.mandateId);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'AUTHORIZED', providerMandateId: expect.any(String) });
    expect(await opportunityOf(b.opportunityId)).toMatchObject({
      status: 'DISBURSAL_PENDING',
      subStatuses: [],
    });
    expect((await findApplication(ctx.t.deps.db, b.applicationId))?.status).toBe('DISBURSAL_PENDING');
    expect((await desk.audit(b.applicationId)).map((e) => e.action)).toContain('ACCEPT_MANDATE');

    await kit.settle();
    const done = await kit.details(b.headers, b.opportunityId);
    expect(done.nach).toMatchObject({ nachStatus: 'ACTIVATED' });
    expect(done.nach?.umrn).toMatch(/^[A-Z0-9]{20}$/);
    expect(done.status).toBe('DISBURSAL_PENDING');
  });

  it('refuses to accept the scan of an offer the borrower withdrew meanwhile', async () => {
    const b = await scanned();
    const withdrawn = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/hagen/withdraw-offer',
      headers: b.headers,
      payload: { opportunityId: b.opportunityId },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const accepted = await desk.accept(b.mandateId);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().message).toBe('This loan is no longer waiting for a mandate.');
    expect((await detail(b.mandateId)).status).toBe('IN_PROCESS');
  });

  it('a paper mandate the bank rejects after acceptance (M003) takes the loan back to the repayment step', async () => {
    const b = await scanned({ nachAccountNumber: '50100987654903' });
    expect((await findMandate(ctx.t.deps.db, b.mandateId))?.accountNumberLast4).toBe('4903');
    expect((await desk.accept(b.mandateId)).statusCode).toBe(200);
    expect((await opportunityOf(b.opportunityId))?.status).toBe('DISBURSAL_PENDING');

    await kit.settle();
    const mandate = await findMandate(ctx.t.deps.db, b.mandateId);
    expect(mandate).toMatchObject({ status: 'REJECTED', reasonCode: 'M003' });
    expect(await opportunityOf(b.opportunityId)).toMatchObject({
      status: 'CUST_CONSENT_GIVEN',
      subStatuses: ['REPAY_INST_PENDING'],
    });
    expect((await findApplication(ctx.t.deps.db, b.applicationId))?.status).toBe('CUST_CONSENT_GIVEN');
    expect((await kit.details(b.headers, b.opportunityId)).nach).toMatchObject({
      nachStatus: 'REJECTED',
      reasonCode: 'M003',
    });
  });

  it('cancels only with a note, and refreshes an e-mandate from the provider', async () => {
    const b = await scanned();
    expect((await desk.cancel(b.mandateId, {})).statusCode).toBe(400);
    expect((await desk.cancel(b.mandateId, { note: '  ' })).statusCode).toBe(400);
    const cancelled = await desk.cancel(b.mandateId, { note: 'The borrower asked by phone' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('CANCELLED');
    expect(cancelled.json().history.at(-1)).toMatchObject({ event: 'cancelled:operations', by: 'staff' });
    expect(
      (await desk.audit(b.applicationId)).find((e) => e.action === 'CANCEL_MANDATE')?.details,
    ).toMatchObject({
      note: 'The borrower asked by phone',
    });

    // An e-mandate authorised at the bank whose webhooks never came: the status API says where it is.
    const e = await kit.signedBorrower();
    const link = (await kit.initiate(e.headers, e.opportunityId, 'ENACH')).json();
    await kit.authoriseAtBank(link.link);
    ctx.t.deps.clock.advance(6_000);
    expect((await findMandate(ctx.t.deps.db, link.mandateId))?.status).toBe('PENDING');
    const refreshed = await desk.refresh(link.mandateId);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json()).toMatchObject({
      status: 'ACTIVATED',
      umrn: expect.stringMatching(/^[A-Z0-9]{20}$/),
    });
    expect((await opportunityOf(e.opportunityId))?.status).toBe('DISBURSAL_PENDING');
    expect(
      (await desk.audit(e.applicationId)).find((a) => a.action === 'REFRESH_MANDATE')?.details,
    ).toMatchObject({
      mandateId: link.mandateId,
      outcome: 'moved',
    });
  });

  it('shows an e-mandate the bank has held an hour without news as stuck; a refresh settles it', async () => {
    const e = await kit.signedBorrower();
    const link = (await kit.initiate(e.headers, e.opportunityId, 'ENACH')).json();
    await kit.authoriseAtBank(link.link);
    await kit.deliverWebhooks();
    expect((await findMandate(ctx.t.deps.db, link.mandateId))?.status).toBe('IN_PROCESS');
    expect((await queue('stuck')).items.map((i) => i.mandateId)).not.toContain(link.mandateId);

    ctx.t.deps.clock.advance(61 * 60_000);
    const stuck = await queue('stuck');
    expect(stuck.items.find((i) => i.mandateId === link.mandateId)).toMatchObject({
      mode: 'ENACH',
      status: 'IN_PROCESS',
    });
    expect(stuck.counts.stuck).toBe(stuck.items.length);
    expect((await detail(link.mandateId)).allowedActions).toEqual(['cancel', 'refresh']);
    expect((await desk.refresh(link.mandateId)).json().status).toBe('ACTIVATED');
    expect((await queue('stuck')).items.map((i) => i.mandateId)).not.toContain(link.mandateId);
  });

  it('refuses an underwriter, a borrower, a move the mandate cannot make, a code not for paper and an unknown mandate', async () => {
    const b = await scanned();
    const asUnderwriter = { as: underwriter.email };
    expect((await desk.queue('scans', asUnderwriter)).statusCode).toBe(403);
    expect((await desk.accept(b.mandateId, asUnderwriter)).statusCode).toBe(403);
    expect((await desk.queue('scans', { headers: b.headers })).statusCode).toBe(401);
    expect((await desk.accept(b.mandateId, { headers: b.headers })).statusCode).toBe(401);

    expect((await desk.reject(b.mandateId, { reasonCode: 'AP04' })).statusCode).toBe(400);
    const unknown = randomUUID();
    expect((await desk.detail(unknown)).statusCode).toBe(404);
    expect((await desk.accept(unknown)).statusCode).toBe(404);
    expect((await desk.scanUrl(unknown)).statusCode).toBe(404);

    const waiting = await kit.signedBorrower();
    const form = (await kit.initiate(waiting.headers, waiting.opportunityId, 'PNACH')).json();
    expect((await desk.accept(form.mandateId)).statusCode).toBe(409);
    expect((await desk.scanUrl(form.mandateId)).statusCode).toBe(404);
    // The borrower's own upload is theirs to make; an e-mandate has no paper at all.
    expect((await desk.collectedScan(form.mandateId, pdf)).statusCode).toBe(409);
    const e = await kit.signedBorrower();
    const enach = (await kit.initiate(e.headers, e.opportunityId, 'ENACH')).json();
    expect((await desk.collectedScan(enach.mandateId, pdf)).statusCode).toBe(409);
    expect((await findMandate(ctx.t.deps.db, form.mandateId))?.status).toBe('PENDING');
    expect(b.mandateId).not.toBe(form.mandateId);
    expect((await findMandate(ctx.t.deps.db, b.mandateId))?.status).toBe('IN_PROCESS');
  });

  it('two accepts at once make one move and send the paper once', async () => {
    const b = await scanned();
    const sent = vi.spyOn(ctx.t.deps.mandate, 'submitPaperMandate');
    const replies = await Promise.all([desk.accept(b.mandateId), desk.accept(b.mandateId)]);
    expect(sent).toHaveBeenCalledTimes(1);
    sent.mockRestore();
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const history = await mandateHistory(ctx.t.deps.db, b.mandateId);
    expect(history.filter((h) => h.event === 'scan-accepted').map((h) => h.outcome)).toEqual(['moved']);
    expect((await desk.audit(b.applicationId)).filter((e) => e.action === 'ACCEPT_MANDATE')).toHaveLength(1);
    const mandate = await findMandate(ctx.t.deps.db, b.mandateId);
    expect(mandate).toMatchObject({ status: 'AUTHORIZED', providerMandateId: expect.any(String) });
    expect((await opportunityOf(b.opportunityId))?.status).toBe('DISBURSAL_PENDING');
  });
});
