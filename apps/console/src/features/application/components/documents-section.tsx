import type { ApplicationView } from '@kredo/contract/back-office';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

import { Section } from '../../../components/section';
import { errorText } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { text } from '../../../text';
import { useViewDocument } from '../api/get-document-url';

type DocumentsSectionProps = { applicationId: string; documents: ApplicationView['documents'] };

/** Each document opens in a new tab through a short-lived signed URL. */
export function DocumentsSection({ applicationId, documents }: DocumentsSectionProps) {
  const viewDocument = useViewDocument(applicationId);
  return (
    <Section title={text.application.documents}>
      {viewDocument.isError && <Alert severity="error">{errorText(viewDocument.error)}</Alert>}
      {documents.length === 0 ? (
        <Typography variant="body2">{text.application.noDocuments}</Typography>
      ) : (
        <List dense disablePadding>
          {documents.map((document) => (
            <ListItem
              key={document.id}
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  aria-label={text.application.viewLabel(document.docType)}
                  loading={viewDocument.isPending && viewDocument.variables === document.id}
                  onClick={() => viewDocument.mutate(document.id)}
                >
                  {text.application.view}
                </Button>
              }
            >
              <ListItemText
                primary={document.docType}
                secondary={`${document.contentType} · ${formatDateTime(document.uploadedAt)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}
