import { revealReturnUrl } from '@kredo/contract/kyc';
import { describe, expect, it } from 'vitest';
import { digilockerRedirectParam, readDigilockerReturn } from './digilocker-return';

describe('the DigiLocker return', () => {
  it('sends DigiLocker an obfuscated address of this screen with the userId and session', () => {
    const param = digilockerRedirectParam(
      { origin: 'http://localhost:8080', pathname: '/' },
      '/healwise/loan-application/kyc/digilocker',
      {
        userId: 'u-1',
        sessionId: 's-1',
        invoker: 'LOAN_APPLICATION',
        returnTo: '/loan-application/application-field',
      },
    );
    expect(param).not.toContain('u-1');
    expect(revealReturnUrl(param)).toBe(
      'http://localhost:8080/#/healwise/loan-application/kyc/digilocker?userId=u-1&session_id=s-1&invoker=LOAN_APPLICATION&returnTo=%2Floan-application%2Fapplication-field',
    );
  });

  it('reads a start, a return with a code or an error, and a return without the userId', () => {
    expect(readDigilockerReturn(new URLSearchParams('productCode=X'))).toEqual({ kind: 'start' });
    expect(
      readDigilockerReturn(
        new URLSearchParams('userId=u&session_id=s&invoker=INCOMPLETE_INFO&code=c&state=t'),
      ),
    ).toEqual({
      kind: 'back',
      userId: 'u',
      sessionId: 's',
      state: 't',
      invoker: 'INCOMPLETE_INFO',
      code: 'c',
    });
    expect(
      readDigilockerReturn(new URLSearchParams('userId=u&session_id=s&error=access_denied&state=t')),
    ).toMatchObject({
      kind: 'back',
      error: 'access_denied',
      invoker: 'LOAN_APPLICATION',
    });
    expect(readDigilockerReturn(new URLSearchParams('session_id=s&code=c&state=t'))).toEqual({
      kind: 'missing-user',
    });
  });
});
