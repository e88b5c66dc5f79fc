import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type * as z from 'zod/v4/core';

import { ApiRequestError, errorText } from '../lib/api-error';

type FormSchema = z.$ZodType<FieldValues, FieldValues>;

type FormProps<S extends FormSchema> = {
  /** The contract's request schema, or one built from its parts. */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  onSubmit: (values: z.output<S>) => Promise<void> | void;
  'aria-label'?: string;
  children: ReactNode;
};

/**
 * The console's one form: react-hook-form validated by a zod schema, fields bound by name. A
 * refusal from the server shows its message above the fields and its field errors on the fields.
 */
export function Form<S extends FormSchema>({
  schema,
  defaultValues,
  onSubmit,
  children,
  ...props
}: FormProps<S>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues });
  const [failure, setFailure] = useState<unknown>();

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(error);
      if (!(error instanceof ApiRequestError)) throw error;
      for (const [name, [message]] of Object.entries(error.body.fieldErrors ?? {})) {
        if (message) form.setError(name as Path<z.input<S>>, { type: 'server', message });
      }
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
        <Stack spacing={2}>
          {failure !== undefined && <Alert severity="error">{errorText(failure)}</Alert>}
          {children}
        </Stack>
      </form>
    </FormProvider>
  );
}
