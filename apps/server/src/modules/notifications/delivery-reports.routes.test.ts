import { randomBytes, randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createTestDeps } from '../../../test/helpers/test-app.ts';
import type { AppDeps } from '../../app-deps.ts';
import { buildApp } from '../../app.ts';
import { createDeps } from '../../deps.ts';
import { createClock } from '../../lib/clock.ts';
import {
  gupshupDeliveryReport,
  startGupshupStandIn,
  type GupshupStandIn,
} from '../../providers/messaging/gupshup-stand-in.ts';
import { matchesSmsTemplate } from '../../providers/messaging/sms-templates.ts';
import { insertUserUnlessMobileTaken } from '../users/users.repository.ts';
import { panContext, panHashPurpose } from '../users/users.service.ts';
import { messages } from './notifications.schema.ts';

const account = { userId: '2000123456', password: 'gupshup-pass-Xy7' };
const token = randomBytes(24).toString('base64url');
const farah = { mobile: '9567800012', pan: 'JKLPF1357M', dob: '1993-08-14' };
const hour = 60 * 60 * 1000;

describe('SMS through Gupshup, in production mode', () => {
  let gateway: GupshupStandIn;
  let app: FastifyInstance;
  let deps: AppDeps;
  let logLines: string[];
  let close: () => Promise<void>;

  beforeAll(async () => {
    gateway = await startGupshupStandIn(account);
    const base = await createTestDeps();
    logLines = base.logLines;
    deps = await createDeps({
      mode: 'production',
      database: base.database,
      clock: createClock(),
      blobs: base.deps.blobs,
      piiEncryptionKey: randomBytes(32),
      jwtSigningKey: randomBytes(32),
      partnerLinkKeys: () => undefined,
      sms: {
        provider: 'gupshup',
        gupshup: {
          apiUrl: gateway.apiUrl,
          ...account,
          senderId: 'KREDOL',
          dltEntityId: '1101456789012345678',
          dltTemplateIds: {
            'otp-signin': '1107161234567890123',
            'otp-mobile-verification': '1107161234567890124',
            'otp-update-email': '1107161234567890125',
            'reference-contact': '1107161234567890126',
          },
          timeoutMs: 300,
        },
        deliveryReportToken: token,
      },
    });
    app = await buildApp(deps, { logger: base.logger, rateLimitPerMinute: 10_000, trustProxy: false });
    await app.ready();
    close = base.close;
    const id = randomUUID();
    await insertUserUnlessMobileTaken(deps.db, {
      id,
      mobile: farah.mobile,
      name: 'Farah Khan',
      panSealed: deps.cipher.encrypt(panContext(id), farah.pan),
      panHash: deps.cipher.hash(panHashPurpose, farah.pan),
      dateOfBirth: farah.dob,
      createdAt: deps.clock.now(),
      updatedAt: deps.clock.now(),
    });
  });
  afterAll(async () => {
    await app.close();
    await close();
    await gateway.close();
  });
  beforeEach(() => {
    gateway.setMood('accept');
    deps.clock.advance(hour + 60_000);
  });

  const initiate = () => app.inject(`/api/hagrid/signin-initiate/?mobile=${farah.mobile}&pan=${farah.pan}`);
  const report = (query: string, withToken = token) =>
    app.inject(`/api/sms/delivery-reports/gupshup/${withToken}?${query}`);
  const latestMessage = async () => {
    const rows = await deps.db.select().from(messages).where(eq(messages.recipient, farah.mobile));
    return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
  };

  /** A code sent through the stand-in, and the log row of its message. */
  async function sendCode() {
    expect((await initiate()).statusCode).toBe(200);
    const sent = gateway.received.at(-1)!;
    return { sent, code: /\b(\d{6})\b/.exec(sent.msg ?? '')![1]!, message: await latestMessage() };
  }

  it('signs a borrower in with the code Gupshup delivered, under the sign-in DLT template', async () => {
    const { sent, code, message } = await sendCode();
    expect(sent).toMatchObject({
      send_to: `91${farah.mobile}`,
      mask: 'KREDOL',
      principalEntityId: '1101456789012345678',
      dltTemplateId: '1107161234567890123',
    });
    expect(matchesSmsTemplate('otp-signin', sent.msg!)).toBe(true);
    expect(message).toMatchObject({ provider: 'gupshup', status: 'sent', template: 'otp-signin' });
    expect(message.providerMessageId).toMatch(/^\d{20}-\d{9}$/);

    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/hagrid/signin',
      payload: { mobile: farah.mobile, pan: farah.pan, otp: code },
    });
    expect(signedIn.statusCode).toBe(200);
    for (const secret of [code, account.password, sent.msg!]) {
      expect(logLines.join('\n')).not.toContain(secret);
    }
  });

  it('sends mobile verification and update e-mail codes in texts their DLT templates allow', async () => {
    const { code } = await sendCode();
    const session = await app.inject({
      method: 'POST',
      url: '/api/hagrid/signin',
      payload: { mobile: farah.mobile, pan: farah.pan, otp: code },
    });
    const verification = await app.inject({
      url: `/api/paandu/generate-mobile-otp?mobile=${farah.mobile}`,
      headers: { authorization: `Bearer ${session.json<{ token: string }>().token}` },
    });
    expect(verification.statusCode).toBe(200);
    expect(gateway.received.at(-1)?.dltTemplateId).toBe('1107161234567890124');
    expect(matchesSmsTemplate('otp-mobile-verification', gateway.received.at(-1)!.msg!)).toBe(true);

    const updateEmail = await app.inject({
      method: 'POST',
      url: '/api/hagrid/forgot-email',
      payload: { mobile: farah.mobile, pan: farah.pan },
    });
    expect(updateEmail.statusCode).toBe(200);
    expect(gateway.received.at(-1)?.dltTemplateId).toBe('1107161234567890125');
    expect(matchesSmsTemplate('otp-update-email', gateway.received.at(-1)!.msg!)).toBe(true);
  });

  it('stores the delivery report on its message, and a later report does not undo the first', async () => {
    const { message } = await sendCode();
    const deliveredAt = new Date(deps.clock.nowMs() + 4_000);
    const delivered = await report(
      gupshupDeliveryReport({
        externalId: message.providerMessageId!,
        status: 'SUCCESS',
        phone: farah.mobile,
        deliveredAt,
      }),
    );
    expect(delivered.statusCode).toBe(200);
    expect(delivered.body).toBe('OK');
    expect(await latestMessage()).toMatchObject({
      id: message.id,
      deliveryStatus: 'delivered',
      deliveryCause: 'SUCCESS',
      deliveryErrorCode: '000',
      deliveredAt,
    });

    const late = await report(
      gupshupDeliveryReport({
        externalId: message.providerMessageId!,
        status: 'FAILURE',
        phone: farah.mobile,
        deliveredAt,
      }),
    );
    expect(late.statusCode).toBe(200);
    expect(await latestMessage()).toMatchObject({ deliveryStatus: 'delivered', deliveredAt });

    const log = logLines.join('\n');
    expect(log).toContain('SMS delivery report');
    expect(log).not.toContain(token);
    expect(log).not.toContain(`91${farah.mobile}`);
  });

  it('records a failed delivery with its cause', async () => {
    const { message } = await sendCode();
    await report(
      gupshupDeliveryReport({
        externalId: message.providerMessageId!,
        status: 'FAILURE',
        phone: farah.mobile,
        deliveredAt: deps.clock.now(),
      }),
    );
    expect(await latestMessage()).toMatchObject({
      deliveryStatus: 'undelivered',
      deliveryCause: 'UNKNOWN_SUBSCRIBER',
      deliveryErrorCode: '003',
      deliveredAt: null,
    });
  });

  it('refuses a report without the right token and changes nothing', async () => {
    const { message } = await sendCode();
    const query = gupshupDeliveryReport({
      externalId: message.providerMessageId!,
      status: 'SUCCESS',
      phone: farah.mobile,
      deliveredAt: deps.clock.now(),
    });
    const forged = await report(query, randomBytes(24).toString('base64url'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await report(query, '')).statusCode).toBe(401);
    expect(await latestMessage()).toMatchObject({ id: message.id, deliveryStatus: null });
  });

  it('acknowledges a report on a message it never sent, or naming another number, without applying it', async () => {
    const { message } = await sendCode();
    const unknown = await report(
      gupshupDeliveryReport({
        externalId: '1234-5678',
        status: 'SUCCESS',
        phone: farah.mobile,
        deliveredAt: deps.clock.now(),
      }),
    );
    expect(unknown.statusCode).toBe(200);
    const otherNumber = await report(
      gupshupDeliveryReport({
        externalId: message.providerMessageId!,
        status: 'SUCCESS',
        phone: '9000011111',
        deliveredAt: deps.clock.now(),
      }),
    );
    expect(otherNumber.statusCode).toBe(200);
    expect(await latestMessage()).toMatchObject({ id: message.id, deliveryStatus: null });
  });

  it("answers Gupshup's refusal as an outage, and a gateway that does not answer as one to retry", async () => {
    gateway.setMood('refuse');
    const refused = await initiate();
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    expect(await latestMessage()).toMatchObject({ status: 'failed', failureReason: 'undeliverable' });

    gateway.setMood('hang');
    deps.clock.advance(60_000);
    const silent = await initiate();
    expect(silent.statusCode).toBe(503);
    expect(silent.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(await latestMessage()).toMatchObject({ status: 'failed', failureReason: 'provider_down' });
    expect(logLines.join('\n')).not.toContain(account.password);
  });
});
