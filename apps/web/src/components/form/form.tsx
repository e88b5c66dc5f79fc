import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ComponentProps, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Mode,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { ApiRequestError } from '../../lib/api-error';
import { ErrorMessage } from '../error-message';

type FormSchema = z.$ZodType<FieldValues, FieldValues>;

type FormProps<S extends FormSchema> = Pick<
  ComponentProps<'form'>,
  'id' | 'aria-label' | 'aria-labelledby'
> & {
  /** The contract's request schema, or a `.pick`/`.extend` of it; its messages are the catalogue's. */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /**
   * Called with the parsed output only when the schema accepts the input; `form` lets a check
   * the schema cannot make (a look-up) refuse a field as the schema would.
   */
  onSubmit: (
    values: z.output<S>,
    form: UseFormReturn<z.input<S>, unknown, z.output<S>>,
  ) => Promise<void> | void;
  /**
   * Shows a server's refusal some other way (the sign-in screens use a snackbar) instead of above
   * the fields; its field errors still go to the fields.
   */
  onFailure?: (error: ApiRequestError) => void;
  /** When fields are checked; a screen whose Continue waits for valid input checks as it is typed. */
  mode?: Mode;
  children: ReactNode;
};

/**
 * The one way to build a form (STYLE.md): react-hook-form validated by the zod schema, fields
 * bound by name through the form context. When `onSubmit` throws, the error is shown above the
 * fields; an ApiRequestError's `fieldErrors` go to the fields they name.
 */
export function Form<S extends FormSchema>({
  schema,
  defaultValues,
  onSubmit,
  onFailure,
  mode,
  children,
  ...props
}: FormProps<S>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    ...(mode && { mode }),
  });
  const [failure, setFailure] = useState<unknown>();

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values, form);
    } catch (error) {
      // Anything but an answer from the server is a bug: shown as the generic message, and
      // rethrown so it is reported rather than swallowed.
      if (!(error instanceof ApiRequestError)) {
        setFailure(error);
        throw error;
      }
      if (onFailure) onFailure(error);
      else setFailure(error);
      Object.entries(error.body.fieldErrors ?? {}).forEach(([name, [message]], index) => {
        if (!message) return;
        form.setError(name as Path<z.input<S>>, { type: 'server', message }, { shouldFocus: index === 0 });
      });
    }
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        {...props}
        onSubmit={(event) => {
          setFailure(undefined);
          void submit(event);
        }}
      >
        {failure !== undefined && <ErrorMessage error={failure} />}
        {children}
      </form>
    </FormProvider>
  );
}
