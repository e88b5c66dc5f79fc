import { Writable } from 'node:stream';

import { describe, expect, it } from 'vitest';

import { createLogger, redactUrl } from './logger.ts';

/** A logger whose lines land in an array, one parsed JSON object each. */
function capturedLogger(level = 'trace') {
  const raw: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      raw.push(chunk.toString());
      callback();
    },
  });
  const logger = createLogger({ level, destination });
  const text = () => raw.join('');
  const lines = () =>
    text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, text, lines };
}

const secrets = [
  'ABCPV1234K',
  '123456',
  '234123412346',
  'hunter2-secret',
  '1234567890',
  'eyJhbGciOiJIUzI1NiJ9.tok',
];

describe('redactUrl', () => {
  it('masks the sensitive query values and keeps the others', () => {
    const redacted = redactUrl(
      '/v1/kyc?pan=ABCPV1234K&otp=123456&mobile=9876543210&dob=1990-01-01&aadhaar_no=234123412346&step=2',
    );
    const params = new URLSearchParams(redacted.split('?')[1]);
    expect(redacted.startsWith('/v1/kyc?')).toBe(true);
    expect(params.get('pan')).toBe('[redacted]');
    expect(params.get('otp')).toBe('[redacted]');
    expect(params.get('mobile')).toBe('[redacted]');
    expect(params.get('dob')).toBe('[redacted]');
    expect(params.get('aadhaar_no')).toBe('[redacted]');
    expect(params.get('step')).toBe('2');
    for (const value of ['ABCPV1234K', '123456', '9876543210', '1990-01-01', '234123412346']) {
      expect(redacted).not.toContain(value);
    }
  });

  it('matches keys regardless of case', () => {
    const redacted = redactUrl(
      '/x?PAN=ABCPV1234K&Otp=123456&MOBILE=9876543210&Dob=1990-01-01&AADHAAR_NO=234123412346',
    );
    for (const value of ['ABCPV1234K', '123456', '9876543210', '1990-01-01', '234123412346']) {
      expect(redacted).not.toContain(value);
    }
    expect(redacted).toContain('PAN=%5Bredacted%5D');
  });

  it('masks every repeat of a sensitive key', () => {
    const redacted = redactUrl('/x?pan=ABCPV1234K&page=1&pan=ZZZPV9999Z');
    expect(redacted).not.toContain('ABCPV1234K');
    expect(redacted).not.toContain('ZZZPV9999Z');
    expect(new URLSearchParams(redacted.split('?')[1]).get('page')).toBe('1');
  });

  it('masks a key written with percent-encoding', () => {
    expect(redactUrl('/x?p%61n=ABCPV1234K')).not.toContain('ABCPV1234K');
  });

  it("masks the SMS gateway's delivery-report token and the number its report names", () => {
    const redacted = redactUrl(
      '/api/sms/delivery-reports/gupshup/Zq3-token_of-the-gateway-0123456789?externalId=38-19&status=SUCCESS&phoneNo=919876543210',
    );
    expect(redacted).toBe(
      '/api/sms/delivery-reports/gupshup/[redacted]?externalId=38-19&status=SUCCESS&phoneNo=%5Bredacted%5D',
    );
  });

  it('leaves a URL without sensitive values as it was', () => {
    expect(redactUrl('/v1/loans/42')).toBe('/v1/loans/42');
    expect(redactUrl('/v1/loans?status=overdue&page=2')).toBe('/v1/loans?status=overdue&page=2');
  });
});

describe('createLogger', () => {
  it('writes log lines to the given destination at the given level', () => {
    const { logger, lines } = capturedLogger('info');
    logger.debug('hidden');
    logger.info({ loanId: 'L-1' }, 'loan created');
    expect(lines()).toHaveLength(1);
    expect(lines()[0]).toMatchObject({ level: 30, loanId: 'L-1', msg: 'loan created' });
  });

  it('never writes a PAN, OTP, Aadhaar number, password, token or account number', () => {
    const { logger, text, lines } = capturedLogger();
    logger.info({ pan: 'ABCPV1234K' }, 'top level');
    logger.info({ user: { otp: '123456' } }, 'one level down');
    logger.info({ body: { bank: { accountNumber: '1234567890' } } }, 'two levels down');
    logger.info({ applicant: { aadhaarNumber: '234123412346', password: 'hunter2-secret' } }, 'mixed');
    logger.info({ session: { accessToken: 'eyJhbGciOiJIUzI1NiJ9.tok' } }, 'token');
    logger.info({ borrowers: [{ pan_number: 'ABCPV1234K' }] }, 'array');

    for (const secret of secrets) expect(text()).not.toContain(secret);
    const [top, one, two, mixed] = lines();
    expect(top).toMatchObject({ pan: '[redacted]' });
    expect(one).toMatchObject({ user: { otp: '[redacted]' } });
    expect(two).toMatchObject({ body: { bank: { accountNumber: '[redacted]' } } });
    expect(mixed).toMatchObject({ applicant: { aadhaarNumber: '[redacted]', password: '[redacted]' } });
  });

  it('keeps the fields that are not sensitive', () => {
    const { logger, lines } = capturedLogger();
    logger.info({ user: { id: 'u-1', otp: '123456' }, loanId: 'L-9' }, 'verified');
    expect(lines()[0]).toMatchObject({
      user: { id: 'u-1', otp: '[redacted]' },
      loanId: 'L-9',
      msg: 'verified',
    });
  });

  it('logs a request with its sensitive query values masked and without its headers', () => {
    const { logger, text, lines } = capturedLogger();
    const req = {
      id: 'req-1',
      method: 'GET',
      url: '/v1/kyc/lookup?pan=ABCPV1234K&otp=123456&step=2',
      ip: '10.0.0.7',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.tok', cookie: 'sid=hunter2-secret' },
    };

    logger.info({ req }, 'incoming request');

    for (const secret of secrets) expect(text()).not.toContain(secret);
    const line = lines()[0]!;
    expect(line).toMatchObject({ req: { id: 'req-1', method: 'GET', remoteAddress: '10.0.0.7' } });
    const url = (line.req as { url: string }).url;
    expect(url.startsWith('/v1/kyc/lookup?')).toBe(true);
    expect(new URLSearchParams(url.split('?')[1]).get('step')).toBe('2');
  });

  it('logs a child logger bound to sensitive fields without them', () => {
    const { logger, text } = capturedLogger();
    logger.child({ pan: 'ABCPV1234K' }).info({ user: { otp: '123456' } }, 'child');
    expect(text()).not.toContain('ABCPV1234K');
    expect(text()).not.toContain('123456');
    expect(text()).toContain('child');
  });
});

describe('redaction at any depth and case', () => {
  it('masks sensitive keys nested deeper than the fixed paths and in other letter cases', () => {
    const { logger, text } = capturedLogger();
    logger.info(
      {
        a: { b: { c: { d: { otp: '123456' } } } },
        PAN: 'ABCPV1234K',
        list: [{ AccountNumber: '1234567890' }],
      },
      'nested',
    );
    expect(text()).toContain('nested');
    for (const secret of ['123456', 'ABCPV1234K', '1234567890']) expect(text()).not.toContain(secret);
  });
});
