import { identityCredentialBodySchema } from '@kredo/contract/dev';
import type * as z from 'zod/mini';
import { useTranslation } from '../../../lib/i18n';
import { Form } from '../../../components/form/form';
import { FormTextField } from '../../../components/form/form-text-field';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import layout from '../../../components/ui/layout.module.css';
import { useIssueCredential } from '../api/issue-sandbox-credential';
import '../sandbox-texts';

type IdentityInput = z.input<typeof identityCredentialBodySchema>;

type SandboxIdentityDialogProps = {
  onCredential: (credential: string) => void;
  onCancel: () => void;
};

/**
 * Google's account chooser, in sandbox mode: the tester names the account, the sandbox issuer
 * signs its ID token, and the app goes on exactly as it would with Google's.
 */
export default function SandboxIdentityDialog({ onCredential, onCancel }: SandboxIdentityDialogProps) {
  const { t } = useTranslation();
  const issue = useIssueCredential();
  const formId = 'sandbox-identity-form';
  return (
    <Dialog
      open
      onClose={onCancel}
      title={t('dev.identity.title')}
      actions={
        <>
          <Button variant="text" onClick={onCancel}>
            {t('dev.identity.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={issue.isPending}>
            {t('dev.identity.continue')}
          </Button>
        </>
      }
    >
      <p className={layout.secondaryText}>{t('dev.identity.intro')}</p>
      <Form
        id={formId}
        schema={identityCredentialBodySchema}
        defaultValues={{ email: '', name: '' }}
        onSubmit={async (person) => onCredential((await issue.mutateAsync(person)).credential)}
      >
        <div className={layout.stack}>
          <FormTextField<IdentityInput>
            name="email"
            label={t('dev.identity.email')}
            type="email"
            autoComplete="email"
          />
          <FormTextField<IdentityInput> name="name" label={t('dev.identity.name')} autoComplete="name" />
        </div>
      </Form>
    </Dialog>
  );
}
