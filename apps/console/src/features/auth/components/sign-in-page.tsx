import { staffMessages } from '@kredo/contract/staff';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { lastSessionEnd } from '../../../lib/session';
import { text } from '../../../text';
import { CodeStep } from './code-step';
import { PasswordStep } from './password-step';

/**
 * Staff sign-in in two steps: e-mail and password, then the authenticator's 6-digit code. A
 * challenge that ran out sends staff back to the first step with the server's message.
 */
export function SignInPage() {
  const [challengeId, setChallengeId] = useState<string>();
  const [notice, setNotice] = useState<string | undefined>(() =>
    lastSessionEnd() === 'expired' ? staffMessages.sessionExpired : undefined,
  );

  return (
    <Container maxWidth="xs" sx={{ py: 8 }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {challengeId ? text.signIn.codeTitle : text.signIn.title}
        </Typography>
        {notice && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {notice}
          </Alert>
        )}
        {challengeId ? (
          <CodeStep
            challengeId={challengeId}
            onRestart={(message) => {
              setNotice(message);
              setChallengeId(undefined);
            }}
          />
        ) : (
          <PasswordStep
            onPassed={(id) => {
              setNotice(undefined);
              setChallengeId(id);
            }}
          />
        )}
      </Paper>
    </Container>
  );
}
