import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import {
  createLocalJWKSet,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importPKCS8,
  type CryptoKey,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';

import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PiiCipher } from '../../lib/crypto/pii.ts';
import { identitySandboxKeys, type StoredIdentityKey } from './sandbox.schema.ts';

export type SandboxSigningKey = {
  kid: string;
  privateKey: CryptoKey;
  /** The public key, as Google publishes its own. */
  jwks: JSONWebKeySet;
  keys: JWTVerifyGetKey;
};

const keyId = 'signing';
const sealContext = (id: string) => `identity_sandbox_keys.sealed_private_key:${id}`;

async function findKey(db: Db, id: string): Promise<StoredIdentityKey | undefined> {
  const [row] = await db.select().from(identitySandboxKeys).where(eq(identitySandboxKeys.id, id));
  return row;
}

/**
 * The sandbox issuer's key pair, kept in the database with its private key sealed by the PII
 * cipher, so every server signs and verifies with the same one. Made on first use, not at
 * start: servers that start together each may make one, the first written is kept and every
 * server reads that one back. A failed load is forgotten, so the next call tries again.
 */
export function sandboxSigningKeyLoader(deps: { db: Db; clock: Clock; cipher: PiiCipher }) {
  let loading: Promise<SandboxSigningKey> | undefined;

  async function create(): Promise<StoredIdentityKey> {
    const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
    await deps.db
      .insert(identitySandboxKeys)
      .values({
        id: keyId,
        kid: randomUUID(),
        publicJwk: await exportJWK(publicKey),
        sealedPrivateKey: deps.cipher.encrypt(sealContext(keyId), await exportPKCS8(privateKey)),
        createdAt: deps.clock.now(),
      })
      .onConflictDoNothing();
    const kept = await findKey(deps.db, keyId);
    if (!kept) throw new Error('The sandbox identity key vanished after its insert');
    return kept;
  }

  async function open(stored: StoredIdentityKey): Promise<SandboxSigningKey> {
    const privateKey = await importPKCS8(
      deps.cipher.decrypt(sealContext(stored.id), stored.sealedPrivateKey),
      'RS256',
    );
    const jwks: JSONWebKeySet = {
      keys: [{ ...stored.publicJwk, kid: stored.kid, alg: 'RS256', use: 'sig' }],
    };
    return { kid: stored.kid, privateKey, jwks, keys: createLocalJWKSet(jwks) };
  }

  return (): Promise<SandboxSigningKey> => {
    loading ??= (async () => open((await findKey(deps.db, keyId)) ?? (await create())))().catch(
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}
