import { AppError } from '../lib/app-error.ts';

/**
 * A call to a provider production has not been configured with yet: it fails as an outage, so
 * callers handle it the way they handle the real provider being down.
 */
export const failAsUnconfigured = (service: string) => (): Promise<never> =>
  Promise.reject(new AppError('PROVIDER_UNAVAILABLE', `no ${service} is configured`));
