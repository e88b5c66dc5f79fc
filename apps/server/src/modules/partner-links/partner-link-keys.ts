import { hkdfSync } from 'node:crypto';

import { partners } from '@kredo/contract/partners';

import { ConfigError } from '../../config/env.ts';

/**
 * One 256-bit key per partner. Production: PARTNER_LINK_KEYS as `id:base64,id:base64`; a partner
 * without a key cannot make links. Sandbox: derived from the server's own key material, and links
 * are minted by the dev route.
 */
export type PartnerLinkKeys = (partnerId: string) => Uint8Array | undefined;

export function parsePartnerLinkKeys(setting: string): PartnerLinkKeys {
  const keys = new Map<string, Uint8Array>();
  for (const entry of setting
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [id, encoded] = entry.split(':');
    const key = Buffer.from(encoded ?? '', 'base64');
    if (!id || key.length !== 32)
      throw new ConfigError(`PARTNER_LINK_KEYS: '${id ?? entry}' needs a base64 32-byte key`);
    keys.set(id, key);
  }
  return (partnerId) => keys.get(partnerId);
}

export function sandboxPartnerLinkKeys(secret: Uint8Array): PartnerLinkKeys {
  const keys = new Map(
    partners.map((partner) => [
      partner.id,
      new Uint8Array(hkdfSync('sha256', secret, Buffer.alloc(0), `partner-link:${partner.id}`, 32)),
    ]),
  );
  return (partnerId) => keys.get(partnerId);
}
