import { messages } from '@kredo/contract/messages';

import { AppError } from '../../lib/app-error.ts';
import { DigilockerError } from '../../providers/digilocker/index.ts';
import { UidaiError } from '../../providers/uidai/index.ts';

/** The verification cannot go on: the web app starts a new one with this message. */
export function restartKyc(why: string, message: string = messages.kycTryAgain): AppError {
  return new AppError('CONFLICT', why, { userMessage: message });
}

const aadhaarField = (message: string) => ({ userMessage: message, fieldErrors: { aadhaar_no: [message] } });

/**
 * What the borrower is told when UIDAI refuses or fails (docs/decisions.md, KYC). A refused
 * captcha or number is a field error; a wrong OTP with tries left is OTP_REFUSED and the OTP
 * stays; an OTP that can no longer work asks for a new one; an outage is 502 or 503.
 */
export function uidaiRefusal(error: UidaiError): AppError {
  const options = { cause: error };
  switch (error.reason) {
    case 'captcha_unavailable':
      return new AppError('SERVICE_UNAVAILABLE', error.message, {
        ...options,
        userMessage: messages.kycTryAgain,
        retryAfterSeconds: 1,
      });
    case 'service_down':
      return new AppError('PROVIDER_UNAVAILABLE', error.message, {
        ...options,
        userMessage: messages.kycTryAgain,
      });
    case 'wrong_captcha':
      return new AppError('VALIDATION_FAILED', error.message, {
        ...options,
        userMessage: messages.enterValidCaptcha,
        fieldErrors: { captcha: [messages.enterValidCaptcha] },
      });
    // UIDAI says the number does not exist; we say the spec's 'Enter Valid Aadhar Number'.
    case 'aadhaar_not_found':
      return new AppError('VALIDATION_FAILED', error.message, {
        ...options,
        ...aadhaarField(messages.enterValidAadhaar),
      });
    case 'no_mobile_linked':
      return new AppError('VALIDATION_FAILED', error.message, {
        ...options,
        ...aadhaarField(messages.aadhaarWithoutMobile),
      });
    case 'otp_incorrect':
      return new AppError('OTP_REFUSED', error.message, {
        ...options,
        userMessage: messages.incorrectOtp,
        fieldErrors: { otp: [messages.incorrectOtp] },
      });
    case 'otp_expired':
    case 'otp_attempts_exhausted':
    case 'otp_not_requested':
      return restartKyc(error.message, messages.generateOtpAgain);
    case 'session_expired':
      return restartKyc(error.message);
  }
}

export function digilockerRefusal(error: DigilockerError): AppError {
  if (error.reason === 'service_down')
    return new AppError('PROVIDER_UNAVAILABLE', error.message, {
      cause: error,
      userMessage: messages.kycTryAgain,
    });
  return restartKyc(error.message);
}

/** Runs a provider call, turning its refusals into what the borrower is told. */
export async function withProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof UidaiError) throw uidaiRefusal(error);
    if (error instanceof DigilockerError) throw digilockerRefusal(error);
    throw error;
  }
}
