import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PiiCipher } from '../../lib/crypto/pii.ts';
import { findAuthority, insertAuthority, type StoredAuthority } from './esign.repository.ts';
import { createSandboxRoot, type SandboxAuthority } from './sandbox-ca.ts';

const rootId = 'root';
const sealContext = (id: string) => `esign_sandbox_authorities.sealed_private_key:${id}`;

/**
 * The sandbox CA's root, made once and kept in the database with its key sealed by the PII
 * cipher, so it survives restarts (signed PDFs keep verifying) and a copy of the database alone
 * cannot sign. Made on first use, not at start, so servers and tests that never sign pay nothing.
 * A failed load is forgotten, so the next call tries again.
 */
export function sandboxAuthorityLoader(deps: { db: Db; clock: Clock; cipher: PiiCipher }) {
  let loading: Promise<SandboxAuthority> | undefined;

  async function load(): Promise<SandboxAuthority> {
    const stored = await findAuthority(deps.db, rootId);
    if (stored) return open(stored);
    const created = await createSandboxRoot(deps.clock.now());
    await insertAuthority(deps.db, {
      id: rootId,
      certificatePem: created.certificatePem,
      sealedPrivateKey: deps.cipher.encrypt(sealContext(rootId), created.privateKeyPem),
      createdAt: deps.clock.now(),
    });
    // Another server may have written its root first; theirs is the one kept.
    const kept = await findAuthority(deps.db, rootId);
    if (!kept) throw new Error('The sandbox eSign CA vanished after its insert');
    return open(kept);
  }

  function open(stored: StoredAuthority): SandboxAuthority {
    return {
      certificatePem: stored.certificatePem,
      privateKeyPem: deps.cipher.decrypt(sealContext(stored.id), stored.sealedPrivateKey),
    };
  }

  return (): Promise<SandboxAuthority> => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
