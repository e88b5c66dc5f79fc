import { useDigilockerRoundTrip } from '../../../features/kyc/lib/use-digilocker-round-trip';
import { useBrand } from '../../../lib/brand-context';
import { readUserId } from '../../../lib/session';

const noop = () => undefined;

/**
 * What the DigiLocker screen needs on a correction screen (`screenPath`, under the partner's
 * segment): the return read from the query, the way to the consent page with this screen as the
 * return, invoked by the incomplete-info area, and the error logged for a return without userId.
 */
export function useDigilockerCorrection(screenPath: string) {
  const brand = useBrand();
  const userId = readUserId() ?? '';
  const invoker = 'INCOMPLETE_INFO';
  const roundTrip = useDigilockerRoundTrip(brand.path(screenPath), { userId, invoker });
  return { userId, invoker, ...roundTrip, onVerified: noop } as const;
}
