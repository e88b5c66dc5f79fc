import { randomUUID } from 'node:crypto';

import { messages } from '@kredo/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { interleaveAfterNextRead } from '../../../test/helpers/interleave.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { samplePng } from '../dev/dev.service.ts';
import { pdf } from '../documents/documents-test-kit.ts';
import { findMandate, mandateHistory } from './mandate-records.ts';
import { mandateTestKit } from './mandate-routes-test-kit.ts';
import { mandates } from './mandates.schema.ts';

describe('the repayment step by a signed paper NACH form (spec 001 §2.7, §4.7, §7)', () => {
  const ctx = {} as { t: TestApp };
  const kit = mandateTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
  });
  afterAll(() => ctx.t.close());

  const attemptsOf = (opportunityId: string) =>
    ctx.t.deps.db.select().from(mandates).where(eq(mandates.opportunityId, opportunityId));

  it('gives the prefilled form as a PDF by its link and by fetch-doc-pre-signed-url; only to its borrower', async () => {
    const b = await kit.signedBorrower();
    const started = await kit.initiate(b.headers, b.opportunityId, 'PNACH');
    expect(started.statusCode, started.body).toBe(200);
    const link = started.json();
    expect(link).toMatchObject({ mode: 'PNACH', vendor: null });
    const form = await kit.follow(link.link);
    expect(form.statusCode).toBe(200);
    expect(form.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const query = { userId: b.userId, docType: 'NACH_FORM', opportunityId: b.opportunityId };
    const fetched = await kit.download(b.headers, query);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.bytes.equals(form.bytes)).toBe(true);
    // Asked again: the same attempt and the same form, not a second one.
    expect((await kit.initiate(b.headers, b.opportunityId, 'PNACH')).json().mandateId).toBe(link.mandateId);
    expect(await attemptsOf(b.opportunityId)).toHaveLength(1);

    const other = await kit.approvedBorrower();
    expect((await kit.download(other.headers, { ...query, userId: other.userId })).statusCode).toBe(404);
    expect((await kit.download(other.headers, query)).statusCode).toBe(403);
  });

  it('takes the signed form as a PDF or a picture: IN_PROCESS, and the opportunity says it was uploaded', async () => {
    const b = await kit.signedBorrower();
    await kit.initiate(b.headers, b.opportunityId, 'PNACH');
    const uploaded = await kit.upload(b, pdf);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({ isSuccess: true, nachStatus: 'IN_PROCESS' });
    const shown = await kit.details(b.headers, b.opportunityId);
    expect(shown.documentsConsentStatus.isNachUploaded).toBe(true);
    expect(shown.nach).toMatchObject({
      mandateId: uploaded.json().mandateId,
      mode: 'PNACH',
      collection: 'UPLOAD',
      nachStatus: 'IN_PROCESS',
    });
    expect(shown.nach?.pnachLink).toEqual(expect.any(String));
    // The repayment step stays until operations accept the form.
    expect(shown).toMatchObject({ status: 'CUST_CONSENT_GIVEN', subStatuses: ['REPAY_INST_PENDING'] });

    // A picture, without asking for the form first: the attempt is made for it.
    const c = await kit.signedBorrower();
    const picture = await kit.upload(c, samplePng, 'image/png');
    expect(picture.statusCode, picture.body).toBe(200);
    const pictured = await kit.details(c.headers, c.opportunityId);
    expect(pictured.nach).toMatchObject({ nachStatus: 'IN_PROCESS', mode: 'PNACH' });
    expect(pictured.documentsConsentStatus.isNachUploaded).toBe(true);
  });

  it('refuses a file that is no PDF or picture, an empty one, another borrower and a step not reached', async () => {
    const b = await kit.signedBorrower();
    const text = await kit.upload(b, Buffer.from('This is my signed NACH form, honest.'));
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(messages.allowedFileTypes);
    const empty = await kit.upload(b, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const published = (await ctx.t.app.inject('/docs/json')).json();
    expect(Object.keys(published.paths['/api/upload-signed-paper-nach'].post.responses)).toContain('415');

    const other = await kit.signedBorrower();
    const asOther = await kit.upload({ ...b, userId: other.userId }, pdf);
    expect(asOther.statusCode).toBe(403);
    const othersOpportunity = await kit.upload({ ...other, opportunityId: b.opportunityId }, pdf);
    expect(othersOpportunity.statusCode).toBe(404);
    expect(await attemptsOf(b.opportunityId)).toHaveLength(0);

    const early = await kit.approvedBorrower();
    const notYet = await kit.upload(early, pdf);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(messages.mandateNotAwaited);
    expect(await attemptsOf(early.opportunityId)).toHaveLength(0);
  });

  it('refuses paper for a product repaid by e-NACH only (a Mini Loan)', async () => {
    const b = await kit.signedBorrower({ productCode: 'MINI_LOAN' });
    expect((await kit.details(b.headers, b.opportunityId)).subStatuses).toEqual(['REPAY_INST_PENDING']);
    const modes = (await kit.modes(b.headers, b.opportunityId, 'MINI_LOAN', 174)).json();
    expect(modes.processModes.Repayment.map((m: { mode: string }) => m.mode)).toEqual(['ENACH']);

    const uploaded = await kit.upload(b, pdf);
    expect(uploaded.statusCode).toBe(409);
    expect(uploaded.json().message).toBe(messages.mandateModeNotOffered);
    const form = await kit.initiate(b.headers, b.opportunityId, 'PNACH');
    expect(form.statusCode).toBe(409);
    expect(form.json().message).toBe(messages.mandateModeNotOffered);
    const { dates } = (await kit.appointmentState(b.headers, b.opportunityId)).json();
    const visit = await kit.book(b.headers, { opportunityId: b.opportunityId, date: dates[0] });
    expect(visit.statusCode).toBe(409);
    expect(await attemptsOf(b.opportunityId)).toHaveLength(0);
  });

  it('a new upload while the first waits for operations sets the first aside and makes a new attempt', async () => {
    const b = await kit.signedBorrower();
    const first = (await kit.upload(b, pdf)).json();
    const second = await kit.upload(b, samplePng, 'image/png');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().mandateId).not.toBe(first.mandateId);

    const setAside = await findMandate(ctx.t.deps.db, first.mandateId);
    expect(setAside?.status).toBe('CANCELLED');
    expect((await mandateHistory(ctx.t.deps.db, first.mandateId)).map((h) => [h.event, h.actor])).toEqual([
      ['scan-uploaded', 'borrower'],
      ['cancelled:superseded', 'borrower'],
    ]);
    const current = await findMandate(ctx.t.deps.db, second.json().mandateId);
    expect(current).toMatchObject({ status: 'IN_PROCESS', mode: 'PNACH', collection: 'UPLOAD' });
    // The new attempt is on the form already issued: the same terms.
    expect(current?.maxAmountPaise).toBe(setAside?.maxAmountPaise);
    expect(current?.validUntil).toBe(setAside?.validUntil);
    expect((await kit.details(b.headers, b.opportunityId)).nach?.mandateId).toBe(current?.id);
  });

  const liveAttempts = async (opportunityId: string) =>
    (await attemptsOf(opportunityId)).filter((a) => !['CANCELLED', 'REJECTED'].includes(a.status));

  it('two uploads at once leave exactly one live attempt', async () => {
    const b = await kit.signedBorrower();
    await kit.initiate(b.headers, b.opportunityId, 'PNACH');
    const replies = await Promise.all([kit.upload(b, pdf), kit.upload(b, samplePng, 'image/png')]);
    for (const reply of replies) expect([200, 409], reply.body).toContain(reply.statusCode);
    expect(replies.some((reply) => reply.statusCode === 200)).toBe(true);
    expect(await liveAttempts(b.opportunityId)).toHaveLength(1);

    // The second lands between the first's reading of the attempts and its writing of one.
    const c = await kit.signedBorrower();
    let second: Awaited<ReturnType<typeof kit.upload>> | undefined;
    const meanwhile = interleaveAfterNextRead(ctx.t.deps, mandates, async () => {
      second = await kit.upload(c, samplePng, 'image/png');
    });
    const first = await kit.upload(c, pdf);
    await meanwhile.done;
    expect([first.statusCode, second?.statusCode]).toEqual([200, 200]);
    const live = await liveAttempts(c.opportunityId);
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ id: first.json().mandateId, status: 'IN_PROCESS' });
    // Beneath the locks, the database itself holds one live attempt per opportunity.
    const copy = { ...live[0]!, id: randomUUID(), providerMandateId: null };
    await expect(ctx.t.deps.db.insert(mandates).values({ ...copy, status: 'PENDING' })).rejects.toThrow();
    await ctx.t.deps.db.insert(mandates).values({ ...copy, status: 'CANCELLED' });
  });
});
