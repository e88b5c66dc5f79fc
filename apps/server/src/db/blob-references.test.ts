import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

import { blobReferences } from './blob-references.ts';
import * as schema from './schema.ts';

describe('blobReferences', () => {
  it('lists every column that names a blob, so that the migration of clear files misses none', () => {
    const blobColumns = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .flatMap((table) =>
        Object.values(getTableColumns(table))
          .filter((column) => column.name.endsWith('blob_key'))
          .map((column) => `${getTableName(table)}.${column.name}`),
      );
    const listed = blobReferences.map(
      (reference) => `${getTableName(reference.table)}.${reference.key.name}`,
    );
    expect(blobColumns.length).toBeGreaterThanOrEqual(3);
    expect(listed.sort()).toEqual(blobColumns.sort());
  });
});
