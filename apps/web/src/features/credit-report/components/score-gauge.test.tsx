// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { ScoreGauge } from './score-gauge';

/** Where the needle's tip is, relative to the gauge's centre (y up). */
function needleOf(score: number) {
  initI18n();
  const { container, unmount } = render(<ScoreGauge score={score} />);
  const needle = container.querySelector('[data-part="needle"]')!;
  const at = (name: string) => Number(needle.getAttribute(name));
  const tip = { dx: at('x2') - at('x1'), dy: at('y1') - at('y2') };
  const segments = container.querySelectorAll('[data-part="segment"]').length;
  unmount();
  return { ...tip, segments };
}

describe('the score gauge', () => {
  it('has five segments and points its needle at the score: 0 left, 50 up, 100 right', () => {
    const zero = needleOf(0);
    const half = needleOf(50);
    const full = needleOf(100);
    expect(zero.segments).toBe(5);
    expect(zero.dx).toBeLessThan(0);
    expect(Math.abs(zero.dy)).toBeLessThan(0.01);
    expect(Math.abs(half.dx)).toBeLessThan(0.01);
    expect(half.dy).toBeGreaterThan(0);
    expect(full.dx).toBeGreaterThan(0);
    // A quarter of the way is 45 degrees up from the left.
    const quarter = needleOf(25);
    expect(Math.abs(quarter.dx + quarter.dy)).toBeLessThan(0.02);
  });
});
