import { locationBodySchema, locationPaths } from '@kredo/contract/location';
import { apiClient } from './api-client';

export type LocationPermission = 'granted' | 'prompt' | 'denied' | 'unavailable';

/** The browser's geolocation permission, without asking for it. */
export async function geolocationPermission(): Promise<LocationPermission> {
  if (typeof navigator === 'undefined' || !navigator.geolocation || !navigator.permissions)
    return 'unavailable';
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    return status.state;
  } catch {
    return 'unavailable';
  }
}

/** Reads the position (asking the browser's own prompt if needed) and sends it; never throws. */
export function sendCurrentLocation(): Promise<void> {
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const body = locationBodySchema.parse({ latitude: coords.latitude, longitude: coords.longitude });
        apiClient
          .post(locationPaths.location, { body })
          .catch(() => undefined)
          .finally(resolve);
      },
      () => resolve(),
      { maximumAge: 10 * 60_000, timeout: 20_000 },
    );
  });
}
