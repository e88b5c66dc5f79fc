import { describe, expect, it } from 'vitest';
import {
  addPaise,
  allocatePaise,
  basisPoints,
  multiplyPaiseByBasisPoints,
  paise,
  percentToBasisPoints,
  subtractPaise,
  sumPaise,
} from './money.ts';

describe('paise', () => {
  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, -(2 ** 53)])('refuses %s', (n) => {
    expect(() => paise(n)).toThrow(RangeError);
  });

  it('accepts negative amounts and turns -0 into 0', () => {
    expect(paise(-250)).toBe(-250);
    expect(Object.is(paise(-0), 0)).toBe(true);
  });
});

describe('paise arithmetic', () => {
  it('adds, subtracts and sums exactly', () => {
    expect(addPaise(paise(10), paise(20))).toBe(30);
    expect(subtractPaise(paise(10), paise(20))).toBe(-10);
    expect(sumPaise([paise(1), paise(2), paise(-3), paise(40)])).toBe(40);
    expect(sumPaise([])).toBe(0);
  });

  it('refuses a result past the safe range instead of losing paise', () => {
    expect(() => addPaise(paise(Number.MAX_SAFE_INTEGER), paise(1))).toThrow(RangeError);
    expect(() => sumPaise([paise(Number.MAX_SAFE_INTEGER), paise(1)])).toThrow(RangeError);
  });
});

describe('multiplyPaiseByBasisPoints', () => {
  it('takes 2.5% of 1,000 rupees', () => {
    expect(multiplyPaiseByBasisPoints(paise(100_000), basisPoints(250), 'half-up')).toBe(2500);
  });

  it.each([
    [1, 5000, 1, 0, 1],
    [-1, 5000, -1, 0, -1],
    [3, 1, 0, 0, 1],
    [149, 100, 1, 1, 2],
    [150, 100, 2, 1, 2],
  ])('%i paise at %i bps: half-up %i, down %i, up %i', (amount, rate, halfUp, down, up) => {
    expect(multiplyPaiseByBasisPoints(paise(amount), basisPoints(rate), 'half-up')).toBe(halfUp);
    expect(multiplyPaiseByBasisPoints(paise(amount), basisPoints(rate), 'down')).toBe(down);
    expect(multiplyPaiseByBasisPoints(paise(amount), basisPoints(rate), 'up')).toBe(up);
  });

  it('reads percentages as basis points', () => {
    expect(percentToBasisPoints('2.5')).toBe(250);
    expect(percentToBasisPoints('42')).toBe(4200);
    expect(percentToBasisPoints('0.01')).toBe(1);
    expect(() => percentToBasisPoints('2.555')).toThrow(RangeError);
  });
});

describe('allocatePaise', () => {
  it('gives the leftover paisa to the largest remainder, earlier part first on a tie', () => {
    expect(allocatePaise(paise(100), [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocatePaise(paise(-100), [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocatePaise(paise(100), [1, 2])).toEqual([33, 67]);
    expect(allocatePaise(paise(10), [0, 1])).toEqual([0, 10]);
  });

  it.each([[[]], [[0, 0]], [[1, -1]], [[0.5, 1]]])('refuses weights %j', (weights) => {
    expect(() => allocatePaise(paise(100), weights)).toThrow(RangeError);
  });
});
