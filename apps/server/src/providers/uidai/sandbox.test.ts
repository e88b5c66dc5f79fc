import { isAadhaar } from '@kredo/domain/validators/aadhaar';
import { describe, expect, it } from 'vitest';

import { sandboxMessagingMagic } from '../messaging/sandbox.ts';
import { drawResidentPhoto } from './sandbox-photo.ts';
import { sandboxResidents, sandboxUidaiMagic } from './sandbox-residents.ts';
import { eKycOf } from './sandbox.ts';

describe('the sandbox Aadhaar register', () => {
  it('holds valid, distinct Aadhaar numbers, the magic ones valid too', () => {
    const numbers = sandboxResidents.map((resident) => resident.aadhaar);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const number of [...numbers, sandboxUidaiMagic.uidaiDown])
      expect(isAadhaar(number), number).toBe(true);
    expect(numbers).not.toContain(sandboxUidaiMagic.uidaiDown);
  });

  it("has the demo borrower's record, and no resident's mobile is a messaging magic number", () => {
    expect(sandboxResidents).toContainEqual(
      expect.objectContaining({ name: 'Asha Verma', dob: '1990-05-15', mobile: '9876543210', gender: 'F' }),
    );
    const magic: string[] = [
      sandboxMessagingMagic.undeliverableMobile,
      sandboxMessagingMagic.gatewayDownMobile,
    ];
    for (const resident of sandboxResidents) expect(magic).not.toContain(resident.mobile);
  });

  it("gives each resident's e-KYC a real PNG photo and only the last four digits of the number", () => {
    const [first] = sandboxResidents;
    const ekyc = eKycOf(first!);
    expect(ekyc.aadhaarLast4).toBe(first!.aadhaar.slice(-4));
    const png = Buffer.from(ekyc.photoPng);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(96);
    expect(png.readUInt32BE(20)).toBe(120);
    expect(drawResidentPhoto('#000000').equals(drawResidentPhoto('#000000'))).toBe(true);
  });
});
