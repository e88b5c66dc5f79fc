import type { Address } from '@kredo/contract/application-profile';
import type { AddressCheck } from '@kredo/domain/underwriting';

import type { AppDeps } from '../../app-deps.ts';
import type { AddressKind } from '../../providers/document-checks/index.ts';
import type { CheckedEvidence } from './underwriting-records.ts';

type Deps = Pick<AppDeps, 'cipher' | 'documentChecks'>;
type Fingerprints = CheckedEvidence['addressFingerprints'];

const lines = ['house', 'street', 'locality', 'landmark', 'pincode'] as const;

const complete = (address: Address | undefined): address is Address =>
  address !== undefined && lines.every((line) => (address[line] ?? '').trim() !== '');

/** A keyed hash of the address, so "has it changed?" is answered without keeping it in clear. */
function fingerprintOf(deps: Pick<AppDeps, 'cipher'>, address: Address | undefined): string | null {
  if (!complete(address)) return null;
  const normal = lines.map((line) => (address[line] ?? '').trim().replace(/\s+/g, ' ').toUpperCase());
  return deps.cipher.hash('address-fingerprint', JSON.stringify(normal));
}

export type AddressFacts = Record<AddressKind, Address | undefined>;

/**
 * Each address: INCOMPLETE when a line is missing (one the flow does not ask for is checked
 * only when given in full), else what the verifier says. `baseline` holds the fingerprints the first
 * automatic decision saw: the addresses the borrower applied with.
 */
export async function checkAddresses(
  deps: Deps,
  input: { pan: string; flow: string; addresses: AddressFacts; baseline: Fingerprints | null },
): Promise<{ checks: Record<AddressKind, AddressCheck>; fingerprints: Fingerprints }> {
  const fingerprints: Fingerprints = {
    residence: fingerprintOf(deps, input.addresses.residence),
    permanent: fingerprintOf(deps, input.addresses.permanent),
    work: fingerprintOf(deps, input.addresses.work),
  };
  const check = async (kind: AddressKind): Promise<AddressCheck> => {
    const address = input.addresses[kind];
    const asked = kind === 'residence' || input.flow === 'main';
    if (!complete(address)) return asked ? 'INCOMPLETE' : 'VERIFIED';
    const baseline = input.baseline ? input.baseline[kind] : fingerprints[kind];
    return deps.documentChecks.verifyAddress({
      pan: input.pan,
      kind,
      address,
      unchangedSinceApplication: baseline === fingerprints[kind],
    });
  };
  const [residence, permanent, work] = await Promise.all([
    check('residence'),
    check('permanent'),
    check('work'),
  ]);
  return { checks: { residence, permanent, work }, fingerprints };
}
