// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { LocationPermissionModal } from './location-permission-modal';

describe('location permission modal', () => {
  it('asks with the spec title and reports the answer', () => {
    initI18n();
    const onDeny = vi.fn();
    const onAccept = vi.fn();
    render(<LocationPermissionModal open onDeny={onDeny} onAccept={onAccept} />);

    expect(screen.getByRole('dialog', { name: 'Location Permission' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deny' }));

    expect(onAccept).toHaveBeenCalledOnce();
    expect(onDeny).toHaveBeenCalledOnce();
  });
});
