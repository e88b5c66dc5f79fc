import { staffMessages, staffTotpBodySchema } from '@kredo/contract/staff';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import * as z from 'zod/mini';

import { Form } from '../../../components/form';
import { FormTextField } from '../../../components/form-text-field';
import { ApiRequestError } from '../../../lib/api-error';
import { text } from '../../../text';
import { useVerifyTotp } from '../api/verify-totp';

const codeFormSchema = z.pick(staffTotpBodySchema, { code: true });

type CodeStepProps = {
  challengeId: string;
  /** Back to the password step, with why (the challenge ran out) or without (another account). */
  onRestart: (message?: string) => void;
};

export function CodeStep({ challengeId, onRestart }: CodeStepProps) {
  const verify = useVerifyTotp();
  return (
    <Form
      aria-label={text.signIn.codeTitle}
      schema={codeFormSchema}
      defaultValues={{ code: '' }}
      onSubmit={async ({ code }) => {
        try {
          await verify.mutateAsync({ challengeId, code });
        } catch (error) {
          const expired =
            error instanceof ApiRequestError && error.message === staffMessages.challengeExpired;
          if (!expired) throw error;
          onRestart(error.message);
        }
      }}
    >
      <Typography variant="body2">{text.signIn.codeHint}</Typography>
      <FormTextField
        name="code"
        label={text.signIn.code}
        autoComplete="one-time-code"
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <Button type="submit" variant="contained" loading={verify.isPending}>
        {text.signIn.verify}
      </Button>
      <Button variant="text" onClick={() => onRestart()}>
        {text.signIn.startAgain}
      </Button>
    </Form>
  );
}
