import { describe, expect, it } from 'vitest';

import { workInPages } from './paged-work.ts';

describe('work in pages', () => {
  it('hands every row to one worker once and counts every page, however the workers interleave', async () => {
    const rows = Array.from({ length: 95 }, (_, index) => ({ id: String(index).padStart(3, '0') }));
    const seen: string[] = [];
    const done = await workInPages(
      async (after) => rows.filter((row) => after === undefined || row.id > after).slice(0, 10),
      3,
      async (page) => {
        // Uneven waits, so the workers finish out of order.
        await new Promise((resolve) => setTimeout(resolve, (Number(page[0]?.id) % 7) * 2));
        seen.push(...page.map((row) => row.id));
        return page.length;
      },
    );
    expect(done).toBe(95);
    expect(seen.toSorted()).toEqual(rows.map((row) => row.id));
  });
});
