import type { StartedStatement, UploadedStatement } from '@kredo/contract/bank-statements';
import { messages } from '@kredo/contract/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { useCompleteStatement } from '../api/complete-statement';
import { useUploadStatement } from '../api/upload-statement';
import { Form } from '../../../components/form/form';
import { readPdfAsDataUri } from '../lib/read-pdf';
import { statementChoiceSchema, type StatementChoice } from '../lib/statement-choice';
import { readUploadVerdict } from '../lib/upload-verdict';
import { useCompleteWithRetry } from '../lib/use-complete-with-retry';
import { FileChooser } from './file-chooser';
import { StatementFileList, type StatementFile } from './statement-file-list';
import { SubmittedDialog } from './submitted-dialog';
import '../texts';

type PdfUploadProps = {
  userId: string;
  institutionId: string;
  /** The analyser's session; undefined while it is being started, which keeps Upload disabled. */
  session: StartedStatement | undefined;
  /** The files the session already holds (sent before a reload), with their verdicts. */
  earlierFiles?: readonly UploadedStatement[];
  supportEmail: string;
  fileNameLength: number;
  /** Told each time a file is read, for the e-mail option's count. */
  onReadCountChange: (count: number) => void;
  /** The borrower closed the 'submitted' popup. */
  onSubmitted: () => void;
};

/**
 * The PDF flow (spec 000 §2.5, §4.8): choose a PDF, its password or the not-protected box,
 * Upload; each file's verdict in the list; a protected file asks for its password and is sent
 * again; more files may follow; Complete once one was read, retried every 5 s while the analyser
 * is still reading; then the 'submitted' popup.
 */
export function PdfUpload(props: PdfUploadProps) {
  const { userId, institutionId, session, supportEmail, fileNameLength, onReadCountChange } = props;
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const [sent, setFiles] = useState<StatementFile[]>([]);
  // The files the session held before a reload come first, named by their place; one still
  // being read counts as sent (Complete waits for it); one that needs its password is chosen again.
  const earlier = (props.earlierFiles ?? []).map((answer, index): StatementFile => {
    const entry = { id: -(index + 1), name: t('bankStatements.files.earlier', { number: index + 1 }) };
    const verdict = readUploadVerdict(answer, supportEmail);
    return verdict.kind === 'read'
      ? { ...entry, state: 'read' }
      : { ...entry, state: 'failed', message: verdict.message };
  });
  const files = [...earlier, ...sent];
  // Each new choice is a new form: emptied after each upload, or holding the file whose
  // password is asked for.
  const [chooser, setChooser] = useState<{ key: number; file?: File }>({ key: 0 });
  // The listed file whose password is being asked, sent again under the same entry.
  const [retrying, setRetrying] = useState<{ id: number; notice: string }>();
  const nextId = useRef(1);
  const upload = useUploadStatement();
  const complete = useCompleteStatement();
  const completion = useCompleteWithRetry(() =>
    complete.mutateAsync({ userId, institutionId, session: session as StartedStatement }),
  );

  const readCount = files.filter((entry) => entry.state === 'read').length;
  const reportReadCount = useEffectEvent((count: number) => onReadCountChange(count));
  useEffect(() => {
    reportReadCount(readCount);
  }, [readCount]);

  const setEntry = (entry: StatementFile) =>
    setFiles((current) =>
      current.some((listed) => listed.id === entry.id)
        ? current.map((listed) => (listed.id === entry.id ? entry : listed))
        : [...current, entry],
    );

  async function send({ file, password }: StatementChoice) {
    if (!file || !session) return;
    const id = retrying?.id ?? nextId.current++;
    setRetrying(undefined);
    setChooser(({ key }) => ({ key: key + 1 }));
    const name = file.name;
    setEntry({ id, name, state: 'uploading' });
    try {
      const answer = await upload.mutateAsync({
        userId,
        institutionId,
        session,
        file: await readPdfAsDataUri(file),
        password: password || undefined,
      });
      const verdict = readUploadVerdict(answer, supportEmail);
      if (verdict.kind === 'read') return setEntry({ id, name, state: 'read' });
      setEntry({ id, name, state: verdict.kind, message: verdict.message });
      if (verdict.kind === 'password') {
        // The same file goes back into the chooser, waiting for its password.
        setRetrying({ id, notice: verdict.message });
        setChooser(({ key }) => ({ key: key + 1, file }));
      }
    } catch (failure) {
      const message = failure instanceof ApiRequestError ? failure.message : messages.genericRequestFailure;
      setEntry({ id, name, state: 'failed', message });
    }
  }

  const uploading = files.some((entry) => entry.state === 'uploading');
  const anyRead = readCount > 0;
  const { state } = completion;
  const busy = state.phase === 'completing' || state.phase === 'waiting';
  return (
    <Stack spacing={2}>
      <Form
        key={chooser.key}
        schema={statementChoiceSchema}
        defaultValues={{ file: chooser.file, password: '', notProtected: false }}
        onSubmit={(values) => void send(values)}
      >
        <FileChooser
          passwordNotice={retrying?.notice}
          hasFiles={files.length > 0}
          nameLength={fileNameLength}
          canUpload={session !== undefined && !uploading && !busy && state.phase !== 'done'}
          onFileChosen={() => setRetrying(undefined)}
        />
      </Form>
      <StatementFileList files={files} nameLength={fileNameLength} />
      {state.phase === 'waiting' && <Alert severity="info">{t('messages.statementWaitProcessing')}</Alert>}
      {state.phase === 'idle' && state.failure && (
        <Typography color="error" role="alert">
          {catalogueText(state.failure)}
        </Typography>
      )}
      <Button
        variant="contained"
        size="large"
        disabled={!anyRead || uploading || busy || state.phase === 'done'}
        onClick={completion.start}
      >
        {t('bankStatements.complete')}
      </Button>
      <SubmittedDialog open={state.phase === 'done'} onClose={props.onSubmitted} />
    </Stack>
  );
}
