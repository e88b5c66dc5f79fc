// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { callsTo, consentServer, opportunityId, opportunityOf } from '../consent-test-kit';

afterEach(() => {
  vi.useRealTimers();
});

describe('the Udyam registration step', () => {
  it('saves the sector and name, then opens the registration page 2 s later with the way back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost:8080', pathname: '/', assign });
    const server = consentServer(
      opportunityOf({
        status: 'CUST_CONSENT_GIVEN',
        subStatuses: ['UDYAM_REG_FIELDS_PENDING', 'SHUBHSIGN_PENDING'],
      }),
      (_call, path) =>
        path === '/api/kyb-verification/udyam-registration-fields'
          ? Response.json({
              ok: true,
              registrationUrl: '/api/dev/udyam-registration?token=t-1&opportunityId=o-1',
            })
          : undefined,
    );
    await renderApp('/healwise/consent');

    expect(await screen.findByRole('heading', { level: 1, name: 'Udyam Registration' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Business sector' }), {
      target: { value: 'Retail' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Enterprise name' }), {
      target: { value: 'Asha Stores' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Taking you to the Udyam registration page…')).toBeTruthy();
    expect(callsTo(server, '/api/kyb-verification/udyam-registration-fields')[0]?.body).toEqual({
      opportunityId,
      businessSector: 'Retail',
      enterpriseName: 'Asha Stores',
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_900);
    });
    expect(assign).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    const target = new URL(String(assign.mock.calls[0]?.[0]), 'http://localhost:8080');
    expect(target.searchParams.get('token')).toBe('t-1');
    expect(target.searchParams.get('returnUrl')).toBe('http://localhost:8080/#/healwise/consent/redirection');
  });
});
