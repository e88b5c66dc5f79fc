import { randomUUID } from 'node:crypto';

import type { ApplicationView, QueueItem } from '@kredo/contract/back-office';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { admin, operations, underwriter } from '../staff/staff-test-kit.ts';
import { backOfficeTestKit } from './back-office-test-kit.ts';

describe('back-office queue, application view and documents', () => {
  const ctx = {} as { t: TestApp };
  const kit = backOfficeTestKit(ctx);
  let first: Awaited<ReturnType<typeof kit.referred>>;
  let second: Awaited<ReturnType<typeof kit.referred>>;

  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.staff.seed();
    first = await kit.referred();
    ctx.t.deps.clock.advance(60_000);
    second = await kit.referred();
  }, 120_000);
  afterAll(() => ctx.t.close());

  it('lists open applications, the longest waiting first, with counts per status', async () => {
    const answer = await kit.queue(operations.email);
    expect(answer.statusCode).toBe(200);
    const { items, counts } = answer.json() as { items: QueueItem[]; counts: Record<string, number> };
    expect(items.map((item) => item.applicationId)).toEqual([first.applicationId, second.applicationId]);
    expect(counts).toEqual({ INITIATED: 2 });
    expect(items[0]).toMatchObject({
      status: 'INITIATED',
      productCode: 'PERSONAL_LOAN',
      automaticOutcome: 'REFER',
      mobileMasked: `XXXXXX${first.person.mobile.slice(-4)}`,
      borrowerName: first.person.name,
    });
    expect(JSON.stringify(items)).not.toContain(first.person.mobile);

    const filtered = await kit.queue(operations.email, '?status=INCOMPLETE_INFO');
    expect((filtered.json() as { items: QueueItem[] }).items).toEqual([]);
    // The second borrower signed in (the kit moves the clock an hour) after the first applied.
    const ids = async (query: string) =>
      ((await kit.queue(operations.email, query)).json() as { items: QueueItem[] }).items.map(
        (item) => item.applicationId,
      );
    expect(await ids('?olderThanHours=1')).toEqual([first.applicationId]);
    ctx.t.deps.clock.advance(61 * 60 * 1000);
    expect(await ids('?olderThanHours=1')).toEqual([first.applicationId, second.applicationId]);
    expect(await ids('?olderThanHours=1&limit=1')).toEqual([first.applicationId]);
    expect((await kit.queue(operations.email, '?status=NOPE')).statusCode).toBe(400);
  });

  it('shows an application with what the decision read, and the actions this role may take', async () => {
    const answer = await kit.view(underwriter.email, first.applicationId);
    expect(answer.statusCode).toBe(200);
    const view = answer.json() as ApplicationView;
    expect(view.allowedActions).toEqual(['REQUEST_INFORMATION', 'APPROVE', 'REJECT']);
    expect(view.application).toMatchObject({ applicationId: first.applicationId, status: 'INITIATED' });
    expect(view.borrower).toMatchObject({
      userId: first.userId,
      name: first.person.name,
      panMasked: `XXXXXX${first.pan.slice(-4)}`,
    });
    expect(view.documents.map((document) => document.docType).sort()).toEqual(
      expect.arrayContaining(['PAN', 'SELFIE']),
    );
    expect(view.kyc).toMatchObject({ mode: 'OKYC', aadhaarLast4: '1234' });
    expect(view.statement).toMatchObject({ monthsCovered: 7, salaryCredits: 7 });
    expect(view.bureau).toMatchObject({ kind: 'HIT', score: 672 });
    expect(view.decisions.map((decision) => decision.outcome)).toEqual(['REFER']);
    expect(view.boundary.amountRange[0]).toBeLessThan(view.boundary.amountRange[1]);
    const text = JSON.stringify(view);
    expect(text).not.toContain(first.pan);
    expect(text).not.toContain(first.person.mobile);

    const asOperations = (await kit.view(operations.email, first.applicationId)).json() as ApplicationView;
    expect(asOperations.allowedActions).toEqual(['REQUEST_INFORMATION']);
    expect((await kit.view(admin.email, randomUUID())).statusCode).toBe(404);
  });

  it("signs a document's address for staff and audits the viewing; another borrower's is not found", async () => {
    const view = (await kit.view(operations.email, first.applicationId)).json() as ApplicationView;
    const document = view.documents[0]!;
    const answer = await kit.documentUrl(operations.email, first.applicationId, document.id);
    expect(answer.statusCode).toBe(200);
    const { url, expiresAt } = answer.json() as { url: string; expiresAt: string };
    expect(Date.parse(expiresAt)).toBeGreaterThan(ctx.t.deps.clock.nowMs());
    const file = await ctx.t.app.inject(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(document.contentType);

    const audit = (await kit.audit(operations.email, first.applicationId)).json() as {
      entries: Array<{ action: string; staffEmail: string; details: Record<string, unknown> }>;
    };
    expect(audit.entries).toEqual([
      expect.objectContaining({
        action: 'VIEW_DOCUMENT',
        staffEmail: operations.email,
        details: { documentId: document.id, docType: document.docType },
      }),
    ]);

    const theirs = ((await kit.view(operations.email, second.applicationId)).json() as ApplicationView)
      .documents[0]!;
    expect((await kit.documentUrl(operations.email, first.applicationId, theirs.id)).statusCode).toBe(404);
  });
});
