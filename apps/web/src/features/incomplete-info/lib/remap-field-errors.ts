import { ApiRequestError } from '../../../lib/api-error';

/**
 * A refusal whose field errors are renamed to the form's fields (`profileData.workAddress.house`
 * to `workAddress.house`); paths the form has no field for are dropped, the message kept.
 */
export function remapFieldErrors(error: unknown, rename: (path: string) => string | undefined): unknown {
  if (!(error instanceof ApiRequestError) || !error.body.fieldErrors) return error;
  const fieldErrors: Record<string, string[]> = {};
  for (const [path, found] of Object.entries(error.body.fieldErrors)) {
    const name = rename(path);
    if (name) fieldErrors[name] = found;
  }
  return new ApiRequestError(error.status, { ...error.body, fieldErrors });
}

/** `profileData.x.y` to `x.y`. */
export const fromProfileData = (path: string) =>
  path.startsWith('profileData.') ? path.slice('profileData.'.length) : undefined;
