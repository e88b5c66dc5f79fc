import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { refusalOf } from './error-handler.ts';
import { applySecurityHeaders, type SecurityHeaders } from './security-headers.ts';

/**
 * Answers Fastify and Node make before any route or hook runs, in the one error shape and with
 * the same headers as every other answer, never echoing the path or the bytes that were refused:
 * `frameworkErrors` (a path that is not valid UTF-8 (400), a path parameter over the length limit
 * (414)) and `clientErrorHandler` (a request Node cannot parse (400), headers too large (431), no
 * complete request in time (408)).
 */
export function frameworkRefusals(headers: SecurityHeaders) {
  function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
    const { status, body } = refusalOf(error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status, fastifyCode: error.code }, 'request refused');
    applySecurityHeaders(reply.raw, headers);
    void reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('x-request-id', request.id)
      .send({ ...body, requestId: request.id });
  }

  function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
    // A reset connection has no one to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const requestId = randomUUID();
    const { body } = refusalOf(status);
    const json = JSON.stringify({ ...body, requestId });
    this.log.info({ code: body.code, status, clientError: error.code, reqId: requestId }, 'request refused');
    if (socket.writable) {
      const fields = {
        ...headers,
        'cache-control': 'no-store',
        'x-request-id': requestId,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(json)),
        connection: 'close',
      };
      const head = Object.entries(fields).map(([name, value]) => `${name}: ${value}`);
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('\r\n')}\r\n\r\n${json}`);
    }
    socket.destroy(error);
  }

  return { frameworkErrors, clientErrorHandler };
}
