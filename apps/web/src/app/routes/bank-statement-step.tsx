import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { BankStatementFlow } from '../../features/bank-statements/components/bank-statement-flow';
import { fileNameLengths } from '../../features/bank-statements/lib/cut-file-name';
import { useTranslation } from '../../lib/i18n';
import { useRedirectionUrl, useRefreshStatus } from './bank-statement';

type BankStatementStepProps = {
  /** The server counts a statement for the step (available or being analysed). */
  done: boolean;
  /** This step's address, where a failed visit to the bank comes back to. */
  stepHref: string;
  /** The next step's address, where a statement sent from the bank's pages goes on to. */
  nextHref: string;
  onContinue: () => void;
};

/**
 * The application form's Bank Statement step (spec 000 §2.4, §4.3): the bank statement screen
 * until a statement is in; then the step is done and Continue goes to the next one. Another
 * statement may still be added.
 */
export default function BankStatementStep({ done, stepHref, nextHref, onContinue }: BankStatementStepProps) {
  const { t } = useTranslation();
  const refresh = useRefreshStatus();
  const redirectionUrl = useRedirectionUrl();
  const [submitted, setSubmitted] = useState(false);
  const [addingAnother, setAddingAnother] = useState(false);

  if ((done || submitted) && !addingAnother)
    return (
      <Stack spacing={2}>
        <Alert severity="success">{t('messages.statementSubmitted')}</Alert>
        <Button variant="contained" size="large" onClick={onContinue}>
          {t('bankStatements.step.continue')}
        </Button>
        <Button onClick={() => setAddingAnother(true)} sx={{ alignSelf: 'flex-start' }}>
          {t('bankStatements.step.addAnother')}
        </Button>
      </Stack>
    );
  return (
    <BankStatementFlow
      fileNameLength={fileNameLengths.application}
      bankReturn={{ next: nextHref, back: stepHref }}
      redirectionUrl={redirectionUrl}
      onSubmitted={() => {
        setSubmitted(true);
        setAddingAnother(false);
        void refresh();
      }}
      onLeave={() => window.history.back()}
    />
  );
}
