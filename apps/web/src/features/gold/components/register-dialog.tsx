import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Form } from '../../../components/form/form';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { useTranslation } from '../../../lib/i18n';
import { readUserId } from '../../../lib/session';
import { useUserStatus } from '../../../lib/user-status';
import { useRegisterGoldUser } from '../api/register-gold-user';
import { registerBody, registerFormSchema, toDigits, type RegisterFormValues } from '../lib/register-form';
import '../texts';

/**
 * The registration a borrower who is not yet a gold user is asked for (spec 002 §2, §5): name,
 * mobile, pin code and e-mail, the first three and the e-mail filled in from their profile where
 * it has them. Registered, 'User has been registered' (green); a refusal shows the server's words.
 */
export function RegisterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{t('gold.register.title')}</DialogTitle>
      <DialogContent>{open && <RegisterForm onDone={onClose} />}</DialogContent>
    </Dialog>
  );
}

function RegisterForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const profile = useUserStatus().data?.profile;
  const register = useRegisterGoldUser();

  async function submit(values: RegisterFormValues) {
    await register.mutateAsync(registerBody(readUserId() ?? '', values));
    showSnackbar({ severity: 'success', text: t('messages.goldUserRegistered') });
    onDone();
  }

  return (
    <Form
      schema={registerFormSchema}
      defaultValues={{
        name: profile?.name ?? '',
        mobile: toDigits(10)(profile?.mobile ?? ''),
        pin: '',
        email: profile?.email ?? '',
      }}
      onSubmit={submit}
      aria-label={t('gold.register.title')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography>{t('gold.register.intro')}</Typography>
        <FormTextField<RegisterFormValues> name="name" label={t('gold.register.name')} autoComplete="name" />
        <FormTextField<RegisterFormValues>
          name="mobile"
          label={t('gold.register.mobile')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          transform={toDigits(10)}
        />
        <FormTextField<RegisterFormValues>
          name="pin"
          label={t('gold.register.pin')}
          inputMode="numeric"
          autoComplete="postal-code"
          transform={toDigits(6)}
        />
        <FormTextField<RegisterFormValues>
          name="email"
          label={t('gold.register.email')}
          type="email"
          autoComplete="email"
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onDone}>{t('gold.register.later')}</Button>
          <Button type="submit" variant="contained" loading={register.isPending}>
            {t('gold.register.submit')}
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}
