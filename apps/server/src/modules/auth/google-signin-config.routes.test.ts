import { afterEach, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp, type TestAppOptions } from '../../../test/helpers/test-app.ts';

describe('GET /api/hagrid/signin/google/config', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function configOf(options: TestAppOptions) {
    t = await buildTestApp(options);
    const answer = await t.app.inject('/api/hagrid/signin/google/config');
    expect(answer.statusCode).toBe(200);
    return { body: answer.json(), csp: String(answer.headers['content-security-policy']) };
  }

  it('sends the web app to the sandbox issuer in sandbox mode, and Google stays out of the CSP', async () => {
    const { body, csp } = await configOf({ mode: 'sandbox' });
    expect(body).toEqual({ provider: 'sandbox' });
    expect(csp).not.toContain('accounts.google.com');
  });

  it("gives Google's client id when one is configured, and lets Google's button into the CSP", async () => {
    const clientId = '1234567890-abc.apps.googleusercontent.com';
    const { body, csp } = await configOf({ mode: 'sandbox', googleClientId: clientId });
    expect(body).toEqual({ provider: 'google', clientId });
    for (const directive of ['script-src', 'style-src', 'connect-src', 'frame-src']) {
      expect(csp).toMatch(new RegExp(`${directive} [^;]*https://accounts\\.google\\.com/gsi/`));
    }
  });

  it('says Google sign-in is unavailable in production without a client id', async () => {
    const { body } = await configOf({ mode: 'production' });
    expect(body).toEqual({ provider: 'unavailable' });
  });
});
