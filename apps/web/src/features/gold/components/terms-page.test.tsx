// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { goldServer } from '../gold-test-kit';

describe('Terms of Use (spec 002 §2)', () => {
  it("frames the vendor's terms page at the screen's full height", async () => {
    goldServer();
    await renderApp('/gold/terms-conditions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
    const frame = screen.getByTitle('The gold partner’s terms of use') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('./gold-vendor/terms.html');
    expect(getComputedStyle(frame).height).toBe(`${window.innerHeight}px`);
  });
});
