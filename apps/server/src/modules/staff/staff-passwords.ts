import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

// A hash of nothing anyone knows, made once: an unknown e-mail is checked against it, so the
// answer takes as long as for a real account and the timing does not tell which e-mails exist.
let dummyHash: Promise<string> | undefined;

/** Makes the stand-in hash ahead of the first unknown e-mail, so even that answer is not slower. */
export function primeDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(`no account ${Math.random()}`);
  return dummyHash;
}

/** Whether the password matches; with no hash (unknown e-mail) spends the same time and answers false. */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (hash === undefined) {
    await argon2.verify(await primeDummyHash(), password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
