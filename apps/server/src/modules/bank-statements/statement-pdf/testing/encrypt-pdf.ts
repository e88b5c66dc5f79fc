import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A password-protected copy (AES-256) made with Debian's qpdf: pdf-lib cannot encrypt. For tests;
 * the owner password is derived so that it differs from the user's.
 */
export async function encryptPdf(bytes: Uint8Array, userPassword: string): Promise<Uint8Array> {
  const folder = await mkdtemp(join(tmpdir(), 'kredo-statement-'));
  try {
    const [input, output] = [join(folder, 'in.pdf'), join(folder, 'out.pdf')];
    await writeFile(input, bytes);
    await run('qpdf', ['--encrypt', userPassword, `${userPassword}-owner`, '256', '--', input, output]);
    return new Uint8Array(await readFile(output));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
