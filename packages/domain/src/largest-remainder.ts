/**
 * Splits `total` in proportion to `weights` so the parts sum exactly to `total`: each part gets the
 * floor of its exact share, and the units left over go to the largest fractional remainders (ties to
 * the earlier part, so the split is deterministic). Every part is within one unit of its exact share.
 * A negative total is split as its magnitude and negated, so allocate(-x) mirrors allocate(x).
 */
export function allocateLargestRemainder(total: bigint, weights: readonly bigint[]): bigint[] {
  if (weights.length === 0) throw new RangeError('At least one weight is needed');
  if (weights.some((weight) => weight < 0n)) throw new RangeError('Weights must not be negative');
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0n);
  if (weightSum === 0n) throw new RangeError('Weights must not all be zero');

  const sign = total < 0n ? -1n : 1n;
  const magnitude = total * sign;
  const parts = weights.map((weight) => (magnitude * weight) / weightSum);
  let left = magnitude - parts.reduce((sum, part) => sum + part, 0n);
  const byRemainder = weights
    .map((weight, index) => ({ index, remainder: (magnitude * weight) % weightSum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map((part) => part * sign);
}
