/**
 * Work over a table in pages by id, `workers` pages at once: each page is read after the last
 * one's last id (one read at a time, so no two workers take the same rows) and handed to `work`,
 * whose answers (rows done) are summed. Used by the close of business, whose batches each take
 * a page of loans or of credit lines.
 */
export async function workInPages<Row extends { id: string }>(
  readPage: (after: string | undefined) => Promise<Row[]>,
  workers: number,
  work: (page: Row[]) => Promise<number>,
): Promise<number> {
  let after: string | undefined;
  let done = 0;
  let reading: Promise<unknown> = Promise.resolve();
  const nextPage = () => {
    const page = reading.then(async () => {
      const rows = await readPage(after);
      after = rows.at(-1)?.id ?? after;
      return rows;
    });
    reading = page;
    return page;
  };
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (;;) {
        const page = await nextPage();
        if (page.length === 0) return;
        // Awaited first: `done += await …` would read `done` before the wait and lose the other
        // workers' pages finished meanwhile.
        const finished = await work(page);
        done += finished;
      }
    }),
  );
  return done;
}
