import { staffSignInBodySchema } from '@kredo/contract/staff';
import Button from '@mui/material/Button';

import { Form } from '../../../components/form';
import { FormTextField } from '../../../components/form-text-field';
import { text } from '../../../text';
import { useSignIn } from '../api/sign-in';

export function PasswordStep({ onPassed }: { onPassed: (challengeId: string) => void }) {
  const signIn = useSignIn();
  return (
    <Form
      aria-label={text.signIn.title}
      schema={staffSignInBodySchema}
      defaultValues={{ email: '', password: '' }}
      onSubmit={async (values) => onPassed((await signIn.mutateAsync(values)).challengeId)}
    >
      <FormTextField name="email" label={text.signIn.email} type="email" autoComplete="username" autoFocus />
      <FormTextField
        name="password"
        label={text.signIn.password}
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" variant="contained" loading={signIn.isPending}>
        {text.signIn.submit}
      </Button>
    </Form>
  );
}
