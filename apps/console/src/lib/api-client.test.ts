import { staffMessages } from '@kredo/contract/staff';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { text } from '../text';
import { aStaffSession } from '../test/fixtures';
import { errorResponse, stubFetch } from '../test/stub-fetch';
import { apiClient, pathWith } from './api-client';
import { ApiRequestError } from './api-error';
import { lastSessionEnd, readStoredToken, saveSession } from './session';

async function failureOf(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiRequestError))
    throw new Error(`expected an ApiRequestError, got ${String(error)}`);
  return error;
}

describe('the API client', () => {
  it('sends the staff token and the query, and checks the answer against the schema', async () => {
    saveSession(aStaffSession());
    const calls = stubFetch(() => Response.json({ items: 3 }));

    const answer = await apiClient.get('/back-office/applications', {
      query: { status: 'INITIATED', olderThanHours: undefined },
      schema: z.object({ items: z.number() }),
    });

    expect(answer).toEqual({ items: 3 });
    expect(calls[0]?.url).toBe('/back-office/applications?status=INITIATED');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer staff-token');
  });

  it("passes on the server's message and field errors", async () => {
    stubFetch(() =>
      Response.json(
        {
          code: 'VALIDATION_FAILED',
          message: 'Please enter correct details',
          fieldErrors: { amount: ['Too big'] },
        },
        { status: 400 },
      ),
    );

    const error = await failureOf(apiClient.post('/back-office/applications/x/approve', { body: {} }));

    expect(error.status).toBe(400);
    expect(error.message).toBe('Please enter correct details');
    expect(error.body.fieldErrors).toEqual({ amount: ['Too big'] });
  });

  it('says something generic when the failure is not in the error shape', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));

    const error = await failureOf(apiClient.get('/back-office/applications'));

    expect(error.code).toBe('PROVIDER_UNAVAILABLE');
    expect(error.message).toBe(text.genericFailure);
  });

  it('ends the session on a 401 to a call that carried the token', async () => {
    saveSession(aStaffSession());
    stubFetch(() => errorResponse(401, 'UNAUTHENTICATED', staffMessages.sessionExpired));

    await failureOf(apiClient.get('/back-office/applications'));

    expect(readStoredToken()).toBeNull();
    expect(lastSessionEnd()).toBe('expired');
  });

  it('never sends a token past its expiry: the session ends without a call', async () => {
    saveSession(aStaffSession({ expiresAt: new Date(Date.now() - 1_000).toISOString() }));
    const calls = stubFetch(() => Response.json({}));

    const error = await failureOf(apiClient.get('/back-office/applications'));

    expect(error.message).toBe(staffMessages.sessionExpired);
    expect(calls).toHaveLength(0);
    expect(readStoredToken()).toBeNull();
  });

  it('fills path parameters, encoded', () => {
    expect(pathWith('/back-office/applications/:applicationId/audit', { applicationId: 'a/b' })).toBe(
      '/back-office/applications/a%2Fb/audit',
    );
  });
});
