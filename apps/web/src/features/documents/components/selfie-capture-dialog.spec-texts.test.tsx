// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, userId } from './documents-test-kit';
import { SelfieCaptureDialog } from './selfie-capture-dialog';

/* The selfie camera shows spec 000's quoted 'Please enable camera permission' (§8 'Camera'; docs/texts.md). */

afterEach(() => {
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe("the selfie camera's spec texts", () => {
  it("says 'Please enable camera permission' when the camera is refused", async () => {
    const getUserMedia = vi.fn(() =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    );
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });

    renderSignedIn(<SelfieCaptureDialog open userId={userId} onClose={() => {}} onUploaded={() => {}} />);

    expect(await screen.findByText('Please enable camera permission')).toBeTruthy();
  });
});
