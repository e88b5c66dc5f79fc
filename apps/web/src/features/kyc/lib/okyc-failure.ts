import { messages } from '@kredo/contract/messages';
import type { ApiRequestError } from '../../../lib/api-error';

export type OkycFailure =
  /** The OTP was wrong and may be typed again: its message shows under the field. */
  | { kind: 'retry-otp' }
  /** The session is over: start a new one (a new captcha), saying why. */
  | { kind: 'restart'; notice: string | undefined };

/**
 * What the OKYC screen does after a refusal (spec 000 §4.6, §8): OTP errors show the server's
 * message; a captcha or number refused by the server shows under its field and the session
 * starts again (its captcha is spent); an OTP that can no longer work asks for a new one; any
 * other failure starts again with 'something went wrong, Please try again!'.
 */
export function okycFailureOf(error: ApiRequestError, step: 'aadhaar' | 'otp'): OkycFailure {
  if (step === 'otp' && error.code === 'OTP_REFUSED') return { kind: 'retry-otp' };
  if (error.body.fieldErrors && Object.keys(error.body.fieldErrors).length > 0)
    return { kind: 'restart', notice: undefined };
  const spokenByServer =
    error.status === 409 ||
    error.status === 429 ||
    (error.status === 400 && error.message !== messages.genericRequestFailure);
  return { kind: 'restart', notice: spokenByServer ? error.message : messages.kycTryAgain };
}
