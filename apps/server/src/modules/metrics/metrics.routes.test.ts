import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { reconciliationBreaks } from '../ledger/ledger.schema.ts';
import { otpGuessStreaks } from '../otp/otp.schema.ts';

const token = 'metrics-token-for-the-monitoring-system';
const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

/** The figure of one series in the text format, e.g. `kredo_otp_lockouts` or `name{label="x"}`. */
function figure(body: string, series: string): number | undefined {
  const line = body.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ metricsToken: token });
  });
  afterAll(() => t.close());

  it('answers only the monitoring system: no token or the wrong one is 401', async () => {
    expect((await scrape(t)).statusCode).toBe(401);
    expect((await scrape(t, `Bearer ${token}x`)).statusCode).toBe(401);
    expect((await scrape(t, token)).statusCode).toBe(401);
    const answered = await scrape(t, `Bearer ${token}`);
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it("measures each request under its route's pattern, never its path", async () => {
    await t.app.inject('/healthz');
    await t.app.inject('/api/loans/00000000-0000-4000-8000-000000000000/status');
    const body = (await scrape(t, `Bearer ${token}`)).body;
    expect(
      figure(body, 'kredo_http_request_duration_seconds_count{method="GET",route="/healthz",status="2xx"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(body).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(body).not.toContain('route="/metrics"');
  });

  it('reports the shared figures operations alert on, read from the database', async () => {
    const now = t.deps.clock.now();
    await t.deps.db.insert(otpGuessStreaks).values([
      {
        accountKey: 'mobile:9000011111',
        consecutiveFailures: 0,
        lockedUntil: new Date(now.getTime() + 60_000),
        updatedAt: now,
      },
      {
        accountKey: 'mobile:9000011112',
        consecutiveFailures: 0,
        lockedUntil: new Date(now.getTime() - 1),
        updatedAt: now,
      },
    ]);
    await t.deps.db.insert(reconciliationBreaks).values({
      id: randomUUID(),
      source: 'gateway-settlement',
      kind: 'missing-line',
      businessDate: t.deps.clock.businessDate(),
      reference: 'pay_metrics_1',
      foundAt: now,
    });
    await t.deps.jobs.send('metrics-probe', { n: 1 });

    const body = (await scrape(t, `Bearer ${token}`)).body;
    expect(figure(body, 'kredo_otp_lockouts')).toBe(1);
    expect(figure(body, 'kredo_reconciliation_breaks_open{source="gateway-settlement"}')).toBe(1);
    expect(figure(body, 'kredo_reconciliation_breaks_open{source="payment-webhook"}')).toBe(0);
    expect(figure(body, 'kredo_job_queue_depth{queue="metrics-probe"}')).toBe(1);
    expect(figure(body, 'kredo_job_queue_oldest_seconds{queue="metrics-probe"}')).toBeGreaterThanOrEqual(0);
    expect(figure(body, 'kredo_close_of_business_loans_behind')).toBe(0);
    expect(figure(body, 'kredo_close_of_business_failures_open')).toBe(0);
    expect(body).toContain('kredo_process_resident_memory_bytes');
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not there', async () => {
    const t = await buildTestApp();
    try {
      expect((await scrape(t, `Bearer ${token}`)).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
