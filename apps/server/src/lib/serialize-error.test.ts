import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDeps } from '../../test/helpers/test-app.ts';
import type { AppDeps } from '../app-deps.ts';
import { users } from '../modules/users/users.schema.ts';
import { serializeError } from './serialize-error.ts';

describe('errors in the log', () => {
  let deps: AppDeps;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ deps, close } = await createTestDeps());
  });
  afterAll(() => close());

  it("keep a failed query's SQL and the database's error code but none of the person's data", async () => {
    const row = {
      id: randomUUID(),
      mobile: '9812398123',
      name: 'Meera Sharma',
      dateOfBirth: '1991-03-04',
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    await deps.db.insert(users).values(row);
    const failure = await deps.db
      .insert(users)
      .values({ ...row, id: randomUUID() })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);

    const logged = JSON.stringify(serializeError(failure));
    expect(logged).toContain('insert into');
    expect(logged).toContain('users_mobile_unique');
    expect(logged).toContain('23505'); // unique violation, from the cause
    for (const personal of ['9812398123', 'Meera Sharma', '1991-03-04'])
      expect(logged).not.toContain(personal);
  });

  it('keeps the stack frames and the chain of causes', () => {
    const error = new Error('outer', { cause: new TypeError('inner') });
    const serialized = serializeError(error);
    expect(serialized.stack).toMatch(/^\s+at /);
    expect(serialized.cause).toMatchObject({ type: 'TypeError', message: 'inner' });
  });
});
