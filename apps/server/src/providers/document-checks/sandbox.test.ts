import { describe, expect, it } from 'vitest';

import { unconfiguredDocumentChecks } from './index.ts';
import { createSandboxDocumentChecks } from './sandbox.ts';

const checks = createSandboxDocumentChecks({ delayMs: 1 });
const image = (pan: string, docType: 'SELFIE' | 'PAN', version: number) =>
  checks.checkImage({ pan, docType, version, contentType: 'image/png', bytes: new Uint8Array([1]) });
const address = { house: '12A', street: 'Residency Road', locality: 'Ashok Nagar', pincode: '560001' };
const verify = (pan: string, kind: 'residence' | 'work' | 'permanent', unchangedSinceApplication: boolean) =>
  checks.verifyAddress({ pan, kind, address, unchangedSinceApplication });

describe('the sandbox document checks', () => {
  it('finds the first selfie of 9994 unclear and a later one clear', async () => {
    expect(await image('ABCPV9994K', 'SELFIE', 1)).toBe('UNCLEAR');
    expect(await image('ABCPV9994K', 'SELFIE', 2)).toBe('CLEAR');
    expect(await image('ABCPV9994K', 'PAN', 1)).toBe('CLEAR');
  });

  it('finds the first PAN image of 9995 unclear and a later one clear', async () => {
    expect(await image('ABCPV9995K', 'PAN', 1)).toBe('UNCLEAR');
    expect(await image('ABCPV9995K', 'PAN', 3)).toBe('CLEAR');
    expect(await image('ABCPV9995K', 'SELFIE', 1)).toBe('CLEAR');
  });

  it('refuses the work address 9996 applied with, and verifies a changed one', async () => {
    expect(await verify('ABCPV9996K', 'work', true)).toBe('MISMATCH');
    expect(await verify('ABCPV9996K', 'work', false)).toBe('VERIFIED');
    expect(await verify('ABCPV9996K', 'residence', true)).toBe('VERIFIED');
  });

  it('refuses the residence address 9997 applied with, and verifies a changed one', async () => {
    expect(await verify('ABCPV9997K', 'residence', true)).toBe('MISMATCH');
    expect(await verify('ABCPV9997K', 'residence', false)).toBe('VERIFIED');
    expect(await verify('ABCPV9997K', 'work', true)).toBe('VERIFIED');
  });

  it('finds everything clear and verified for other PANs', async () => {
    expect(await image('KLMPA0001Z', 'SELFIE', 1)).toBe('CLEAR');
    expect(await verify('KLMPA0001Z', 'residence', true)).toBe('VERIFIED');
  });

  it('fails as an outage when no service is configured', async () => {
    await expect(
      unconfiguredDocumentChecks.verifyAddress({
        pan: 'KLMPA0001Z',
        kind: 'work',
        address,
        unchangedSinceApplication: true,
      }),
    ).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  });
});
