// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { initI18n } from '../../lib/i18n';
import { sessionKeys } from '../../lib/session';
import { makeJwt } from '../../test/jwt';
import { stubFetch } from '../../test/stub-fetch';
import { AppRoutes } from '../app';

const userId = '2b1c2e4e-1c1d-4f7a-9a51-6a0d8e1f2b3c';
const linkToken = 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.partner-link-token';
const link = {
  partnerId: 'healwise',
  expiresAt: '2026-12-01T00:00:00.000Z',
  mobile: '9123456780',
  utm_source: 'healwise',
  redirect: 'loans',
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

/** The app at `path`, with every address it has been at (the hash router's path and query). */
async function renderAt(path: string) {
  const addresses: string[] = [];
  function Probe() {
    const { pathname, search } = useLocation();
    if (addresses.at(-1) !== `${pathname}${search}`) addresses.push(`${pathname}${search}`);
    return null;
  }
  initI18n();
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Probe />
      </MemoryRouter>,
    );
  });
  return addresses;
}

const field = async (label: string) => (await screen.findByLabelText(label)) as HTMLInputElement;

describe('the mobile of a link leaves the address once read', () => {
  it("prefills the sign-in with a partner link's mobile, the token and the mobile gone from the address", async () => {
    stubFetch(({ url }) =>
      url === '/links/partner-link/verify' ? Response.json(link) : Response.json({}, { status: 404 }),
    );
    const addresses = await renderAt(`/healwise?link=${linkToken}`);

    expect((await field('Mobile Number')).value).toBe('9123456780');
    await waitFor(() => expect(addresses.at(-1)).toBe('/healwise?redirect=loans'));
    expect(addresses.slice(1).join(' ')).not.toMatch(/9123456780|link=/);

    // The other sign-in is prefilled too.
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with date of birth instead' }));
    await waitFor(async () => expect((await field('Mobile Number')).value).toBe('9123456780'));
  });

  it("signs a single sign-on link's person in with no mobile or token left in the address", async () => {
    stubFetch(({ url }) => {
      if (url === '/links/partner-link/verify') return Response.json({ ...link, sso: true });
      if (url === '/api/hagrid/signin/partner')
        return Response.json({
          token: makeJwt({ sub: userId, exp: 4_000_000_000 }),
          userId,
          roles: ['BORROWER'],
          existing: true,
          mobileOtpVerified: true,
          link: { ...link, sso: true },
        });
      return new Promise<Response>(() => undefined) as unknown as Response;
    });
    const addresses = await renderAt(`/healwise?link=${linkToken}&mobile=9123456780`);

    await waitFor(() => expect(localStorage.getItem(sessionKeys.accessToken)).toBeTruthy());
    await waitFor(() => expect(addresses.at(-1)).toBe('/healwise?redirect=loans'));
    expect(addresses.slice(1).join(' ')).not.toMatch(/9123456780|link=/);
  });

  it('takes a PAN and mobile of the address into the sign-in and out of the address', async () => {
    stubFetch(() => Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 }));
    const addresses = await renderAt('/healwise?pan=abcpv1234k&mobile=9876543210&utm_campaign=spring');

    expect((await field('PAN')).value).toBe('ABCPV1234K');
    expect((await field('Mobile Number')).value).toBe('9876543210');
    await waitFor(() => expect(addresses.at(-1)).toBe('/healwise?utm_campaign=spring'));
    expect((await field('Mobile Number')).value).toBe('9876543210');

    fireEvent.click(screen.getByRole('button', { name: 'Sign in with date of birth instead' }));
    await waitFor(async () => expect((await field('Mobile Number')).value).toBe('9876543210'));
  });
});
