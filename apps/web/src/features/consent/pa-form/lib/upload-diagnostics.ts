import type { LogEventBody } from '@kredo/contract/events';
import { ApiRequestError } from '../../../../lib/api-error';

/** The Network Information API, where the browser has it (Chrome on Android does). */
type NetworkInformation = { downlink?: number; effectiveType?: string; type?: string; rtt?: number };

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** The diagnostic events of the form's photos: the selfie's is spec 001 §8's. */
export type UploadFailureEventName = 'PaFormSelfieUploadFailed' | 'PaFormChequeUploadFailed';

/**
 * The diagnostic entry of a failed photo upload (spec 001 §8): the network's speed and type, the
 * picture's size and the user; never the picture, a token or a header.
 */
export function uploadFailureEvent(
  eventName: UploadFailureEventName,
  userId: string,
  imageBytes: number,
  error: unknown,
): LogEventBody {
  const network = connection();
  const answer = error instanceof ApiRequestError ? { status: error.status, code: error.code } : {};
  return {
    event_name: eventName,
    event_data: {
      imageSizeBytes: imageBytes,
      networkSpeedMbps: network?.downlink ?? null,
      networkRttMs: network?.rtt ?? null,
      networkType: network?.type ?? null,
      effectiveNetworkType: network?.effectiveType ?? null,
      ...answer,
    },
    user_id: userId,
    type: 'web_error',
  };
}
