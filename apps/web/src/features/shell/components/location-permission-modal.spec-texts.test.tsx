// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { LocationPermissionModal } from './location-permission-modal';

/* The location modal shows spec 000's quoted title and buttons (§2.2 item 6; docs/texts.md). */

describe("the location permission modal's spec texts", () => {
  it("is titled 'Location Permission' with Deny and Accept", () => {
    initI18n();
    render(<LocationPermissionModal open onDeny={() => {}} onAccept={() => {}} />);

    expect(screen.getByRole('dialog', { name: 'Location Permission' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deny' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
  });
});
