import { ApiRequestError } from '../../../../lib/api-error';

/**
 * A refusal whose field errors name the body's fields (`bankAccount.ifsc`, `nominee.dob`),
 * renamed to the form's (`ifsc`, `dob`), so the form shows each against its field.
 */
export function withFormFieldErrors(error: unknown, bodyField: string): unknown {
  if (!(error instanceof ApiRequestError) || !error.body.fieldErrors) return error;
  const prefix = `${bodyField}.`;
  const fieldErrors = Object.fromEntries(
    Object.entries(error.body.fieldErrors).map(([path, errors]) => [
      path.startsWith(prefix) ? path.slice(prefix.length) : path,
      errors,
    ]),
  );
  return new ApiRequestError(error.status, { ...error.body, fieldErrors });
}
