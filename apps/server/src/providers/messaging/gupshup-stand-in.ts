import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stand-in answers the next sends. */
export type StandInMood = 'accept' | 'refuse' | 'fail' | 'hang';

/**
 * A stand-in for Gupshup's Enterprise SMS API on 127.0.0.1, for tests: it speaks the documented
 * `SendMessage` request (form-encoded, plain authentication, text-format answer) and records
 * what it was sent. `refuse` answers Gupshup's error line, `fail` a 503, `hang` never answers.
 */
export async function startGupshupStandIn(account: { userId: string; password: string }) {
  const received: Array<Record<string, string>> = [];
  let mood: StandInMood = 'accept';

  const answer = (response: ServerResponse, status: number, text: string) => {
    response.writeHead(status, { 'content-type': 'text/plain' }).end(text);
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== 'POST' || request.url !== '/GatewayAPI/rest') return answer(response, 404, '');
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return answer(response, 415, '');
    }
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    received.push(form);
    if (mood === 'hang') return; // Neither answered nor closed: the caller's timeout has to end it.
    if (mood === 'fail') return answer(response, 503, 'Service Unavailable');
    const phone = form.send_to ?? '';
    if (
      form.userid !== account.userId ||
      form.password !== account.password ||
      form.auth_scheme !== 'plain'
    ) {
      return answer(response, 200, `error | ${phone} | 103 | Authentication failed`);
    }
    if (mood === 'refuse' || !form.principalEntityId || !form.dltTemplateId || !form.mask) {
      return answer(response, 200, `error | ${phone} | 175 | The message does not match the DLT template`);
    }
    const id = `${randomInt(1e9, 1e10 - 1)}${randomInt(1e9, 1e10 - 1)}-${randomInt(1e8, 1e9 - 1)}`;
    return answer(response, 200, `success | ${phone} | ${id}`);
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiUrl: `http://127.0.0.1:${port}/GatewayAPI/rest`,
    received,
    setMood(next: StandInMood) {
      mood = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

export type GupshupStandIn = Awaited<ReturnType<typeof startGupshupStandIn>>;

/** The query Gupshup calls the Realtime Delivery URL with, for a message it reports on. */
export function gupshupDeliveryReport(report: {
  externalId: string;
  status: 'SUCCESS' | 'FAILURE' | 'UNKNOWN';
  phone: string;
  deliveredAt: Date;
  cause?: string;
  errCode?: string;
}): string {
  return new URLSearchParams({
    externalId: report.externalId,
    deliveredTS: String(report.deliveredAt.getTime()),
    status: report.status,
    cause: report.cause ?? (report.status === 'SUCCESS' ? 'SUCCESS' : 'UNKNOWN_SUBSCRIBER'),
    phoneNo: `91${report.phone}`,
    errCode: report.errCode ?? (report.status === 'SUCCESS' ? '000' : '003'),
    noOfFrags: '1',
    mask: 'KREDOL',
  }).toString();
}
