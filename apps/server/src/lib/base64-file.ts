import { AppError } from './app-error.ts';

const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The bytes of a file sent as base64 in JSON, plain or as a data URI (`data:image/png;base64,...`);
 * anything else is refused with the screen's own message.
 */
export function decodeBase64File(text: string, userMessage: string): Buffer {
  const body = text.replace(/^data:[\w.+-]+\/[\w.+-]+;base64,/, '').replace(/\s+/g, '');
  if (body.length === 0 || body.length % 4 !== 0 || !base64Pattern.test(body))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'file is not base64', { userMessage });
  return Buffer.from(body, 'base64');
}
